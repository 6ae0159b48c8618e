import { preloadFederatedModules, setRemoteMapSource } from '@frc/federation';
import { renderSite } from './bootstrap';
import { fetchRemoteMap } from './federation/fetchRemoteMap';
import { findRouteOwner } from './routing/routeTable';

// The shared libraries are bundled into this entry (eager), so nothing stands
// between this script and the first render. Before React renders, the remote
// map is read and the code of the page's remote starts downloading.
setRemoteMapSource(fetchRemoteMap);
const owner = findRouteOwner(window.location.pathname);
if (owner) preloadFederatedModules(['App', ...(owner.preload ?? [])].map((module) => `${owner.remote}/${module}`));
renderSite();
