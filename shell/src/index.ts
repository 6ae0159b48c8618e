import '@frc/ui/global.scss';
import './pageFrame';
import {
  activeRemoteEntries,
  lastGoodRemoteEntries,
  loadFederatedModule,
  preloadFederatedModules,
  registeredRemoteMap,
  setRemoteLoadReporter,
  setRemoteMapSource,
} from '@frc/federation';
import { loadSiteTexts } from '@frc/ui/siteTexts';
import { fetchRemoteMap } from './federation/fetchRemoteMap';
import { createLoadTelemetry } from './federation/loadTelemetry';
import { canHydrate, canHydrateIslands, readPrerenderedPage } from './routing/prerenderedPage';
import { findRouteOwner, loadRouteTable, type RouteTable } from './routing/routeTable';

// The shared libraries are bundled into this entry (eager), so nothing stands
// between this script and the first render but the remote map and the routes
// the remotes publish beside their manifests (read at once, in parallel).
// Before React renders, the code of the page's remote starts downloading.
setRemoteMapSource(fetchRemoteMap);
// Every load of a remote's module is reported (docs/safe-deploys.md: load telemetry).
const telemetry = createLoadTelemetry();
telemetry.listen();
setRemoteLoadReporter(telemetry.report);
const reloadRoutes = () => loadRouteTable(registeredRemoteMap, undefined, lastGoodRemoteEntries);

let routesRead: Promise<RouteTable> | undefined;
/** The route table as read at start-up (once, whoever asks first). */
const firstRoutes = () => (routesRead ??= reloadRoutes());

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A public page: its islands hydrate, each on its own; the site's router and pages are not loaded at all.
  const page = readPrerenderedPage(container);
  if (page?.islands) {
    const map = await registeredRemoteMap().catch(() => undefined);
    // The not-found page is served for any path without a page of its own, a path below a private area that none
    // of its pages claims included: that is the area's to render (its own not-found page, inside its frame), as is
    // a path that a remote whose routes could not be read may own.
    const someonesPage = page.notFound ? await firstRoutes().then((table) => !table.complete || findRouteOwner(table, window.location.pathname) !== undefined) : false;
    if (map && !someonesPage && canHydrateIslands(page, window.location.pathname, map)) {
      const { hydrateIslands } = await import(/* webpackChunkName: "islands" */ './islands/hydrateIslands');
      hydrateIslands(container, page.remotes);
      return;
    }
  }
  // The site's texts (footer, strip, the forms' words) are in hand before the first render: no first words flash.
  const [routes, { hydrateSite, renderSite }] = await Promise.all([firstRoutes(), import(/* webpackChunkName: "site" */ './bootstrap'), loadSiteTexts()]);
  const { pathname } = window.location;
  const owner = findRouteOwner(routes, pathname);
  if (owner) preloadFederatedModules(['App', ...(owner.preload ?? [])].map((module) => `${owner.remote}/${module}`));

  // A pre-rendered page is hydrated once the modules it shows have arrived (the browser's first render is then
  // the server's tree); the visitor reads and scrolls the HTML meanwhile. Anything else renders afresh.
  if (page && !page.islands) {
    const map = await registeredRemoteMap().catch(() => undefined);
    if (map && canHydrate(page, pathname, routes, map)) {
      const arrived = await Promise.all(page.modules.map((id) => loadFederatedModule(id))).then(
        () => true,
        (error: unknown) => {
          console.warn('The pre-rendered page is rendered afresh: a module it shows could not be loaded', error);
          return false;
        },
      );
      // A remote whose current version failed to load runs its last good one here: not the page's HTML.
      if (arrived && canHydrate(page, pathname, routes, await activeRemoteEntries())) {
        hydrateSite(container, routes, reloadRoutes);
        return;
      }
    }
  }
  renderSite(container, routes, reloadRoutes);
}

void start();
