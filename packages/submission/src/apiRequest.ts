import axios, { type AxiosResponse } from 'axios';
import { BACKGROUND_REQUEST_HEADER, CSRF_HEADER, IDEMPOTENCY_KEY_HEADER } from '@frc/contracts/browser';

/**
 * How long a call may take, upload included. The server gives up first: nginx waits 30 s for the API
 * (`proxy_read_timeout`) and the API 30 s for a request's body (`requestTimeout`), so within 35 s their own answer,
 * with its message, has arrived; past that none is coming. A send that timed out keeps its draft and key, so
 * sending it again cannot store it twice.
 */
export const API_TIMEOUT_MS = 35_000;

/** How much of a request's body has gone out. */
export interface UploadProgress {
  loaded: number;
  /** The body's size, when the browser knows it. */
  total: number | null;
}

export interface ApiRequestOptions {
  /** GET without a body, POST with one, unless said otherwise. */
  method?: 'GET' | 'POST' | 'DELETE';
  /** Headers of the call's own (a form's files key, for instance). */
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser writes its Content-Type with the boundary). */
  form?: FormData;
  /** Sent as it is, its type as the Content-Type (a PDF to check). */
  file?: Blob;
  /** A retry that repeats it gets the first answer back instead of a second record. */
  idempotencyKey?: string;
  /** Bearer token of a signed-in client. */
  token?: string | null;
  /** A staff session's CSRF token, sent with every state-changing staff call (the session itself is a cookie). */
  csrfToken?: string | null;
  signal?: AbortSignal;
  /** Called as the body goes out (about three times a second, and at its end), for a progress bar on uploads. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The answer is a file to keep byte for byte (read it with `response.blob()`), not text. */
  binary?: boolean;
  /** The page asks by itself (a poll), not the person: marked so, it does not keep a staff session from going idle. */
  background?: boolean;
}

/**
 * The one HTTP client of the browser code. XHR, because it is what reports upload progress; every status resolves,
 * and the body is kept as text, because the kit answers as fetch did: with a Response, read by readAnswer.
 */
export const apiClient = axios.create({
  adapter: 'xhr',
  timeout: API_TIMEOUT_MS,
  responseType: 'text',
  validateStatus: null,
  transitional: { clarifyTimeoutError: true },
});

/** The abort signal of the submission whose send is running now (see sendingUnder). */
let sendSignal: AbortSignal | null = null;

/**
 * Runs `send` so that every apiRequest it starts (synchronously, before its first await) is cancelled with
 * `signal`: how a submission cancels its request when its form unmounts without its callers passing a signal on.
 */
export function sendingUnder<T>(signal: AbortSignal, send: () => T): T {
  const outer = sendSignal;
  sendSignal = signal;
  try {
    return send();
  } finally {
    sendSignal = outer;
  }
}

function eitherSignal(first: AbortSignal | null | undefined, second: AbortSignal | null | undefined): AbortSignal | undefined {
  if (!first || !second) return first ?? second ?? undefined;
  const both = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}

/** The id nginx (or the API) gave the request, in every answer of the API. */
const REQUEST_ID_HEADER = 'X-Request-Id';

// Statuses whose Response may not have a body.
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function asResponse({ status, statusText, headers, data }: AxiosResponse<string | ArrayBuffer>): Response {
  const fields = Object.entries(headers).filter((field): field is [string, string] => typeof field[1] === 'string');
  const body = NULL_BODY_STATUSES.has(status) ? null : (data ?? '');
  return new Response(body, { status, statusText, headers: fields });
}

/**
 * A same-origin call of the API. Resolves with the response whatever its status; rejects only when no answer came
 * back (network down, the timeout passed, or cancelled: then with the signal's reason, as fetch does).
 */
export async function apiRequest(
  path: string,
  { method, headers: own, json, form, file, idempotencyKey, token, csrfToken, signal, onUploadProgress, binary, background }: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...own, Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (file) headers['Content-Type'] = file.type;
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (background) headers[BACKGROUND_REQUEST_HEADER] = '1';
  const data = json !== undefined ? JSON.stringify(json) : (form ?? file);
  const cancel = eitherSignal(signal, sendSignal);
  try {
    const response = await apiClient.request<string | ArrayBuffer>({
      url: path,
      // A file's bytes as they came (text would decode them); an error's JSON is still readable from the Blob.
      ...(binary ? { responseType: 'arraybuffer' as const } : {}),
      method: method ?? (data === undefined ? 'GET' : 'POST'),
      headers,
      data,
      signal: cancel,
      onUploadProgress: onUploadProgress && (({ loaded, total }) => onUploadProgress({ loaded, total: total ?? null })),
    });
    return asResponse(response);
  } catch (error) {
    throw cancel?.aborted ? cancel.reason : error;
  }
}

/** An answer of the API, read once and defensively: any part may be missing, or the body not JSON at all. */
export interface ServerAnswer {
  status: number;
  ok: boolean;
  /**
   * The answer's `message`, written to be shown to people as it is. When the server failed (5xx), it ends with the
   * request's id ("Reference: …", from X-Request-Id), which a client can quote and an operator find in the logs.
   */
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
  // Defensively too: a stand-in answer may come without headers.
  const reference = (response.headers as Headers | undefined)?.get(REQUEST_ID_HEADER);
  if (message && reference && response.status >= 500) message = `${message} Reference: ${reference}`;
  return { status: response.status, ok: response.ok, message, fieldErrors, payload };
}
