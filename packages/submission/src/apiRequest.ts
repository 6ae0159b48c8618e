import { CSRF_HEADER, IDEMPOTENCY_KEY_HEADER } from '@frc/contracts/browser';

export interface ApiRequestOptions {
  /** GET without a body, POST with one, unless said otherwise. */
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser writes its Content-Type with the boundary). */
  form?: FormData;
  /** A retry that repeats it gets the first answer back instead of a second record. */
  idempotencyKey?: string;
  /** Bearer token of a signed-in client. */
  token?: string | null;
  /** A staff session's CSRF token, sent with every state-changing staff call (the session itself is a cookie). */
  csrfToken?: string | null;
  signal?: AbortSignal;
}

/** A same-origin call of the API. Resolves with the response whatever its status; rejects only when no answer came back. */
export function apiRequest(path: string, { method, json, form, idempotencyKey, token, csrfToken, signal }: ApiRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  const body = json !== undefined ? JSON.stringify(json) : form;
  return fetch(path, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal });
}

/** An answer of the API, read once and defensively: any part may be missing, or the body not JSON at all. */
export interface ServerAnswer {
  status: number;
  ok: boolean;
  /** The answer's `message`, written to be shown to people as it is. */
  message: string | null;
  /** Messages per field, when the server named the fields it refused (`errors: [{ field, message }]`). */
  fieldErrors: Readonly<Record<string, string>>;
  /** The whole JSON body, or null. */
  payload: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readAnswer(response: Response): Promise<ServerAnswer> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // no body, or not JSON
  }
  const fieldErrors: Record<string, string> = {};
  let message: string | null = null;
  if (isRecord(payload)) {
    if (typeof payload.message === 'string' && payload.message) message = payload.message;
    if (Array.isArray(payload.errors)) {
      for (const error of payload.errors as unknown[]) {
        if (isRecord(error) && typeof error.field === 'string' && typeof error.message === 'string') fieldErrors[error.field] ??= error.message;
      }
    }
  }
  return { status: response.status, ok: response.ok, message, fieldErrors, payload };
}
