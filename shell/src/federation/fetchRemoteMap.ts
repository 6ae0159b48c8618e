import { parseRemoteMapDocument, type RemoteMapDocument } from '@frc/federation';

/** The remote map is a document deployed beside the shell, so moving a remote is an edit, not a rebuild. */
export const REMOTE_MAP_URL = '/remotes.json';

export async function fetchRemoteMap(): Promise<RemoteMapDocument> {
  const response = await fetch(REMOTE_MAP_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The remote map answered ${response.status}`);
  return parseRemoteMapDocument(await response.json());
}
