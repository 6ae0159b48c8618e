import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, Route, Routes, type RouteObject } from 'react-router-dom';
import type { RouteDeclaration } from '@frc/federation';

/**
 * How every remote declares its pages, once, in its `src/routes.ts`: a list of `pageRoute`s. The remote's App
 * routes that list (`PageRoutes`), its stand-alone harness links to it, and its build publishes it (routes.json
 * for the shell, public-pages.xml for the sitemap: packages/build-config/routes.js, which evaluates routes.ts in
 * Node, so a declaration imports its pages only on demand).
 */
export interface PageRoute extends RouteDeclaration {
  harnessLabel: string;
  /** The page, or an area's frame: its code, loaded on demand. */
  Page: LazyExoticComponent<ComponentType>;
  /** Starts fetching the page's code ahead of its first render (the same download `Page` waits for). */
  load: () => Promise<unknown>;
  children?: readonly PageRoute[];
}

export type PageOptions = Omit<RouteDeclaration, 'path' | 'children'> & { children?: readonly PageRoute[] };

/** What a page's import gives: a module whose default export is the page, or the page itself. */
type PageModule = { default: ComponentType } | ComponentType;

const pageOf = (loaded: PageModule): ComponentType => (typeof loaded === 'object' && 'default' in loaded ? loaded.default : (loaded as ComponentType));

/** A page at `path` (or, with `children`, an area whose frame it is), its code imported by `load` when first needed. */
export function pageRoute(path: string, harnessLabel: string, load: () => Promise<PageModule>, options: PageOptions = {}): PageRoute {
  let loaded: { default: ComponentType } | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: pageOf(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Code already here (preloaded when the App module ran) renders at once: a thenable that answers at once
  // is taken by React as loaded, so hydrating a pre-rendered page does not wait a turn for a resolved import.
  const Page = lazy(() => {
    const here = loaded;
    return here ? ({ then: (resolve: (module: { default: ComponentType }) => void) => resolve(here) } as Promise<{ default: ComponentType }>) : loadPage();
  });
  return { path, harnessLabel, title: harnessLabel, Page, load: loadPage, ...options };
}

/** An address that sends on to another page of the remote (an area's own address to its first page, say). */
export function redirectRoute(path: string, harnessLabel: string, to: string): PageRoute {
  return pageRoute(path, harnessLabel, async () => () => <Navigate to={to} replace />);
}

function routeElements(routes: readonly PageRoute[], area: string | undefined, notFound: ReactNode, fallback: ReactNode): ReactNode[] {
  return routes.map(({ path, Page, children }) => {
    if (!children) return path === area ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />;
    // The area's pages wait inside its frame, in a boundary that stays mounted from page to page: the router
    // navigates in a transition, so the page shown stays until the next one's code has arrived.
    return (
      <Route key={path} path={path} element={<Page />}>
        <Route element={<Suspense fallback={fallback}><Outlet /></Suspense>}>
          {routeElements(children, path, notFound, fallback)}
          <Route path="*" element={notFound} />
        </Route>
      </Route>
    );
  });
}

/** The remote's router, from its declaration; the shell's not-found page for the paths nobody declared. */
export function PageRoutes({ routes, notFound, fallback = null }: { routes: readonly PageRoute[]; notFound: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {routeElements(routes, undefined, notFound, fallback)}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}

/** The declaration as React Router's route objects, each holding its page route (`handle`). */
const routeObjects = (routes: readonly PageRoute[], area?: string): RouteObject[] =>
  routes.map((route) =>
    route.children
      ? { path: route.path, handle: route, children: routeObjects(route.children, route.path) }
      : route.path === area
        ? { index: true, handle: route }
        : { path: route.path, handle: route },
  );

/** The routes that answer `pathname`, outermost first (an area, then its page); empty when none does. */
export function routesAt(routes: readonly PageRoute[], pathname: string): PageRoute[] {
  return (matchRoutes(routeObjects(routes), pathname) ?? []).map((match) => match.route.handle as PageRoute);
}

/**
 * Starts downloading the code of the page at `pathname` (and of its area's frame): called when the remote's App
 * module runs, the page's code is on its way before React first renders it, not one round trip later.
 */
export function preloadPage(routes: readonly PageRoute[], pathname: string): void {
  for (const route of routesAt(routes, pathname)) route.load().catch(() => {});
}

/** Loads the code of every declared page and area frame, children included (a test file does it before its tests). */
export function loadEveryPage(routes: readonly PageRoute[]): Promise<unknown> {
  return Promise.all(routes.flatMap((route) => [route.load(), loadEveryPage(route.children ?? [])]));
}

/** Every declared page without parameters, children included, for the remote's stand-alone harness to link to. */
export function harnessLinksOf(routes: readonly PageRoute[]): { to: string; label: string }[] {
  return routes.flatMap((route) =>
    route.children ? harnessLinksOf(route.children) : /[:*]/.test(route.path) ? [] : [{ to: route.path, label: route.harnessLabel }],
  );
}
