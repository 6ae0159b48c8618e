import { DOCUMENT_FORM_FIELD, type CaseDocument, type CaseMessage, type ClientCase } from '@frc/contracts/browser';
import { apiRequest, isRecord, readAnswer, type UploadProgress } from '@frc/submission/apiRequest';
import type { MessageBody } from '@frc/ui/MessageComposer';
import type { MessagesRead } from '@frc/ui/useCaseMessages';

export const CASE_UNREACHABLE = 'We could not reach our server. Please check your connection and try again.';
const CASE_FAILED = 'Our server could not show this case just now. Please try again.';

export type ClientCaseOutcome =
  | { kind: 'loaded'; clientCase: ClientCase }
  /** Not there, or not this client's: the API answers both the same way. */
  | { kind: 'not-found' }
  /** The API no longer accepts the token. */
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

/** `/api/cases/C-12`, and below it. */
export function caseApiPath(ref: string, below = ''): string {
  return `/api/cases/${encodeURIComponent(ref)}${below}`;
}

function isClientCase(value: unknown): value is ClientCase {
  return isRecord(value) && typeof value.ref === 'string' && typeof value.statusLabel === 'string' && Array.isArray(value.timeline) && Array.isArray(value.requests);
}

/** GET /api/cases/:ref: the case, its timeline, its requests and its report. */
export async function fetchClientCase(ref: string, token: string, signal?: AbortSignal): Promise<ClientCaseOutcome> {
  try {
    const answer = await readAnswer(await apiRequest(caseApiPath(ref), { token, signal }));
    if (answer.status === 401) return { kind: 'expired' };
    if (answer.status === 404) return { kind: 'not-found' };
    const clientCase = isRecord(answer.payload) ? answer.payload.case : null;
    if (answer.ok && isClientCase(clientCase)) return { kind: 'loaded', clientCase };
    return { kind: 'failed', message: answer.message ?? CASE_FAILED };
  } catch {
    return { kind: 'failed', message: CASE_UNREACHABLE };
  }
}

/** GET /api/cases/:ref/messages?after=: the thread, or what came after `after`, each message as it stood (reading marks nothing). */
export async function readCaseMessages(ref: string, token: string, after: number | null, signal: AbortSignal): Promise<MessagesRead> {
  const query = after === null ? '' : `?after=${after}`;
  const answer = await readAnswer(await apiRequest(caseApiPath(ref, `/messages${query}`), { token, signal }));
  const items = isRecord(answer.payload) && Array.isArray(answer.payload.items) ? (answer.payload.items as CaseMessage[]) : null;
  if (answer.ok && items) return { ok: true, items };
  return { ok: false, status: answer.status, message: answer.message ?? CASE_FAILED };
}

/** POST /api/cases/:ref/messages/read: the client has seen the thread up to message `upTo`; the team's messages up to it are read. */
export function markCaseMessagesRead(ref: string, token: string, upTo: number, signal: AbortSignal): Promise<Response> {
  return apiRequest(caseApiPath(ref, '/messages/read'), { json: { upTo }, token, signal });
}

/** POST /api/cases/:ref/messages with the submission's Idempotency-Key. */
export function sendCaseMessage(ref: string, token: string, body: MessageBody, idempotencyKey: string): Promise<Response> {
  return apiRequest(caseApiPath(ref, '/messages'), { json: body, idempotencyKey, token });
}

/** POST /api/cases/:ref/documents: one file, multipart, with its upload's progress. */
export function uploadCaseDocument(ref: string, token: string, file: File, onUploadProgress: (progress: UploadProgress) => void): Promise<Response> {
  const form = new FormData();
  form.append(DOCUMENT_FORM_FIELD, file, file.name);
  return apiRequest(caseApiPath(ref, '/documents'), { form, token, onUploadProgress });
}

/** GET /api/cases/:ref/documents: every document of the case, both ways. */
export async function fetchCaseDocuments(ref: string, token: string, signal?: AbortSignal): Promise<CaseDocument[] | null> {
  try {
    const answer = await readAnswer(await apiRequest(caseApiPath(ref, '/documents'), { token, signal }));
    return answer.ok && isRecord(answer.payload) && Array.isArray(answer.payload.items) ? (answer.payload.items as CaseDocument[]) : null;
  } catch {
    return null;
  }
}

/** POST /api/cases/:ref/documents/read: the room has shown its documents up to `upTo`; the team's up to it are read. */
export function markCaseDocumentsRead(ref: string, token: string, upTo: number, signal: AbortSignal): Promise<Response> {
  return apiRequest(caseApiPath(ref, '/documents/read'), { json: { upTo }, token, signal });
}

export type DownloadOutcome = { ok: true; file: Blob } | { ok: false; status: number; message: string };

/** GET /api/cases/:ref<below>: a file of the case's bytes. It needs the client's token, so it cannot be a plain link. */
export async function downloadCaseFile(ref: string, below: string, token: string): Promise<DownloadOutcome> {
  try {
    const response = await apiRequest(caseApiPath(ref, below), { token, binary: true });
    if (response.ok) return { ok: true, file: await response.blob() };
    const answer = await readAnswer(response);
    return { ok: false, status: answer.status, message: answer.message ?? 'The file could not be downloaded. Please try again.' };
  } catch {
    return { ok: false, status: 0, message: CASE_UNREACHABLE };
  }
}

/** GET /api/cases/:ref/documents/:id: one of the case's documents. */
export function downloadCaseDocument(ref: string, documentId: number, token: string): Promise<DownloadOutcome> {
  return downloadCaseFile(ref, `/documents/${documentId}`, token);
}
