import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Which remote lives where: remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

/**
 * The remote map as deployed (remotes.json): per remote, the version the shell loads (`current`) and, where the
 * deploy knows one, the version that served before it (`lastGood`), which the shell falls back to when the
 * current one cannot be loaded. In the file a remote is either its manifest URL, or
 * `{ "current": URL, "lastGood": URL }`.
 */
export interface RemoteMapDocument {
  current: RemoteMap;
  lastGood: RemoteMap;
  /** Remotes with a canary: the canary's manifest URL and the share of visitors (1–100 %) that get it. */
  canary?: Record<string, RemoteCanary>;
}

export interface RemoteCanary {
  entry: string;
  percent: number;
}

/** How a load of a remote's module went, for the load telemetry (nothing about the visitor). */
export interface RemoteLoadReport {
  remote: string;
  /** The manifest URL it was loaded from. */
  entry: string;
  ok: boolean;
  /** From the first request to the module (or the last failure), retries included. */
  durationMs: number;
  error?: unknown;
}

let reportLoad: ((load: RemoteLoadReport) => void) | undefined;

/** Tells the registry where to report each load of a module (the shell's load telemetry). */
export function setRemoteLoadReporter(reporter: ((load: RemoteLoadReport) => void) | undefined): void {
  reportLoad = reporter;
}

type RemoteMapSource = () => Promise<RemoteMap | RemoteMapDocument>;

let source: RemoteMapSource | undefined;
let registration: Promise<RemoteMapDocument> | undefined;
const failedRemotes = new Set<string>();
// The entry each remote is registered with in the federation runtime, and the remotes this page fell back to.
const registeredEntries = new Map<string, string>();
const fallenBack = new Map<string, string>();
// One load per module at a time, shared by whoever asks (an early preload, then the component).
const pendingModules = new Map<string, Promise<unknown>>();
const loadedModules = new Map<string, unknown>();
// Server rendering: loads a module the renderer has not loaded yet (its remote's bundle, on the page's first need).
let loadOnServer: ((id: string) => unknown) | undefined;

/** Tells the page where to read the remote map from (called once at start-up). */
export function setRemoteMapSource(load: RemoteMapSource): void {
  source = load;
  registration = undefined;
  registeredEntries.clear();
  fallenBack.clear();
}

function manifestUrl(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`The remote map has no URL for ${where}`);
  return value;
}

export function parseRemoteMapDocument(value: unknown): RemoteMapDocument {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('The remote map must be an object of remote names and manifest URLs');
  }
  const document: RemoteMapDocument = { current: {}, lastGood: {} };
  for (const [name, entry] of Object.entries(value)) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const versions = entry as { current?: unknown; lastGood?: unknown; canary?: { entry?: unknown; percent?: unknown } };
      document.current[name] = manifestUrl(versions.current, `"${name}" (current)`);
      if (versions.lastGood !== undefined) document.lastGood[name] = manifestUrl(versions.lastGood, `"${name}" (lastGood)`);
      if (versions.canary !== undefined) {
        const { percent } = versions.canary ?? {};
        if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100) {
          throw new Error(`The remote map's canary of "${name}" needs a percent from 1 to 100`);
        }
        document.canary = { ...document.canary, [name]: { entry: manifestUrl(versions.canary?.entry, `"${name}" (canary)`), percent } };
      }
    } else {
      document.current[name] = manifestUrl(entry, `"${name}"`);
    }
  }
  return document;
}

/**
 * The map as one visitor sees it: a visitor whose `bucket` (0–99, drawn once and kept, so it holds across
 * reloads) falls within a remote's canary share gets the canary as that remote's current version, with the
 * map's current version as the one to fall back to; everyone else gets the map's current versions.
 */
export function remoteMapForVisitor(document: RemoteMapDocument, bucket: number): RemoteMapDocument {
  const current = { ...document.current };
  const lastGood = { ...document.lastGood };
  for (const [name, canary] of Object.entries(document.canary ?? {})) {
    if (bucket < canary.percent && current[name]) {
      lastGood[name] = current[name];
      current[name] = canary.entry;
    }
  }
  return { current, lastGood };
}

/** The versions the shell loads: remote name → manifest URL. */
export function parseRemoteMap(value: unknown): RemoteMap {
  return parseRemoteMapDocument(value).current;
}

function isDocument(value: RemoteMap | RemoteMapDocument): value is RemoteMapDocument {
  return typeof value.current === 'object' && value.current !== null;
}

function register(remote: string, entry: string, force: boolean): void {
  registerRemotes([{ name: remote, entry }], force ? { force: true } : undefined);
  registeredEntries.set(remote, entry);
}

function registeredDocument(): Promise<RemoteMapDocument> {
  if (!source) return Promise.reject(new Error('No remote map source was configured'));
  if (!registration) {
    registration = source().then((read) => {
      const document = isDocument(read) ? read : { current: read, lastGood: {} };
      registerRemotes(Object.entries(document.current).map(([name, entry]) => ({ name, entry })));
      for (const [name, entry] of Object.entries(document.current)) registeredEntries.set(name, entry);
      return document;
    });
    // A map that could not be read is read again on the next attempt.
    registration.catch(() => {
      registration = undefined;
    });
  }
  return registration;
}

/** The remote map, read once (and again after a failed read) and registered with the federation runtime. */
export function registeredRemoteMap(): Promise<RemoteMap> {
  return registeredDocument().then((document) => document.current);
}

/** The last good version of each remote that has one, as the remote map names it. */
export function lastGoodRemoteEntries(): Promise<RemoteMap> {
  return registeredDocument().then((document) => document.lastGood);
}

/**
 * The version of each remote this page actually runs: the map's current one, or the last good one for a remote
 * whose current version could not be loaded. (A page rendered from the current versions is then not hydrated.)
 */
export function activeRemoteEntries(): Promise<RemoteMap> {
  return registeredRemoteMap().then((map) => ({ ...map, ...Object.fromEntries(fallenBack) }));
}

function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}

async function loadFrom<T>(remote: string, entry: string, id: string): Promise<T> {
  if (failedRemotes.has(remote) || registeredEntries.get(remote) !== entry) {
    register(remote, entry, true);
    failedRemotes.delete(remote);
  }
  const started = performance.now();
  const report = (ok: boolean, error?: unknown) => reportLoad?.({ remote, entry, ok, durationMs: Math.round(performance.now() - started), error });
  try {
    const loaded = await loadRemote<T>(id);
    if (loaded === null || loaded === undefined) throw new Error(`The remote module "${id}" is empty`);
    report(true);
    return loaded;
  } catch (error) {
    failedRemotes.add(remote);
    report(false, error);
    throw error;
  }
}

/**
 * Loads `id` from the remote's current version (the federation runtime's retry plugin has already retried the
 * manifest, entry and chunks with backoff when this fails), else from its last good version, which the page then
 * keeps using for that remote; when both fail, the current version's error reaches the message with Retry.
 */
async function loadOnce<T>(id: string): Promise<T> {
  const { current, lastGood } = await registeredDocument();
  const remote = remoteOf(id);
  const entry = current[remote];
  if (!entry) throw new Error(`The remote map has no remote named "${remote}"`);
  const fallback = lastGood[remote];
  if (fallback && fallenBack.get(remote) === fallback) {
    try {
      return await loadFrom<T>(remote, fallback, id);
    } catch {
      // The last good version failed too: the next attempt starts again from the current one.
      fallenBack.delete(remote);
    }
  }
  try {
    return await loadFrom<T>(remote, entry, id);
  } catch (error) {
    if (!fallback || fallback === entry) throw error;
    console.warn(`Remote "${remote}" could not be loaded from ${entry}; using its last good version, ${fallback}`);
    try {
      const loaded = await loadFrom<T>(remote, fallback, id);
      fallenBack.set(remote, fallback);
      return loaded;
    } catch {
      throw error;
    }
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
  registration?.then(({ current }) => (current[remote] ? fetch(current[remote], { credentials: 'same-origin' }) : undefined)).catch(() => {});
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
// The lists of `modulesShownWhile` being kept.
const shownWatchers = new Set<Set<string>>();

function noteShown(id: string): void {
  shownModules.add(id);
  for (const watcher of shownWatchers) watcher.add(id);
}

/** Server rendering: the modules `render` shows (an island's, which the browser loads before hydrating it). */
export async function modulesShownWhile(render: () => Promise<unknown>): Promise<string[]> {
  const shown = new Set<string>();
  shownWatchers.add(shown);
  try {
    await render();
  } finally {
    shownWatchers.delete(shown);
  }
  return [...shown];
}

/** A module that has already arrived, so the page can show it at once; undefined otherwise. */
export function loadedFederatedModule<T>(id: string): T | undefined {
  if (!loadedModules.has(id) && loadOnServer) {
    const arrived = loadOnServer(id);
    if (arrived !== undefined) loadedModules.set(id, arrived);
  }
  const loaded = loadedModules.get(id) as T | undefined;
  if (loaded !== undefined) noteShown(id);
  return loaded;
}

/** Server rendering: notes a module the page shows without loading it here (an island the browser loads to hydrate it). */
export function noteModuleShown(id: string): void {
  noteShown(id);
}

/**
 * Server rendering: hands the registry modules the renderer has already loaded (`remote/Module` → module), so
 * the page renders them at once, as a browser renders modules that arrived before it; forgets what was shown.
 * `load`, if given, loads any other module when the page first asks for it (undefined: no such module), so a
 * page loads the server bundles of the remotes it shows only.
 */
export function provideLoadedModules(modules: Readonly<Record<string, unknown>>, load?: (id: string) => unknown): void {
  shownModules.clear();
  loadOnServer = load;
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
