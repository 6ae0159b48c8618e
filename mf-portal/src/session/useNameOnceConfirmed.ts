import { useEffect } from 'react';
import { sessionStore, useSession } from '@frc/session';
import { fetchProfile } from '../features/login/api/signInApi';
import { localPartOf } from './greetingName';

/**
 * A client who signed in before confirming a request is greeted by their address's local part. Until that changes,
 * the client area asks for the profile again when it opens and whenever its tab comes back into view (the mailed
 * link is usually confirmed in another tab), and greets them by the name the confirmed request gives.
 */
export function useNameOnceConfirmed(): void {
  const token = useSession((session) => session.token);
  const waitingForName = useSession((session) => {
    const { email, name } = session.user ?? {};
    return typeof email === 'string' && email.includes('@') && name === localPartOf(email);
  });

  useEffect(() => {
    if (!token || !waitingForName) return undefined;
    let current = true;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void fetchProfile(token).then((profile) => {
        const { user } = sessionStore.getState();
        if (current && profile.ok && profile.value.name && profile.value.name !== user?.name) sessionStore.getState().setUser(profile.value);
      });
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [token, waitingForName]);
}
