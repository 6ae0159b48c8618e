import type { RouteDeclaration } from '@frc/federation';

/** The admin area: App.tsx routes the sign-in, the dashboard and the pages of the side menu below it. */
export const ADMIN_AREA = '/admin';

/** The back office's pages. Without a staff session every one of them shows the sign-in. */
export const ADMIN_PAGES = {
  login: `${ADMIN_AREA}/login`,
  dashboard: ADMIN_AREA,
  users: `${ADMIN_AREA}/users`,
  cases: `${ADMIN_AREA}/cases`,
  analytics: `${ADMIN_AREA}/analytics`,
  settings: `${ADMIN_AREA}/settings`,
  audit: `${ADMIN_AREA}/audit`,
} as const;

/** One item of the inbox (`request-54`). */
export const inboxItemPath = (ref: string) => `${ADMIN_AREA}/inbox/${encodeURIComponent(ref)}`;
/** One case (`C-12`). */
export const casePath = (ref: string) => `${ADMIN_AREA}/cases/${encodeURIComponent(ref)}`;

/** The admin remote's one route, declared once and published by the build (routes.json): its own frame, never indexed. */
export const ROUTES = {
  admin: { path: `${ADMIN_AREA}/*`, layout: 'own', indexable: false, addresses: () => Object.values(ADMIN_PAGES) },
} as const satisfies Record<string, RouteDeclaration>;
