// The page's one remote loader and its server-render bookkeeping, and the functions the shell and the remotes use.
// The package is shared as a singleton, so a page (and, on the server, a page's render) has exactly one of each.
import type { FederationOnServer } from '@frc/build-config/server/serverBundle';
import { createRemoteLoader, type RemoteLoadReport, type RemoteMapSource } from './remoteLoader';
import { createRenderBookkeeping, type ModuleSource } from './renderBookkeeping';
import type { RemoteMap } from './remoteMap';

const loader = createRemoteLoader();
const rendering = createRenderBookkeeping();

/** Tells the page where to read the remote map from (called once at start-up). */
export function setRemoteMapSource(load: RemoteMapSource): void {
  loader.setSource(load);
}

/** Tells the registry where to report each load of a module (the shell's load telemetry). */
export function setRemoteLoadReporter(reporter: ((load: RemoteLoadReport) => void) | undefined): void {
  loader.setReporter(reporter);
}

/** The remote map, read once (and again after a failed read) and registered with the federation runtime. */
export const registeredRemoteMap = (): Promise<RemoteMap> => loader.registeredRemoteMap();
export const lastGoodRemoteEntries = (): Promise<RemoteMap> => loader.lastGoodEntries();
export const activeRemoteEntries = (): Promise<RemoteMap> => loader.activeEntries();
export const markRemoteFailed = (remote: string): void => loader.markFailed(remote);
export const loadFederatedModule = <T>(id: string): Promise<T> => loader.load<T>(id);
export const forgetFederatedModule = (id: string): void => loader.forget(id);
export const preloadFederatedModules = (ids: readonly string[]): void => loader.preload(ids);

/** A module that has already arrived, so the page can show it at once (noted as shown); undefined otherwise. */
export function loadedFederatedModule<T>(id: string): T | undefined {
  const loaded = loader.arrived<T>(id, rendering.loadMissing);
  if (loaded !== undefined) rendering.noteShown(id);
  return loaded;
}

/** Server rendering: notes a module the page shows without loading it here (an island the browser loads to hydrate it). */
export const noteModuleShown = (id: string): void => rendering.noteShown(id);

/** Server rendering: the modules `render` shows (an island's, which the browser loads before hydrating it). */
export const modulesShownWhile = (render: () => Promise<unknown>): Promise<string[]> => rendering.shownWhile(render);

/**
 * Server rendering: hands over modules the renderer has already loaded (`remote/Module` → module), so the page
 * renders them at once, as a browser renders modules that arrived before it; forgets what was shown. `load`, if
 * given, loads any other module when the page first asks for it (undefined: no such module), so a page loads the
 * server bundles of the remotes it shows only. (The renderer tells by this function's two parameters that it may.)
 */
export const provideLoadedModules: FederationOnServer['provideLoadedModules'] = (modules, load?: ModuleSource) => {
  rendering.begin(load);
  loader.provide(modules);
};

/** The modules rendered since `provideLoadedModules`. */
export const modulesShown: FederationOnServer['modulesShown'] = () => rendering.shown();
