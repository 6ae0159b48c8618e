import { answerApiRequests } from '@frc/submission/testing';

/** The Response the submission kit resolves with, as far as the forms read it. */
export function jsonResponse(status: number, body: unknown = {}): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

/** Answers the kit's requests with a jest mock, called as fetch would be (url, init): each call gets the next of `answers` (an Error rejects). */
export function stubFetch(...answers: (Response | Error | Promise<Response>)[]): jest.Mock {
  const mock = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) mock.mockRejectedValueOnce(answer);
    else mock.mockReturnValueOnce(Promise.resolve(answer));
  }
  answerApiRequests(mock);
  return mock;
}

/** The init (method, headers, body) of the `index`th request. */
export function requestInit(mock: jest.Mock, index = 0): RequestInit & { headers: Record<string, string> } {
  const init = (mock.mock.calls[index] as [string, RequestInit])[1];
  return { ...init, headers: (init.headers ?? {}) as Record<string, string> };
}
