import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteMapDocumentOf, remoteOf, type RemoteMap, type RemoteMapDocument } from './remoteMap';

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

export type RemoteMapSource = () => Promise<RemoteMap | RemoteMapDocument>;

/**
 * Loads federated modules for one page: reads the remote map once (and again after a failed read) and registers it
 * with the federation runtime, loads each module from its remote's current version or else its last good one, and
 * keeps what arrived so the page can show it at once. The page has one (federatedModules.ts).
 */
export function createRemoteLoader() {
  let source: RemoteMapSource | undefined;
  let reportLoad: ((load: RemoteLoadReport) => void) | undefined;
  let registration: Promise<RemoteMapDocument> | undefined;
  const failedRemotes = new Set<string>();
  // The entry each remote is registered with in the federation runtime, and the remotes this page fell back to.
  const registeredEntries = new Map<string, string>();
  const fallenBack = new Map<string, string>();
  // One load per module at a time, shared by whoever asks (an early preload, then the component).
  const pendingModules = new Map<string, Promise<unknown>>();
  const loadedModules = new Map<string, unknown>();

  function register(remote: string, entry: string, force: boolean): void {
    registerRemotes([{ name: remote, entry }], force ? { force: true } : undefined);
    registeredEntries.set(remote, entry);
  }

  function registeredDocument(): Promise<RemoteMapDocument> {
    if (!source) return Promise.reject(new Error('No remote map source was configured'));
    if (!registration) {
      registration = source().then((read) => {
        const document = remoteMapDocumentOf(read);
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

  const registeredRemoteMap = (): Promise<RemoteMap> => registeredDocument().then((document) => document.current);

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

  /** Loads `remote/Module`; a remote that failed before is registered afresh so a retry really retries. */
  function load<T>(id: string): Promise<T> {
    let pending = pendingModules.get(id) as Promise<T> | undefined;
    if (!pending) {
      const loading = loadOnce<T>(id);
      pending = loading;
      pendingModules.set(id, loading);
      loading.then(
        (loaded) => loadedModules.set(id, loaded),
        () => {
          if (pendingModules.get(id) === loading) pendingModules.delete(id);
        },
      );
    }
    return pending;
  }

  return {
    /** Where the page reads the remote map from (set once at start-up); what was read from another is forgotten. */
    setSource(read: RemoteMapSource): void {
      source = read;
      registration = undefined;
      registeredEntries.clear();
      fallenBack.clear();
    },
    /** Where each load of a module is reported (the shell's load telemetry). */
    setReporter(reporter: ((load: RemoteLoadReport) => void) | undefined): void {
      reportLoad = reporter;
    },
    registeredRemoteMap,
    /** The last good version of each remote that has one, as the remote map names it. */
    lastGoodEntries: (): Promise<RemoteMap> => registeredDocument().then((document) => document.lastGood),
    /**
     * The version of each remote this page actually runs: the map's current one, or the last good one for a remote
     * whose current version could not be loaded. (A page rendered from the current versions is then not hydrated.)
     */
    activeEntries: (): Promise<RemoteMap> => registeredRemoteMap().then((map) => ({ ...map, ...Object.fromEntries(fallenBack) })),
    /**
     * Notes that something of `remote` (its routes, say) could not be fetched: the federation runtime may have
     * fetched and failed its manifest too, so its next load registers it afresh instead of reusing that failure.
     */
    markFailed(remote: string): void {
      failedRemotes.add(remote);
      // The shell's page may preload the manifest; a preload that failed would answer the runtime's first fetch with
      // the same failure. Using it up here makes the next load ask the network.
      registration?.then(({ current }) => (current[remote] ? fetch(current[remote], { credentials: 'same-origin' }) : undefined)).catch(() => {});
    },
    load,
    /**
     * A module that has already arrived, so the page can show it at once; else one `loadMissing` gives (the
     * renderer's, on the server), kept; else undefined.
     */
    arrived<T>(id: string, loadMissing?: (id: string) => unknown): T | undefined {
      if (!loadedModules.has(id) && loadMissing) {
        const missing = loadMissing(id);
        if (missing !== undefined) loadedModules.set(id, missing);
      }
      return loadedModules.get(id) as T | undefined;
    },
    /** Modules loaded elsewhere (the renderer's, on the server): `remote/Module` → module, there at once. */
    provide(modules: Readonly<Record<string, unknown>>): void {
      for (const [id, loaded] of Object.entries(modules)) loadedModules.set(id, loaded);
    },
    /** Forgets a module that failed to render, so the next load fetches it afresh. */
    forget(id: string): void {
      loadedModules.delete(id);
      pendingModules.delete(id);
    },
    /**
     * Starts loading the modules a page is about to show, before anything renders. Every file of every module is
     * requested at once (remote entries, chunks, styles) instead of each remote entry first and its chunks after it;
     * then the modules are run, so they are ready when their components ask for them. A failure is left to the
     * component that shows the module (message, Retry).
     */
    preload(ids: readonly string[]): void {
      registeredRemoteMap().then(
        (map) => {
          const known = ids.filter((id) => map[remoteOf(id)]);
          if (known.length === 0) return;
          preloadRemote(known.map((id) => ({ nameOrAlias: remoteOf(id), exposes: [`.${id.slice(remoteOf(id).length)}`] }))).catch(() => {});
          for (const id of known) load(id).catch(() => {});
        },
        () => {},
      );
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
