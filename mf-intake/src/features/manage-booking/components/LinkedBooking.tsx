import { BOOKING_API, BOOKING_LINK_KEYS, BOOKING_MESSAGES, type BookingResponse, type BookingView, type LinkRescheduleResponse } from '@frc/contracts/browser';
import type { BookingAnswer } from '@frc/ui/booking/BookConsultation';
import { ManageBooking } from '@frc/ui/booking/ManageBooking';
import { keepLinkToken } from '@frc/ui/booking/useLinkToken';
import { contactFacts } from '@frc/ui/siteTexts';
import { useEffect, useRef, useState } from 'react';

type Lookup = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; booking: BookingView };

const UNREACHABLE = 'Your booking could not be loaded.';

async function post<T>(url: string, body: unknown): Promise<T | { message: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T | { message?: string };
  return response.ok ? (answer as T) : { message: (answer as { message?: string }).message || UNREACHABLE };
}

/**
 * The booking a mailed change link names: its time, and moving or cancelling it without sign-in. A move's answer
 * brings the new invite's token (the old one stops working), which the tab keeps in place of the old.
 */
export function LinkedBooking({ token: linkToken }: { token: string }) {
  const token = useRef(linkToken);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  const { phone, phoneHref } = contactFacts();

  useEffect(() => {
    let current = true;
    post<BookingResponse>(BOOKING_API.manage, { token: linkToken })
      .catch(() => ({ message: UNREACHABLE }))
      .then((answer) => current && setLookup('booking' in answer ? { kind: 'ready', booking: answer.booking } : { kind: 'failed', message: answer.message }));
    return () => {
      current = false;
    };
  }, [linkToken]);

  const reschedule = async ({ startsAt }: { startsAt: string }): Promise<BookingAnswer> => {
    const answer = await post<LinkRescheduleResponse>(BOOKING_API.reschedule, { token: token.current, startsAt });
    if ('token' in answer) {
      token.current = answer.token;
      keepLinkToken(BOOKING_LINK_KEYS.manage, answer.token);
    }
    return answer;
  };

  if (lookup.kind === 'loading') return <p role="status">Looking up your consultation…</p>;
  if (lookup.kind === 'failed') {
    return (
      <p role="alert">
        {lookup.message}
        {lookup.message === BOOKING_MESSAGES.linkInvalid ? ' A newer e-mail of ours may have replaced it: please use the link in our latest e-mail.' : ' Please reload the page.'} You
        can also call us on <a href={phoneHref}>{phone}</a>.
      </p>
    );
  }
  return <ManageBooking booking={lookup.booking} reschedule={reschedule} cancel={() => post<BookingResponse>(BOOKING_API.cancel, { token: token.current })} />;
}
