import type { ComponentType } from 'react';
import { pageRoute, type PageRoute } from '@frc/ui/pageRoutes';
import { ADMIN_AREA, ADMIN_PAGES, CASE_PAGE, CASE_TAB_PAGES, CONTENT_ITEM_PAGE, CONTENT_PREVIEW_PAGE, INBOX_ITEM_PAGE } from './paths';

/** A page for admins only: a case manager who opens it reads why it is empty, and nothing is fetched (session/AdminOnly). */
const forAdmins = (page: string, load: () => Promise<ComponentType>) => async () => {
  const [{ adminOnly }, Page] = await Promise.all([import('./session/AdminOnly'), load()]);
  return adminOnly(page, Page);
};

/** A page for the members who edit content (admins and editors). */
const forContentStaff = (load: () => Promise<ComponentType>) => async () => {
  const [{ forContentStaff: wrap }, Page] = await Promise.all([import('./session/StaffAccess'), load()]);
  return wrap(Page);
};

/** Another address of the same page: going from one to the other keeps the page mounted (the inbox's list and its place, the case's thread). */
const alsoAt = (path: string, harnessLabel: string, page: PageRoute): PageRoute => ({ ...page, path, harnessLabel, title: harnessLabel });

const inboxPage = pageRoute(ADMIN_PAGES.inbox, 'Inbox', () => import('./pages/InboxPage').then((page) => page.InboxPage));
const casePage = pageRoute(CASE_PAGE, 'Case', () => import('./pages/CasePage').then((page) => page.CasePage));

/**
 * The admin remote's pages, declared once (see @frc/ui/pageRoutes): App.tsx routes them, the build publishes them
 * (routes.json for the shell). The back office brings its own frame and is never indexed.
 */
export const ROUTES: readonly PageRoute[] = [
  pageRoute(ADMIN_PAGES.login, 'Staff sign-in', () => import('./pages/StaffLoginPage').then((page) => page.StaffLoginPage), { layout: 'own', indexable: false }),
  pageRoute(ADMIN_AREA, 'Back office', () => import('./layout/AdminFrame'), {
    layout: 'own',
    indexable: false,
    children: [
      pageRoute(ADMIN_PAGES.dashboard, 'Dashboard', () => import('./pages/DashboardPage').then((page) => page.DashboardPage)),
      inboxPage,
      alsoAt(INBOX_ITEM_PAGE, 'Inbox item', inboxPage),
      pageRoute(ADMIN_PAGES.cases, 'Cases', () => import('./pages/CasesPage').then((page) => page.CasesPage)),
      casePage,
      ...CASE_TAB_PAGES.map((path) => alsoAt(path, 'Case tab', casePage)),
      pageRoute(ADMIN_PAGES.tasks, 'My tasks', () => import('./pages/MyTasksPage').then((page) => page.MyTasksPage)),
      pageRoute(ADMIN_PAGES.consultations, 'Consultations', () => import('./pages/ConsultationsPage').then((page) => page.ConsultationsPage)),
      pageRoute(ADMIN_PAGES.availability, 'Availability', () => import('./pages/AvailabilityPage').then((page) => page.AvailabilityPage)),
      pageRoute(ADMIN_PAGES.users, 'Users', forAdmins('Users', () => import('./pages/UsersPage').then((page) => page.UsersPage))),
      pageRoute(ADMIN_PAGES.analytics, 'Analytics', forAdmins('Analytics', () => import('./pages/AnalyticsPage').then((page) => page.AnalyticsPage))),
      pageRoute(ADMIN_PAGES.settings, 'Settings', () => import('./pages/SettingsPage').then((page) => page.SettingsPage)),
      pageRoute(ADMIN_PAGES.audit, 'Audit', forAdmins('Audit', () => import('./pages/AuditPage').then((page) => page.AuditPage))),
      pageRoute(ADMIN_PAGES.content, 'Content', forContentStaff(() => import('./pages/ContentPage').then((page) => page.ContentPage))),
      pageRoute(CONTENT_ITEM_PAGE, 'Content item', forContentStaff(() => import('./pages/ContentItemPage').then((page) => page.ContentItemPage))),
      pageRoute(ADMIN_PAGES.media, 'Media library', forContentStaff(() => import('./pages/MediaLibraryPage').then((page) => page.MediaLibraryPage))),
      pageRoute(CONTENT_PREVIEW_PAGE, 'Content preview', forContentStaff(() => import('./pages/ContentPreviewPage').then((page) => page.ContentPreviewPage))),
      pageRoute(ADMIN_PAGES.siteHealth, 'Site health', forAdmins('Site health', () => import('./pages/SiteHealthPage').then((page) => page.SiteHealthPage))),
    ],
  }),
];
