import { STAFF_LOGIN_PATH } from '@frc/contracts/browser';
import { ADMIN_AREA } from '../paths';

/** Where the sign-in sends the member back to: an admin page only, never another site or the sign-in itself. */
export function safeAdminReturnPath(next: string | null): string {
  if (!next || !next.startsWith(`${ADMIN_AREA}/`) || next.startsWith(STAFF_LOGIN_PATH)) return ADMIN_AREA;
  return next;
}

export function staffLoginPathFor(returnTo: string): string {
  return returnTo === ADMIN_AREA || returnTo === `${ADMIN_AREA}/` ? STAFF_LOGIN_PATH : `${STAFF_LOGIN_PATH}?next=${encodeURIComponent(returnTo)}`;
}
