import {
  newIdempotencyKey,
  REQUEST_FILE_MAX_BYTES,
  requestFileMessages,
  REQUEST_FILES_KEY_HEADER,
  REQUEST_FILES_MAX,
  REQUEST_FILES_PATH,
  type RequestFileResponse,
} from '@frc/contracts/browser';
import { apiRequest, isRecord, readAnswer } from '@frc/submission/apiRequest';
import type { PendingUpload } from '@frc/ui/useDocumentUploads';
import type { SentFile } from '../domain/consultationRequest';
import type { ServiceRequest } from '../domain/intakeCodes';

export type RequestFileUpload = PendingUpload<RequestFileResponse['document']>;

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';
const UPLOAD_UNREACHABLE = 'We could not reach our server. Check your connection and try again.';

function storedOf(payload: unknown): RequestFileResponse['document'] | null {
  return isRecord(payload) && isRecord(payload.document) && typeof payload.document.id === 'number' ? (payload.document as RequestFileResponse['document']) : null;
}

/**
 * The files of one form, outside React: each goes to the API as soon as it is picked, under the form's files key, and
 * keeps going when the form sends its request and leaves the page (the request names the same key; whichever arrives
 * last joins them). One is sent at a time, in the order they were picked: the team sees them in that order (the API
 * keeps them as they arrive), and on a slow line the first is done soonest rather than all of them late.
 */
export function createRequestFiles() {
  const filesKey = newIdempotencyKey();
  let uploads: readonly RequestFileUpload[] = [];
  let count = 0;
  const listeners = new Set<() => void>();

  const set = (next: readonly RequestFileUpload[]) => {
    uploads = next;
    listeners.forEach((listener) => listener());
  };
  const update = (key: string, change: Partial<RequestFileUpload>) => set(uploads.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const headers = () => ({ [REQUEST_FILES_KEY_HEADER]: filesKey });

  /** The uploads picked so far, chained: each starts once the one before it has ended. */
  let queue: Promise<void> = Promise.resolve();

  function upload(item: RequestFileUpload): Promise<void> {
    const form = new FormData();
    form.append('file', item.file, item.file.name);
    return apiRequest(`/api${REQUEST_FILES_PATH}`, { form, headers: headers(), onUploadProgress: ({ loaded, total }) => update(item.key, { loaded, total: total ?? item.file.size }) })
      .then(async (response) => {
        const answer = await readAnswer(response);
        const stored = storedOf(answer.payload);
        if (answer.ok && stored) update(item.key, { state: 'done', loaded: item.file.size, total: item.file.size, document: stored });
        else update(item.key, { state: 'failed', message: answer.message ?? UPLOAD_FAILED });
      })
      .catch(() => update(item.key, { state: 'failed', message: UPLOAD_UNREACHABLE }));
  }

  function send(item: RequestFileUpload) {
    queue = queue.then(() => upload(item));
  }

  return {
    getUploads: () => uploads,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The key the request names, files or not. */
    filesKey: () => filesKey,
    /** Whether a file is still on its way. */
    uploading: () => uploads.some((item) => item.state === 'uploading'),
    /**
     * Once the request is stored: what became of each file picked, in order, when every one has ended, uploaded or
     * failed (it never fails itself). The page then leaves by a page load, which would stop a file still on its way:
     * while one is, `showSending(true)` lets the page say so, and `showSending(false)` once they have all ended.
     */
    async sentWithRequest(showSending: (sending: boolean) => void): Promise<SentFile[]> {
      if (uploads.some((item) => item.state === 'uploading')) {
        showSending(true);
        await queue;
        showSending(false);
      }
      return uploads.map((item) => ({ name: item.file.name, sent: item.state === 'done' }));
    },
    /** Sends each picked file; past the most a request carries, or over 10 MB, a file fails at once, unsent. */
    add(files: readonly File[]) {
      let taken = uploads.filter((item) => item.state !== 'failed').length;
      const added = files.map((file): RequestFileUpload => {
        count += 1;
        const problem = taken >= REQUEST_FILES_MAX ? requestFileMessages.tooMany : file.size > REQUEST_FILE_MAX_BYTES ? requestFileMessages.tooLarge : null;
        if (!problem) taken += 1;
        return { key: `request-file-${count}`, file, loaded: 0, total: file.size, state: problem ? 'failed' : 'uploading', document: null, message: problem };
      });
      set([...uploads, ...added]);
      added.filter((item) => item.state === 'uploading').forEach(send);
    },
    /** Takes a file back: one the API has is deleted there first (it stays listed when that fails). */
    async remove(key: string) {
      const item = uploads.find((candidate) => candidate.key === key);
      if (item?.document) {
        const response = await apiRequest(`/api${REQUEST_FILES_PATH}/${item.document.id}`, { method: 'DELETE', headers: headers() }).catch(() => null);
        if (!response?.ok) return update(key, { state: 'failed', message: response ? ((await readAnswer(response)).message ?? UPLOAD_FAILED) : UPLOAD_UNREACHABLE, document: null });
      }
      set(uploads.filter((candidate) => candidate.key !== key));
    },
  };
}

export type RequestFiles = ReturnType<typeof createRequestFiles>;

/** Navigation state may be anything: the files it names, each with its name and whether it reached us. */
export function readSentFiles(state: unknown): SentFile[] {
  const files = isRecord(state) ? state.files : undefined;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is SentFile => isRecord(file) && typeof file.name === 'string' && typeof file.sent === 'boolean')
    .slice(0, REQUEST_FILES_MAX)
    .map(({ name, sent }) => ({ name, sent }));
}

/** A request taken up again after a reload is the same request, though its files key is a new one (the submission's fingerprint). */
export function sameRequestWhateverItsFiles({ files_key: _files, ...body }: ServiceRequest): string {
  return JSON.stringify(body);
}
