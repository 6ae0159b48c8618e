import { BOOKING_CHANNELS, type BookingChannel, type BookingView } from '@frc/contracts/browser';
import { useId, useState } from 'react';
import { contactFacts } from '../siteTexts';
import { SlotPicker } from './SlotPicker';
import { bookedTimeOf, browserTimeZone, momentOfSlot } from './slotTimes';
import { useFreeSlots } from './useFreeSlots';
import styles from './BookConsultation.module.scss';

export interface BookingChoice {
  startsAt: string;
  channel: BookingChannel;
  timeZone: string;
}

/** The API's answer to a booking: the booking, or why not in its words. */
export type BookingAnswer = { booking: BookingView } | { message: string };

export interface BookConsultationProps {
  /** Books the choice: with the thank-you page's token, or as the signed-in client. */
  book(choice: BookingChoice): Promise<BookingAnswer>;
  /** Whether the request gave a phone number (a phone call is offered only then). */
  hasPhone: boolean;
  /** The consultation the request has booked already (a reload after booking): shown instead of the times. */
  booked?: BookingView | null;
}

/** "Book your free consultation": the free times in the visitor's zone, phone or video, then the booking. */
export function BookConsultation({ book, hasPhone, booked: bookedBefore = null }: BookConsultationProps) {
  const id = useId();
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [selected, setSelected] = useState<string | null>(null);
  const [chosenChannel, setChannel] = useState<BookingChannel>(hasPhone ? 'phone' : 'video');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookingView | null>(bookedBefore);
  const { slots, reload: reloadSlots } = useFreeSlots(!booked);
  const { phone, phoneHref } = contactFacts();
  // Phone when the request gave a number; video only when the firm has a video service.
  const channels = BOOKING_CHANNELS.filter((each) => (each === 'phone' ? hasPhone : slots.kind === 'ready' && slots.video));
  const channel = channels.includes(chosenChannel) ? chosenChannel : channels[0];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected || !channel || sending) return;
    setSending(true);
    setRefusal(null);
    const answer = await book({ startsAt: selected, channel, timeZone }).catch(() => ({ message: 'The booking could not be sent. Please try again.' }));
    setSending(false);
    if ('booking' in answer) return setBooked(answer.booking);
    setRefusal(answer.message);
    setSelected(null);
    reloadSlots();
  };

  const headingId = `${id}-heading`;
  if (booked) {
    return (
      <section className={styles.booking} aria-labelledby={headingId}>
        <h2 id={headingId}>Your free consultation is booked</h2>
        <p role="status">
          {bookedTimeOf(booked, timeZone)}. We have e-mailed you the invite, with a link to move or cancel it.
        </p>
        {booked.meetingUrl && (
          <p>
            Your video call: <a href={booked.meetingUrl}>{booked.meetingUrl}</a>
          </p>
        )}
      </section>
    );
  }

  return (
    <section className={styles.booking} aria-labelledby={headingId}>
      <h2 id={headingId}>Book your free consultation</h2>
      {slots.kind === 'loading' && <p role="status">Looking for free times…</p>}
      {slots.kind === 'failed' && <p role="alert">The free times could not be loaded. Please reload the page, or call us.</p>}
      {slots.kind === 'ready' && (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <SlotPicker slots={slots.slots} timeZone={timeZone} onTimeZoneChange={setTimeZone} selected={selected} onSelect={setSelected} />
          {slots.slots.length > 0 && (
            <>
              {channels.length === 0 && (
                <p>
                  Consultations are by phone, and your request has no phone number: please call us on <a href={phoneHref}>{phone}</a> to book one.
                </p>
              )}
              {channels.length === 1 && <p>{channel === 'phone' ? 'Consultations are by phone: we will call you on the number you gave.' : 'By video call: we e-mail you a private link.'}</p>}
              {channels.length > 1 && (
                <fieldset className={styles.channels}>
                  <legend>How shall we talk?</legend>
                  <label>
                    <input type="radio" name={`${id}-channel`} checked={channel === 'phone'} onChange={() => setChannel('phone')} /> By phone, on the number you gave
                  </label>
                  <label>
                    <input type="radio" name={`${id}-channel`} checked={channel === 'video'} onChange={() => setChannel('video')} /> By video call (a private link by e-mail)
                  </label>
                </fieldset>
              )}
              {refusal && <p role="alert">{refusal}</p>}
              {channel && (
                <button type="submit" className="button" disabled={!selected || sending} aria-disabled={!selected || sending}>
                  {sending ? 'Booking…' : selected ? `Book ${momentOfSlot(selected, timeZone)}` : 'Choose a time to book'}
                </button>
              )}
            </>
          )}
        </form>
      )}
    </section>
  );
}
