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
import { canHydrate, canHydrateIslands, readPrerenderedPage, type PrerenderedPage } from './routing/prerenderedPage';
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

/**
 * Whether a page of islands can hydrate them, each on its own, without the site: rendered for this path from the
 * versions the map names now. The not-found page is served for any path without a page of its own, a path below a
 * private area that none of its pages claims included: that is the area's to render (its own not-found page,
 * inside its frame), as is a path that a remote whose routes could not be read may own.
 */
async function islandsHydrate(page: PrerenderedPage, pathname: string): Promise<boolean> {
  const map = await registeredRemoteMap().catch(() => undefined);
  const someonesPage = page.notFound ? await firstRoutes().then((table) => !table.complete || findRouteOwner(table, pathname) !== undefined) : false;
  return map !== undefined && !someonesPage && canHydrateIslands(page, pathname, map);
}

/**
 * Whether the site can hydrate a pre-rendered page: the browser's first render is the server's tree once the
 * modules it shows have arrived, from the versions it was rendered with (a remote whose current version failed to
 * load runs its last good one here: not the page's HTML).
 */
async function siteHydrates(page: PrerenderedPage, pathname: string, routes: RouteTable): Promise<boolean> {
  const map = await registeredRemoteMap().catch(() => undefined);
  if (!map || !canHydrate(page, pathname, routes, map)) return false;
  const arrived = await Promise.all(page.modules.map((id) => loadFederatedModule(id))).then(
    () => true,
    (error: unknown) => {
      console.warn('The pre-rendered page is rendered afresh: a module it shows could not be loaded', error);
      return false;
    },
  );
  return arrived && canHydrate(page, pathname, routes, await activeRemoteEntries());
}

/**
 * The page's one start-up path: the site's routes and code, then the site in #root. A pre-rendered page takes one
 * of its two options when it can: a page of islands hydrates them alone and never loads the site's router and
 * pages; any other hydrates its HTML (the visitor reads and scrolls it meanwhile) rather than rendering afresh.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const page = readPrerenderedPage(container);
  const { pathname } = window.location;
  if (page?.islands && (await islandsHydrate(page, pathname))) {
    const { hydrateIslands } = await import(/* webpackChunkName: "islands" */ './islands/hydrateIslands');
    hydrateIslands(container, page.remotes);
    return;
  }
  // The site's texts (footer, strip, the forms' words) are in hand before the first render: no first words flash.
  const [routes, { startSite }] = await Promise.all([firstRoutes(), import(/* webpackChunkName: "site" */ './bootstrap'), loadSiteTexts()]);
  const owner = findRouteOwner(routes, pathname);
  if (owner) preloadFederatedModules(['App', ...(owner.preload ?? [])].map((module) => `${owner.remote}/${module}`));
  const hydrate = page !== undefined && !page.islands && (await siteHydrates(page, pathname, routes));
  startSite(container, routes, reloadRoutes, { hydrate });
}

void start();
