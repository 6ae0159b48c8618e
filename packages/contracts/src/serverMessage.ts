/** The `message` of an API answer (written to be shown to people as it is), when the answer carries one. */
export async function readServerMessage(response: Pick<Response, 'json'>): Promise<string | null> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' && payload.message) {
      return payload.message;
    }
  } catch {
    // not JSON
  }
  return null;
}
