/** A sentence for a request that got no usable answer, with the server's reason when it gave one. */
export function failureReason(serverMessage: string | null, status: number | null): string {
  if (serverMessage) return serverMessage;
  if (status === null) return 'We could not reach our server. Please check your connection.';
  return 'Our server could not take it just now.';
}
