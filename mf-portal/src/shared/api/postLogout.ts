import { apiRequest } from '@frc/submission/apiRequest';

/** Asks the API to revoke the token. Best effort: the client is already signed out locally, so no answer is awaited or shown. */
export function postLogout(token: string): void {
  apiRequest('/api/logout', { method: 'POST', token }).catch(() => undefined);
}
