/** The `message` of an API answer (written to be shown as it is), when the answer carries one. */
export async function readServerMessage(response: Response): Promise<string | null> {
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

/** A sentence for a request that got no usable answer, with the server's reason when it gave one. */
export function failureReason(serverMessage: string | null, status: number | null): string {
  if (serverMessage) return serverMessage;
  if (status === null) return 'We could not reach our server. Please check your connection.';
  return 'Our server could not take it just now.';
}
