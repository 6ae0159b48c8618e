import type { AxiosAdapter } from 'axios';
import { apiClient } from './apiRequest';

/** A request as the kit sent it, in the shape fetch would have been given it. */
export interface SentRequest {
  method: string;
  headers: Record<string, string>;
  /** The JSON text, the FormData, or nothing. */
  body: string | FormData | undefined;
  signal?: AbortSignal;
}

/** A Response, or as much of one as a test needs: its status and its JSON (or text). */
export type TestAnswer = Pick<Response, 'status'> & Partial<Pick<Response, 'json' | 'text'>>;

async function bodyOf(answer: TestAnswer): Promise<string> {
  try {
    if (answer.text) return await answer.text();
    return answer.json ? JSON.stringify(await answer.json()) : '';
  } catch {
    return '';
  }
}

/**
 * For Jest tests of code that calls the API through the kit: every request gets `answer(url, init)` instead of going
 * out (a throw rejects it, as a network failure would). The request is seen as the browser sends it: no Content-Type
 * without a body, and the browser's own (with its boundary) for a FormData. The kit's own tests use real HTTP.
 */
export function answerApiRequests(answer: (url: string, init: SentRequest) => TestAnswer | Promise<TestAnswer>): void {
  const adapter: AxiosAdapter = async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON(true))) if (typeof value === 'string') headers[name] = value;
    if (config.data === undefined || config.data instanceof FormData) delete headers['Content-Type'];
    const init: SentRequest = { method: (config.method ?? 'get').toUpperCase(), headers, body: config.data as SentRequest['body'], signal: config.signal as AbortSignal | undefined };
    const response = await answer(config.url ?? '', init);
    return { data: await bodyOf(response), status: response.status, statusText: '', headers: {}, config, request: null };
  };
  apiClient.defaults.adapter = adapter;
}

/** Just enough of a Response for a test's API answer: its status and its JSON body (none: reading it fails). */
export function jsonResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => (body === undefined ? Promise.reject(new SyntaxError('no body')) : Promise.resolve(body)),
  } as unknown as Response;
}
