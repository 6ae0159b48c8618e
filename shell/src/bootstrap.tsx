import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import type { RouteTable } from './routing/routeTable';

/** The tree of the site; src/server.tsx renders the same with a router at the rendered path. */
function site(routes: RouteTable, reloadRoutes: () => Promise<RouteTable>, onFirstCommit?: () => void) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} reloadRoutes={reloadRoutes} onFirstCommit={onFirstCommit} />
      </BrowserRouter>
    </StrictMode>
  );
}

/**
 * Starts the site in #root: rendered afresh into an empty (or stale) #root, or, with `hydrate`, attached to the
 * pre-rendered HTML there, where a difference React finds is reported, never silent.
 */
export function startSite(container: HTMLElement, routes: RouteTable, reloadRoutes: () => Promise<RouteTable>, { hydrate = false } = {}): void {
  if (!hydrate) {
    container.dataset.render = 'browser';
    const root = createRoot(container);
    // A transition: React renders the page in slices, so a long page never blocks the main thread for long.
    startTransition(() => {
      root.render(site(routes, reloadRoutes));
    });
    return;
  }
  // The attribute is the server's note to this script, not part of the tree React hydrates.
  delete container.dataset.prerendered;
  // `hydrating` while React attaches, `hydrated` once it has committed: the page then answers clicks.
  container.dataset.render = 'hydrating';
  const committed = () => {
    container.dataset.render = 'hydrated';
  };
  startTransition(() => {
    hydrateRoot(container, site(routes, reloadRoutes, committed), {
      onRecoverableError: (error) => console.error('Hydration error: the page differed from its pre-rendered HTML', error),
    });
  });
}
