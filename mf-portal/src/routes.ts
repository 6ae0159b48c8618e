import type { RouteDeclaration } from '@frc/federation';
import { PLACEHOLDER_PAGES } from './pages/placeholderPages';

/** The client area: below it, App.tsx routes the pages of the dashboard's side menu. */
export const DASHBOARD_AREA = '/dashboard';
/** The cases list; one case's page is below it (`clientCasePath` of the contracts: /dashboard/cases/C-12). */
export const CASES_PAGE = `${DASHBOARD_AREA}/cases`;

/**
 * The portal remote's pages, declared once: App.tsx routes them, the build publishes them (routes.json for the
 * shell, public-pages.xml for the sitemap). The client area brings its own frame and is private.
 */
export const ROUTES = {
  login: { path: '/login' },
  dashboard: {
    path: `${DASHBOARD_AREA}/*`,
    layout: 'own',
    indexable: false,
    addresses: () => [DASHBOARD_AREA, ...['cases', 'profile', ...PLACEHOLDER_PAGES.map((page) => page.path)].map((page) => `${DASHBOARD_AREA}/${page}`)],
  },
} as const satisfies Record<string, RouteDeclaration>;
