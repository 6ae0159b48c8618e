import { INBOX_PARAM_RULES, knownListParams } from '../../shared/listParams';
import { staffApiUrl } from '../../shared/staffApi';

/** The inbox's filters and sort, kept in the page's address so a view can be bookmarked, shared and gone back to. */
export const INBOX_FILTER_KEYS = ['q', 'kind', 'scamType', 'confirmed', 'status', 'manager', 'unread', 'from', 'to', 'view', 'sort', 'order'] as const;
/** What the filter form does not set, kept when it applies: the sort and the "My unread" view. */
export const INBOX_KEPT_KEYS = ['unread', 'sort', 'order'] as const;
export type InboxFilterKey = (typeof INBOX_FILTER_KEYS)[number];
export type InboxFilters = Partial<Record<InboxFilterKey, string>>;

/** The address's filters the inbox has; the others (`view=untriaged`) are named in `unknown` and left out. */
export function readInboxFilters(search: URLSearchParams): { filters: InboxFilters; unknown: string[] } {
  const { values, unknown } = knownListParams(search, INBOX_FILTER_KEYS, INBOX_PARAM_RULES);
  return { filters: values, unknown };
}

export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The page's address for these filters and page (page 1 is left out). */
export function inboxSearch(filters: InboxFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of INBOX_FILTER_KEYS) if (filters[key]) search.set(key, filters[key]);
  if (page > 1) search.set('page', String(page));
  return search;
}

export function inboxApiUrl(filters: InboxFilters, page: number): string {
  return staffApiUrl('inbox', { ...filters, page });
}
