import type { RequestFiles } from './requestFileUploads';

// The files of the request this page sent last: the thank-you page shows those still on their way, and takes more
// under the same key (they join the request as they arrive).

let sent: RequestFiles | null = null;

export function keepSentRequestFiles(files: RequestFiles): void {
  sent = files;
}

export function sentRequestFiles(): RequestFiles | null {
  return sent;
}
