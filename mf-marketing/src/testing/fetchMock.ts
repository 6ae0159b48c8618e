/** What fetch resolves with, as far as the forms read it (jsdom has no fetch of its own). */
export function jsonResponse(status: number, body: unknown = {}): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

/** Puts a jest mock in place of fetch that answers each call with the next of `answers` (an Error rejects). */
export function stubFetch(...answers: (Response | Error | Promise<Response>)[]): jest.Mock {
  const mock = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) mock.mockRejectedValueOnce(answer);
    else mock.mockReturnValueOnce(Promise.resolve(answer));
  }
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The init (method, headers, body) of the `index`th fetch call. */
export function requestInit(mock: jest.Mock, index = 0): RequestInit & { headers: Record<string, string> } {
  const init = (mock.mock.calls[index] as [string, RequestInit])[1];
  return { ...init, headers: (init.headers ?? {}) as Record<string, string> };
}
