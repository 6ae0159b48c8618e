import { preloadFederatedModules, registeredRemoteMap, setRemoteMapSource } from '@frc/federation';
import { renderSite } from './bootstrap';
import { fetchRemoteMap } from './federation/fetchRemoteMap';
import { findRouteOwner, loadRouteTable } from './routing/routeTable';

// The shared libraries are bundled into this entry (eager), so nothing stands
// between this script and the first render but the remote map and the routes
// the remotes publish beside their manifests (read at once, in parallel).
// Before React renders, the code of the page's remote starts downloading.
setRemoteMapSource(fetchRemoteMap);
const reloadRoutes = () => loadRouteTable(registeredRemoteMap);
void reloadRoutes().then((routes) => {
  const owner = findRouteOwner(routes, window.location.pathname);
  if (owner) preloadFederatedModules(['App', ...(owner.preload ?? [])].map((module) => `${owner.remote}/${module}`));
  renderSite(routes, reloadRoutes);
});
