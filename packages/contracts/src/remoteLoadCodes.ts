/**
 * Load telemetry: the browser reports each load of a remote's module (which remote, which version, how it went,
 * how long it took, and what kind of failure), never anything about the visitor. Zod-free, for the browser.
 */
export const REMOTE_LOADS_PATH = '/api/telemetry/remote-loads';

/** `ok`: the module came from that version; `failed`: that version could not give it (after the retries). */
export const REMOTE_LOAD_OUTCOMES = ['ok', 'failed'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/**
 * What failed: the remote's manifest, its entry script, a chunk (script or style sheet) of the module, the module
 * itself (its code threw, or it exposes nothing), or something else.
 */
export const REMOTE_LOAD_ERROR_CLASSES = ['manifest', 'entry', 'chunk', 'module', 'other'] as const;
export type RemoteLoadErrorClass = (typeof REMOTE_LOAD_ERROR_CLASSES)[number];

/** Loads in one report: a page sends what it loaded in one beacon. */
export const MAX_REMOTE_LOADS_PER_REPORT = 20;

/** The version of a remote's build at its root (not published under a version). */
export const ROOT_BUILD_VERSION = 'root';

/** A remote's name as the remote map spells it. */
export const REMOTE_NAME_SHAPE = /^[a-z][a-z0-9-]{0,31}$/;
/** A published version (1.4.0, 1.4.0-rc.1) or ROOT_BUILD_VERSION. */
export const REMOTE_VERSION_SHAPE = /^(root|[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]{1,40})?)$/;

/** The version a manifest URL of the remote map names: `…/intake/1.5.0/mf-manifest.json` → 1.5.0, else `root`. */
export function remoteVersionOf(manifestUrl: string): string {
  const version = /\/([^/]+)\/mf-manifest\.json(?:$|[?#])/.exec(manifestUrl)?.[1];
  return version && REMOTE_VERSION_SHAPE.test(version) ? version : ROOT_BUILD_VERSION;
}

/** Sorts a failed load by its error, as the federation runtime and webpack word them. */
export function remoteLoadErrorClass(error: unknown): RemoteLoadErrorClass {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(message)) return 'chunk';
  if (/RUNTIME-003|mf-manifest\.json|manifest/i.test(message)) return 'manifest';
  if (/RUNTIME-008|remoteEntry|ScriptExternalLoadError|Loading script failed/i.test(message)) return 'entry';
  if (/is empty|RUNTIME-00[46]|does not exist|expose/i.test(message)) return 'module';
  return 'other';
}
