import { useCallback, useEffect, useRef, useState } from 'react';
import { caseRoomMessages, DOCUMENT_MAX_BYTES, type CaseDocument } from '@frc/contracts/browser';
import { isRecord, readAnswer, type UploadProgress } from '@frc/submission/apiRequest';

/** Sends one file to the case (multipart, field `file`), reporting its progress; resolves with the API's answer. */
export type UploadDocument = (file: File, onProgress: (progress: UploadProgress) => void) => Promise<Response>;

/** A file on its way; `Stored` is what the server answers once it has it (a case document, unless said otherwise). */
export interface PendingUpload<Stored = CaseDocument> {
  key: string;
  file: File;
  /** Bytes gone out, of `total`. */
  loaded: number;
  total: number;
  state: 'uploading' | 'done' | 'failed';
  /** The stored document, once done. */
  document: Stored | null;
  /** Why it failed, in the server's words when it gave them. */
  message: string | null;
}

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';
const UPLOAD_UNREACHABLE = 'We could not reach our server. Check your connection and try again.';

function documentOf(payload: unknown): CaseDocument | null {
  return isRecord(payload) && isRecord(payload.document) && typeof payload.document.id === 'number' ? (payload.document as unknown as CaseDocument) : null;
}

let uploadCount = 0;

/**
 * Files on their way to a case, each uploaded as soon as it is picked, with its progress. A file over the size limit
 * fails at once, without being sent; the server's refusals (type, size, daily limit) show in its own words.
 */
export function useDocumentUploads(upload: UploadDocument) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PendingUpload>) => {
    if (mounted.current) setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        uploadCount += 1;
        const key = `upload-${uploadCount}`;
        const tooLarge = file.size > DOCUMENT_MAX_BYTES;
        const pending: PendingUpload = {
          key,
          file,
          loaded: 0,
          total: file.size,
          state: tooLarge ? 'failed' : 'uploading',
          document: null,
          message: tooLarge ? caseRoomMessages.tooLarge : null,
        };
        setUploads((current) => [...current, pending]);
        if (tooLarge) continue;
        upload(file, ({ loaded, total }) => update(key, { loaded, total: total ?? file.size }))
          .then(async (response) => {
            const answer = await readAnswer(response);
            const document = documentOf(answer.payload);
            if (answer.ok && document) update(key, { state: 'done', loaded: file.size, total: file.size, document });
            else update(key, { state: 'failed', message: answer.message ?? UPLOAD_FAILED });
          })
          .catch(() => update(key, { state: 'failed', message: UPLOAD_UNREACHABLE }));
      }
    },
    [upload, update],
  );

  const remove = useCallback((key: string) => setUploads((current) => current.filter((item) => item.key !== key)), []);
  const clear = useCallback(() => setUploads([]), []);

  return {
    uploads,
    add,
    remove,
    clear,
    busy: uploads.some((item) => item.state === 'uploading'),
    documentIds: uploads.flatMap((item) => (item.document ? [item.document.id] : [])),
  };
}
