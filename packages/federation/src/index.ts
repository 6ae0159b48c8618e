// Package entry: the shell and every remote share this one instance at run time.
export { FederatedModule } from './FederatedModule';
export { Island, IslandCollector, ISLAND_TAG, islandComponentOf, islandTree, pageLoadNavigator, staticNavigator, takeNavigationState } from './Island';
export type { IslandHydration, IslandLocation, IslandOptions, IslandProps, IslandRecord, StoredState } from './Island';
export type { FederatedModuleProps } from './FederatedModule';
export {
  activeRemoteEntries,
  lastGoodRemoteEntries,
  loadFederatedModule,
  markRemoteFailed,
  modulesShown,
  modulesShownWhile,
  preloadFederatedModules,
  provideLoadedModules,
  registeredRemoteMap,
  setRemoteLoadReporter,
  setRemoteMapSource,
} from './federatedModules';
export { parseRemoteMap, parseRemoteMapDocument, remoteMapForVisitor } from './remoteMap';
export { RemoteFailure } from './RemoteFailure';
export { RemotePlaceholder } from './RemotePlaceholder';
export { ROUTES_FILE, parseRoutesDocument, routesUrlOf } from './routeDeclaration';
export type { PageLayout, PublishedRoute, RouteDeclaration, RoutesDocument } from './routeDeclaration';
export type { RemoteCanary, RemoteMap, RemoteMapDocument } from './remoteMap';
export type { RemoteLoadReport } from './remoteLoader';
export type { RemoteAppProps } from './remoteApp';
export { renderHarness } from './renderHarness';
export type { HarnessLink } from './renderHarness';
