import { callApi } from './callApi';

/** Asks the API to revoke the token. Best effort: the client is already signed out locally, so no answer is awaited or shown. */
export function postLogout(token: string): void {
  callApi('/api/logout', { method: 'POST', token }).catch(() => undefined);
}
