import { BOOKING_API, BOOKING_MESSAGES, type RequestBookingResponse } from '@frc/contracts/browser';
import { BookConsultation, type BookingAnswer, type BookingChoice } from '@frc/ui/booking/BookConsultation';
import { contactFacts } from '@frc/ui/siteTexts';
import { useEffect, useState } from 'react';

type Lookup = { kind: 'loading' } | { kind: 'failed'; message: string } | ({ kind: 'ready' } & RequestBookingResponse);

const postJson = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/**
 * "Book your free consultation" for the request the thank-you page's token names (no sign-in): the API says whether
 * a phone call can be offered and whether a consultation is booked already (a reload after booking, or the mailed
 * link opened again), so the page shows the times or the booking.
 */
export function RequestBooking({ token }: { token: string }) {
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  const { phone, phoneHref } = contactFacts();

  useEffect(() => {
    let current = true;
    postJson(BOOKING_API.request, { token })
      .then(async (response) => {
        const body = (await response.json()) as RequestBookingResponse | { message?: string };
        if (!current) return;
        if (response.ok && 'hasPhone' in body) setLookup({ kind: 'ready', ...body });
        else setLookup({ kind: 'failed', message: ('message' in body && body.message) || 'Your booking could not be loaded.' });
      })
      .catch(() => current && setLookup({ kind: 'failed', message: 'Your booking could not be loaded.' }));
    return () => {
      current = false;
    };
  }, [token]);

  if (lookup.kind === 'loading') return <p role="status">Looking up your booking…</p>;
  if (lookup.kind === 'failed') {
    return (
      <p role="alert">
        {lookup.message}
        {lookup.message === BOOKING_MESSAGES.linkInvalid ? ' It may have expired.' : ' Please reload the page.'} To book your free consultation, call us on{' '}
        <a href={phoneHref}>{phone}</a>.
      </p>
    );
  }
  return <BookConsultation hasPhone={lookup.hasPhone} booked={lookup.booking} book={(choice) => bookWithToken(token, choice)} />;
}

/** Books the free consultation for the request, with its token. */
async function bookWithToken(token: string, choice: BookingChoice): Promise<BookingAnswer> {
  return (await postJson(BOOKING_API.book, { token, ...choice })).json() as Promise<BookingAnswer>;
}
