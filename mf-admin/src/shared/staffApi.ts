import { STAFF_API_PREFIX } from '@frc/contracts/browser';
import { apiRequest, readAnswer, type UploadProgress } from '@frc/submission/apiRequest';

export const SERVER_UNREACHABLE = 'We could not reach the server. Check your connection and try again.';
const SERVER_REFUSED = 'The server could not do that. Please try again.';

export type StaffResult<T> =
  | { ok: true; status: number; value: T }
  | { ok: false; status: number; message: string; /** Messages per field the server refused (a 422). */ fieldErrors?: Readonly<Record<string, string>> };

export interface StaffCallOptions {
  /** Sent as JSON; POST unless `method` says otherwise. */
  json?: unknown;
  method?: 'GET' | 'POST';
  /** Sent as multipart/form-data (a file upload); POST. */
  form?: FormData;
  /** A send the API must store once, however often it is repeated (a message). */
  idempotencyKey?: string;
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The session's CSRF token: every state-changing staff call carries it. */
  csrfToken?: string | null;
  /** The page asks by itself (a poll, and the read mark that follows it): the session's idle timer stays where it is. */
  background?: boolean;
  /** The answer is a file (a document's preview), read with `response.blob()`. */
  binary?: boolean;
  signal?: AbortSignal;
}

/** The staff API's URL for `path` (relative to /api/admin), with the non-empty query parameters. */
export function staffApiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') parameters.set(key, String(value));
  const search = parameters.toString();
  return `${STAFF_API_PREFIX}/${path}${search ? `?${search}` : ''}`;
}

/** One call of the staff API: the session rides in its cookie, so nothing else identifies the caller. */
export async function staffCall<T>(url: string, options: StaffCallOptions = {}): Promise<StaffResult<T>> {
  try {
    const response = await apiRequest(url, options);
    const answer = await readAnswer(response);
    if (answer.ok) return { ok: true, status: answer.status, value: answer.payload as T };
    return { ok: false, status: answer.status, message: answer.message ?? SERVER_REFUSED, fieldErrors: answer.fieldErrors };
  } catch {
    return { ok: false, status: 0, message: SERVER_UNREACHABLE };
  }
}
