import { BOOKING_API, type BookableSlot, type SlotsResponse } from '@frc/contracts/browser';
import { useCallback, useEffect, useState } from 'react';

/** `video`: whether a video call is offered (the firm has set its video service); else consultations are by phone. */
export type FreeSlots = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; slots: BookableSlot[]; video: boolean };

/** The free times (GET /api/bookings/slots), asked for while `wanted`; `reload` asks again (after "taken"). */
export function useFreeSlots(wanted: boolean): { slots: FreeSlots; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; slots: FreeSlots } | null>(null);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    const settle = (slots: FreeSlots) => current && setSettled({ attempt, slots });
    fetch(BOOKING_API.slots)
      .then((response) => (response.ok ? (response.json() as Promise<SlotsResponse>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => settle({ kind: 'ready', slots: body.slots, video: body.video }))
      .catch(() => settle({ kind: 'failed' }));
    return () => {
      current = false;
    };
  }, [wanted, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const slots: FreeSlots = !wanted ? { kind: 'idle' } : settled?.attempt === attempt ? settled.slots : { kind: 'loading' };
  return { slots, reload };
}
