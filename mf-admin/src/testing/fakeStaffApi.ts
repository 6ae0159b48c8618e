import type { StaffMe, StaffRole } from '@frc/contracts/browser';
import { answerApiRequests, jsonResponse, type SentRequest } from '@frc/submission/testing';

export { jsonResponse };

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Answers the submission kit's requests with a fake staff API: `routes` maps 'GET /api/admin/me' (path without the query) to an answer.
  * An unknown route answers 404. Every call is recorded, with its query, body (parsed JSON, or the FormData) and headers.
 */
export function fakeStaffApi(routes: Record<string, Handler | Response>) {
  const calls: RecordedCall[] = [];
  const answer = jest.fn(async (url: string, init: SentRequest) => {
    const call: RecordedCall = {
      method: init.method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: init.headers,
    };
    calls.push(call);
    await Promise.resolve();
    const route = routes[`${call.method} ${url.split('?')[0]}`];
    if (!route) return jsonResponse(404, { status: 'error', message: 'Not found' });
    return typeof route === 'function' ? route(call) : route;
  });
  answerApiRequests(answer);
  return { calls, routes, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.split('?')[0] === path) };
}

export function staffMe(role: StaffRole = 'admin', name = 'Dana Admin'): StaffMe {
  return { staff: { id: 1, email: 'dana@example.com', name, role }, csrfToken: 'csrf-token-1', expiresAt: '2026-11-26T20:00:00.000Z' };
}

export const SIGNED_OUT = jsonResponse(401, { status: 'error', message: 'Sign in to the back office.' });
