// The remote map (remotes.json) as data: its types, reading and validating it, and the map one visitor sees. No
// state and no loading: remoteLoader.ts loads what a map names.

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

/** A map source's answer as a document: a plain map names current versions only. */
export function remoteMapDocumentOf(read: RemoteMap | RemoteMapDocument): RemoteMapDocument {
  return typeof read.current === 'object' && read.current !== null ? (read as RemoteMapDocument) : { current: read as RemoteMap, lastGood: {} };
}

/** The remote a module id (`remote/Module`) belongs to. */
export function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}
