import type { SessionUser } from '@frc/session';

/** The name the API gives a client none of whose requests is confirmed yet: the address's local part. */
export function localPartOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}

/**
 * Whom the welcome line greets: the first name the client gave (the first word of their name), never the local part
 * of their address, which is no name they chose; '' when there is none (the line then says 'User').
 */
export function greetingName(user: SessionUser | null): string {
  const name = user?.name?.trim() ?? '';
  if (!name || (user?.email?.includes('@') && name === localPartOf(user.email))) return '';
  return name.split(/\s+/)[0] ?? '';
}
