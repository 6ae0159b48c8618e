import { parseRemoteMapDocument, remoteMapForVisitor, type RemoteMapDocument } from '@frc/federation';
import { canaryBucket } from './canaryBucket';

/** The remote map is a document deployed beside the shell, so moving a remote is an edit, not a rebuild. */
export const REMOTE_MAP_URL = '/remotes.json';

/** The remote map as this visitor gets it: with a canary, in its share or not (sticky per visitor). */
export async function fetchRemoteMap(): Promise<RemoteMapDocument> {
  const response = await fetch(REMOTE_MAP_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The remote map answered ${response.status}`);
  const document = parseRemoteMapDocument(await response.json());
  return document.canary ? remoteMapForVisitor(document, canaryBucket()) : document;
}
