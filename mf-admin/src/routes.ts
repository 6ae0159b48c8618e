import type { RouteDeclaration } from '@frc/federation';
import { PLACEHOLDER_PAGES } from './pages/placeholderPages';

/** The admin area: App.tsx routes its dashboard and the pages of its side menu below it. */
export const ADMIN_AREA = '/admin';

/** The admin remote's one route, declared once and published by the build (routes.json): its own frame, never indexed. */
export const ROUTES = {
  admin: { path: `${ADMIN_AREA}/*`, layout: 'own', indexable: false, addresses: () => [ADMIN_AREA, ...PLACEHOLDER_PAGES.map((page) => page.path)] },
} as const satisfies Record<string, RouteDeclaration>;
