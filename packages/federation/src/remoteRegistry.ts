import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Which remote lives where: remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

type RemoteMapSource = () => Promise<RemoteMap>;

let source: RemoteMapSource | undefined;
let registration: Promise<RemoteMap> | undefined;
const failedRemotes = new Set<string>();

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

function registeredRemoteMap(): Promise<RemoteMap> {
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

/** Loads `remote/Module`; a remote that failed before is registered afresh so a retry really retries. */
export async function loadFederatedModule<T>(id: string): Promise<T> {
  const map = await registeredRemoteMap();
  const remote = id.split('/')[0] ?? id;
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
