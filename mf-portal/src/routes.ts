import { pageRoute, redirectRoute, type PageRoute } from '@frc/ui/pageRoutes';
import { CASES_PAGE, CONSULTATION_PAGE, DASHBOARD_AREA } from './paths';
import { PLACEHOLDER_PAGES } from './pages/placeholderPages';


/**
 * The portal remote's pages, declared once (see @frc/ui/pageRoutes): App.tsx routes them, the build publishes them
 * (routes.json for the shell, public-pages.xml for the sitemap). The client area brings its own frame and is private.
 */
export const ROUTES: readonly PageRoute[] = [
  pageRoute('/login', 'Sign in', () => import('./pages/LoginPage').then((page) => page.LoginPage)),
  pageRoute(DASHBOARD_AREA, 'Client area', () => import('./layout/DashboardFrame'), {
    layout: 'own',
    indexable: false,
    children: [
      redirectRoute(DASHBOARD_AREA, 'Client area', `${DASHBOARD_AREA}/cases`),
      pageRoute(CASES_PAGE, 'My cases', () => import('./pages/CasesPage').then((page) => page.CasesPage)),
      pageRoute(`${CASES_PAGE}/:ref`, 'Case', () => import('./pages/CaseRoomPage').then((page) => page.CaseRoomPage)),
      pageRoute(CONSULTATION_PAGE, 'Free consultation', () => import('./pages/ConsultationPage').then((page) => page.ConsultationPage)),
      pageRoute(`${DASHBOARD_AREA}/profile`, 'My data', () => import('./pages/MyDataPage').then((page) => page.MyDataPage)),
      ...PLACEHOLDER_PAGES.map((content) =>
        pageRoute(`${DASHBOARD_AREA}/${content.path}`, content.title, () => import('./pages/PlaceholderPage').then((page) => page.placeholderPageOf(content))),
      ),
    ],
  }),
];
