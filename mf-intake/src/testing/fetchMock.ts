import { answerApiRequests } from '@frc/submission/testing';

/** A stand-in for the Response the submission kit resolves with: what the forms read of it. */
export function jsonResponse(status: number, body: unknown = {}): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

export interface FetchCall {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers the kit's requests with a jest mock, called as fetch would be (url, init); answers are taken in order, the last one repeats. */
export function mockFetch(...answers: (Response | Error | Promise<Response>)[]): jest.Mock {
  let index = 0;
  const mock = jest.fn(async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error('mockFetch needs at least one answer');
    return answer;
  });
  answerApiRequests(mock);
  return mock;
}

export function fetchCalls(mock: jest.Mock): FetchCall[] {
  return mock.mock.calls.map(([url, init]: [string, RequestInit | undefined]) => ({
    url,
    method: init?.method,
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }));
}

/** A response the test resolves when it chooses, to look at the page while a request is in flight. */
export function deferredResponse(): { promise: Promise<Response>; resolve: (response: Response) => void } {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
