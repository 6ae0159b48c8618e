// Package entry: the shell and every remote share this one instance at run time.
export { FederatedModule } from './FederatedModule';
export type { FederatedModuleProps } from './FederatedModule';
export { loadFederatedModule, parseRemoteMap, preloadFederatedModules, setRemoteMapSource } from './remoteRegistry';
export type { RemoteMap } from './remoteRegistry';
export type { RemoteAppProps } from './remoteApp';
export { renderHarness } from './renderHarness';
export type { HarnessLink } from './renderHarness';
