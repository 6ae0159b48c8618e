import { BOOKING_DEFAULTS, type BookingView } from '@frc/contracts/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { contactFacts } from '../siteTexts';
import type { BookingAnswer } from './BookConsultation';
import { SlotPicker } from './SlotPicker';
import { bookedTimeOf, browserTimeZone, momentOfSlot } from './slotTimes';
import { useFreeSlots } from './useFreeSlots';
import styles from './BookConsultation.module.scss';

export interface ManageBookingProps {
  booking: BookingView;
  /** Moves it (the mailed link's token, or the signed-in client). */
  reschedule(choice: { startsAt: string; timeZone: string }): Promise<BookingAnswer>;
  cancel(): Promise<BookingAnswer>;
  /** What to say first (the portal's "booked" after booking there). */
  notice?: string | null;
}

type Step = 'view' | 'moving' | 'cancelling';
const UNSENT = 'Your change could not be sent. Please try again.';

/**
 * A booked free consultation: its time in the visitor's zone and how to join; move it to another free time or cancel
 * it, until BOOKING_DEFAULTS.changeNoticeMinutes before the start (the API has the last word), after which it gives
 * the firm's phone. Each step moves the focus to its first words, and each outcome is announced.
 */
export function ManageBooking({ booking: first, reschedule, cancel, notice: firstNotice = null }: ManageBookingProps) {
  const id = useId();
  const [booking, setBooking] = useState(first);
  const [step, setStep] = useState<Step>('view');
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(firstNotice);
  const { slots, reload } = useFreeSlots(step === 'moving');
  const stepStart = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { phone, phoneHref } = contactFacts();

  useEffect(() => {
    if (step !== 'view') stepStart.current?.focus();
  }, [step]);
  // Shown as the outcome of a booking just made: read first.
  useEffect(() => {
    if (firstNotice) heading.current?.focus();
  }, [firstNotice]);

  const booked = booking.status === 'booked';
  // As of the page's opening: a page left open past the deadline meets the API's refusal, which says to call.
  const [openedAt] = useState(Date.now);
  const changeable = booked && openedAt < Date.parse(booking.changeableUntil);

  const send = async (change: () => Promise<BookingAnswer>, done: (changed: BookingView) => string) => {
    setSending(true);
    setRefusal(null);
    const answer = await change().catch(() => ({ message: UNSENT }));
    setSending(false);
    if ('booking' in answer) {
      setBooking(answer.booking);
      setNotice(done(answer.booking));
      setStep('view');
      setSelected(null);
      return;
    }
    setRefusal(answer.message);
    if (step === 'moving') {
      setSelected(null);
      reload();
    }
  };

  const move = (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected || sending) return;
    void send(
      () => reschedule({ startsAt: selected, timeZone }),
      (moved) => `Your free consultation has moved to ${momentOfSlot(moved.startsAt, timeZone)}. We have e-mailed you the updated invite.`,
    );
  };

  const openMove = () => {
    setStep('moving');
    reload();
  };

  const leave = () => {
    setStep('view');
    setRefusal(null);
    setSelected(null);
  };

  const headingId = `${id}-heading`;
  return (
    <section className={styles.booking} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Your free consultation
      </h2>
      <p>
        {booked ? bookedTimeOf(booking, timeZone) : `${momentOfSlot(booking.startsAt, timeZone)} (${timeZone.replace(/_/g, ' ')})`}
        {booking.status === 'cancelled' ? ': cancelled.' : '.'}
      </p>
      {booked && booking.meetingUrl && (
        <p>
          Your video call: <a href={booking.meetingUrl}>{booking.meetingUrl}</a>
        </p>
      )}
      <p role="status">{notice}</p>
      {booked && !changeable && (
        <p>
          It starts in less than {BOOKING_DEFAULTS.changeNoticeMinutes / 60} hours and can no longer be changed online. To move or cancel it,
          please call us on <a href={phoneHref}>{phone}</a>.
        </p>
      )}
      {changeable && step === 'view' && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={openMove}>
            Move to another time
          </button>
          <button type="button" className={`button ${styles.secondary}`} onClick={() => setStep('cancelling')}>
            Cancel the consultation
          </button>
        </div>
      )}
      {changeable && step === 'moving' && (
        <form className={styles.form} onSubmit={move} aria-labelledby={`${id}-move`}>
          <h3 id={`${id}-move`} tabIndex={-1} ref={stepStart as React.RefObject<HTMLHeadingElement>}>
            Choose another time
          </h3>
          {slots.kind === 'loading' && <p role="status">Looking for free times…</p>}
          {slots.kind === 'failed' && <p role="alert">The free times could not be loaded. Please try again, or call us.</p>}
          {slots.kind === 'ready' && <SlotPicker slots={slots.slots} timeZone={timeZone} onTimeZoneChange={setTimeZone} selected={selected} onSelect={setSelected} />}
          {refusal && <p role="alert">{refusal}</p>}
          <div className={styles.actions}>
            {slots.kind === 'ready' && slots.slots.length > 0 && (
              <button type="submit" className="button" disabled={!selected || sending}>
                {sending ? 'Moving…' : selected ? `Move to ${momentOfSlot(selected, timeZone)}` : 'Choose a time to move to'}
              </button>
            )}
            <button type="button" className={`button ${styles.secondary}`} onClick={leave}>
              Keep the current time
            </button>
          </div>
        </form>
      )}
      {changeable && step === 'cancelling' && (
        <div className={styles.form}>
          <p id={`${id}-cancel`} tabIndex={-1} ref={stepStart as React.RefObject<HTMLParagraphElement>}>
            Cancel this consultation? Its time goes back to others, and we e-mail you and our specialist the cancellation.
          </p>
          {refusal && <p role="alert">{refusal}</p>}
          <div className={styles.actions}>
            <button type="button" className="button" disabled={sending} onClick={() => void send(cancel, () => 'Your free consultation is cancelled. We have e-mailed you the cancellation.')}>
              {sending ? 'Cancelling…' : 'Yes, cancel it'}
            </button>
            <button type="button" className={`button ${styles.secondary}`} onClick={leave}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
