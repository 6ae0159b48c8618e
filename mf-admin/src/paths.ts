// The back office's addresses, for its routes, pages and features alike: this module imports nothing, so a feature
// links to a page without importing the route table that loads every page.

/** The admin area: its pages are the children of its route below. */
export const ADMIN_AREA = '/admin';

/** The back office's pages, for links. Without a staff session every one of them shows the sign-in. */
export const ADMIN_PAGES = {
  login: `${ADMIN_AREA}/login`,
  dashboard: ADMIN_AREA,
  users: `${ADMIN_AREA}/users`,
  inbox: `${ADMIN_AREA}/inbox`,
  cases: `${ADMIN_AREA}/cases`,
  tasks: `${ADMIN_AREA}/tasks`,
  consultations: `${ADMIN_AREA}/consultations`,
  availability: `${ADMIN_AREA}/availability`,
  analytics: `${ADMIN_AREA}/analytics`,
  settings: `${ADMIN_AREA}/settings`,
  audit: `${ADMIN_AREA}/audit`,
  siteHealth: `${ADMIN_AREA}/site-health`,
  content: `${ADMIN_AREA}/content`,
  media: `${ADMIN_AREA}/media`,
} as const;

export const INBOX_ITEM_PAGE = `${ADMIN_PAGES.inbox}/:ref`;
export const CASE_PAGE = `${ADMIN_PAGES.cases}/:ref`;
/** The case page's tabs after the first (Overview, at the case's own address): each is an address of its own. */
export const CASE_TABS = ['messages', 'documents', 'engagement', 'tasks', 'history', 'notes'] as const;
export type CaseTab = (typeof CASE_TABS)[number];
// One page per tab, so the web servers answer 404 for a tab no case has, as for any other unknown path.
export const CASE_TAB_PAGES = CASE_TABS.map((tab) => `${CASE_PAGE}/${tab}`);
export const CONTENT_ITEM_PAGE = `${ADMIN_PAGES.content}/:kind/:id`;
// Under the area, with its parameters as the last two segments, so a reload or a shared link finds the area's page.
export const CONTENT_PREVIEW_PREFIX = `${ADMIN_AREA}/preview`;
export const CONTENT_PREVIEW_PAGE = `${CONTENT_PREVIEW_PREFIX}/:kind/:id`;

/** One item of the inbox (`request-54`), with the list's view (`?view=spam`) when given, so the list beside it stays. */
export const inboxItemPath = (ref: string, search = '') => INBOX_ITEM_PAGE.replace(':ref', encodeURIComponent(ref)) + (search && !search.startsWith('?') ? `?${search}` : search);
/** One case (`C-12`) on its Overview, or one of its tabs (`/admin/cases/C-12/documents`). */
export const casePath = (ref: string, tab?: CaseTab) => CASE_PAGE.replace(':ref', encodeURIComponent(ref)) + (tab ? `/${tab}` : '');
/** The content of one kind (`/admin/content?kind=news`). */
export const contentListPath = (kind: string) => `${ADMIN_PAGES.content}?kind=${encodeURIComponent(kind)}`;
/** One content item's editor (`/admin/content/news/4`). */
export const contentItemPath = (kind: string, id: number | string) => CONTENT_ITEM_PAGE.replace(':kind', encodeURIComponent(kind)).replace(':id', encodeURIComponent(String(id)));
/** One content item's draft, shown through the site's own templates. */
export const contentPreviewPath = (kind: string, id: number | string) =>
  CONTENT_PREVIEW_PAGE.replace(':kind', encodeURIComponent(kind)).replace(':id', encodeURIComponent(String(id)));
