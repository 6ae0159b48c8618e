// What the page shares as `react-router-dom`: React Router's declarative mode
// (<BrowserRouter>, <Routes>, links, hooks and path helpers), the way every app
// of the site routes. A shared module is never tree-shaken, so sharing the
// whole package would ship its data routers, server rendering and framework
// parts to every visitor (62 KB gzip instead of about 15).
// checkRouterImports.js fails the build when code imports anything else.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
} from 'react-router';
