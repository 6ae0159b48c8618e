import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Which remote lives where: remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

type RemoteMapSource = () => Promise<RemoteMap>;

let source: RemoteMapSource | undefined;
let registration: Promise<RemoteMap> | undefined;
const failedRemotes = new Set<string>();
// One load per module at a time, shared by whoever asks (an early preload, then the component).
const pendingModules = new Map<string, Promise<unknown>>();
const loadedModules = new Map<string, unknown>();

/** Tells the page where to read the remote map from (called once at start-up). */
export function setRemoteMapSource(load: RemoteMapSource): void {
  source = load;
  registration = undefined;
}

export function parseRemoteMap(value: unknown): RemoteMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('The remote map must be an object of remote names and manifest URLs');
  }
  const map: RemoteMap = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || entry === '') throw new Error(`The remote map has no URL for "${name}"`);
    map[name] = entry;
  }
  return map;
}

/** The remote map, read once (and again after a failed read) and registered with the federation runtime. */
export function registeredRemoteMap(): Promise<RemoteMap> {
  if (!source) return Promise.reject(new Error('No remote map source was configured'));
  if (!registration) {
    registration = source().then((map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
      return map;
    });
    // A map that could not be read is read again on the next attempt.
    registration.catch(() => {
      registration = undefined;
    });
  }
  return registration;
}

function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}

async function loadOnce<T>(id: string): Promise<T> {
  const map = await registeredRemoteMap();
  const remote = remoteOf(id);
  const entry = map[remote];
  if (!entry) throw new Error(`The remote map has no remote named "${remote}"`);
  if (failedRemotes.has(remote)) {
    registerRemotes([{ name: remote, entry }], { force: true });
    failedRemotes.delete(remote);
  }
  try {
    const loaded = await loadRemote<T>(id);
    if (loaded === null || loaded === undefined) throw new Error(`The remote module "${id}" is empty`);
    return loaded;
  } catch (error) {
    failedRemotes.add(remote);
    throw error;
  }
}

/**
 * Notes that something of `remote` (its routes, say) could not be fetched: the federation runtime may have
 * fetched and failed its manifest too, so its next load registers it afresh instead of reusing that failure.
 */
export function markRemoteFailed(remote: string): void {
  failedRemotes.add(remote);
  // The shell's page may preload the manifest; a preload that failed would answer the runtime's first fetch with
  // the same failure. Using it up here makes the next load ask the network.
  registration?.then((map) => (map[remote] ? fetch(map[remote], { credentials: 'same-origin' }) : undefined)).catch(() => {});
}

/** Loads `remote/Module`; a remote that failed before is registered afresh so a retry really retries. */
export function loadFederatedModule<T>(id: string): Promise<T> {
  let pending = pendingModules.get(id) as Promise<T> | undefined;
  if (!pending) {
    const load = loadOnce<T>(id);
    pending = load;
    pendingModules.set(id, load);
    load.then(
      (loaded) => loadedModules.set(id, loaded),
      () => {
        if (pendingModules.get(id) === load) pendingModules.delete(id);
      },
    );
  }
  return pending;
}

// The modules the page has shown, in the order it asked for them (the pre-rendered page names them, so the
// browser fetches exactly these before it hydrates the page's HTML).
const shownModules = new Set<string>();

/** A module that has already arrived, so the page can show it at once; undefined otherwise. */
export function loadedFederatedModule<T>(id: string): T | undefined {
  const loaded = loadedModules.get(id) as T | undefined;
  if (loaded !== undefined) shownModules.add(id);
  return loaded;
}

/**
 * Server rendering: hands the registry modules the renderer has already loaded (`remote/Module` → module), so
 * the page renders them at once, as a browser renders modules that arrived before it; forgets what was shown.
 */
export function provideLoadedModules(modules: Readonly<Record<string, unknown>>): void {
  shownModules.clear();
  for (const [id, loaded] of Object.entries(modules)) loadedModules.set(id, loaded);
}

/** The modules rendered since `provideLoadedModules`. */
export function modulesShown(): string[] {
  return [...shownModules];
}

/** Forgets a module that failed to render, so the next load fetches it afresh. */
export function forgetFederatedModule(id: string): void {
  loadedModules.delete(id);
  pendingModules.delete(id);
}

/**
 * Starts loading the modules a page is about to show, before anything renders.
 * Every file of every module is requested at once (remote entries, chunks,
 * styles) instead of each remote entry first and its chunks after it; then
 * the modules are run, so they are ready when their components ask for them.
 * A failure is left to the component that shows the module (message, Retry).
 */
export function preloadFederatedModules(ids: readonly string[]): void {
  registeredRemoteMap().then(
    (map) => {
      const known = ids.filter((id) => map[remoteOf(id)]);
      if (known.length === 0) return;
      preloadRemote(known.map((id) => ({ nameOrAlias: remoteOf(id), exposes: [`.${id.slice(remoteOf(id).length)}`] }))).catch(() => {});
      for (const id of known) loadFederatedModule(id).catch(() => {});
    },
    () => {},
  );
}
