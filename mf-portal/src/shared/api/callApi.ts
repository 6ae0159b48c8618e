interface CallOptions {
  method?: 'GET' | 'POST';
  /** Bearer token of the signed-in client. */
  token?: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

/** A same-origin `/api/...` call. Resolves whatever the status; rejects only when no answer came back. */
export function callApi(path: string, { method = 'GET', token, body, signal }: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(path, { method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The answer's JSON body, or null when it has none. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
