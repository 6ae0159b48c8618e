import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@frc/session';
import { useEndSession } from '../../../session/sessionExit';
import { fetchClientBookings, type ClientBookingsOutcome } from '../api/clientBookingsApi';

export type ClientBookingsState = { kind: 'loading' } | Exclude<ClientBookingsOutcome, { kind: 'expired' }>;

/**
 * The signed-in client's consultations and the requests they can book one for; `reload` asks again. Not read again
 * on focus: the page's own steps (booking, moving, cancelling) show their outcomes in place. A token the API refuses
 * ends the session.
 */
export function useClientBookings(): { state: ClientBookingsState; reload: () => void; token: string | null } {
  const token = useSession((session) => session.token);
  const endSession = useEndSession();
  const query = useQuery({
    queryKey: ['portal', 'bookings', token] as const,
    enabled: Boolean(token),
    queryFn: ({ signal }) => fetchClientBookings(token!, signal),
    refetchOnWindowFocus: false,
  });
  const outcome = query.data;
  const expired = outcome?.kind === 'expired';
  useEffect(() => {
    if (expired) endSession('expired');
  }, [expired, endSession]);

  const state: ClientBookingsState = !outcome || outcome.kind === 'expired' ? { kind: 'loading' } : outcome;
  return { state, reload: () => void query.refetch(), token };
}
