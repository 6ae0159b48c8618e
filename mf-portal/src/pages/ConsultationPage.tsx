import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingView } from '@frc/contracts/browser';
import { BookConsultation } from '@frc/ui/booking/BookConsultation';
import { ManageBooking } from '@frc/ui/booking/ManageBooking';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { bookForRequest, cancelClientBooking, rescheduleClientBooking } from '../features/consultation/api/clientBookingsApi';
import { useClientBookings } from '../features/consultation/hooks/useClientBookings';
import { LoadingSpinner } from '../features/cases/components/LoadingSpinner';
import styles from '../shared/pageFrame.module.scss';

const BOOKED_HERE = 'Your free consultation is booked. We have e-mailed you the invite.';

/**
 * /dashboard/consultation: the signed-in client books the free consultation for their newest request, sees it in
 * their own zone, and moves or cancels it (up to 2 hours before, as from the mailed link).
 */
export function ConsultationPage() {
  usePageMeta({ title: 'Free consultation', description: 'Book, move or cancel your free consultation with one of our case specialists.' });
  const { state, reload, token } = useClientBookings();
  const [bookedHere, setBookedHere] = useState<BookingView | null>(null);

  const upcoming =
    state.kind === 'loaded' ? [...(bookedHere ? [bookedHere] : []), ...state.data.bookings.filter((booking) => booking.status === 'booked' && booking.id !== bookedHere?.id)] : [];
  const request = state.kind === 'loaded' ? state.data.requests[0] : undefined;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Book your free consultation</h1>
      <p className={styles.lead}>A free call with one of our case specialists about your request, at a time that suits you, in your own time zone.</p>
      {state.kind === 'loading' && <LoadingSpinner label="Loading your consultation" />}
      {state.kind === 'failed' && (
        <div role="alert">
          <p>We could not load your consultation just now.</p>
          <button type="button" className="button" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {token &&
        upcoming.map((booking) => (
          <ManageBooking
            key={booking.id}
            booking={booking}
            notice={booking.id === bookedHere?.id ? BOOKED_HERE : null}
            reschedule={(choice) => rescheduleClientBooking(token, booking.id, choice)}
            cancel={() => cancelClientBooking(token, booking.id)}
          />
        ))}
      {token && state.kind === 'loaded' && upcoming.length === 0 && request && (
        <BookConsultation
          hasPhone={request.hasPhone}
          book={async (choice) => {
            const answer = await bookForRequest(token, request.id, choice);
            if ('booking' in answer) setBookedHere(answer.booking);
            return answer;
          }}
        />
      )}
      {state.kind === 'loaded' && upcoming.length === 0 && !request && (
        <p>
          There is no request to book a consultation for yet. <Link to="/contact-us">Send us your request</Link>, and you can book your free consultation
          right after.
        </p>
      )}
    </section>
  );
}
