import { useState } from 'react';
import { BOOKING_OFFICE_API, type Consultation, type ConsultationOutcome, type ConsultationResponse } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import pageStyles from '../../../shared/page.module.scss';

/**
 * What the team does with one consultation: once its time has come, held or no-show; while booked, cancel it for the
 * firm (asked first: the victim is mailed the cancellation). The outcome is said in the row, read out politely.
 */
export function ConsultationActions({ consultation, now, onChanged }: { consultation: Consultation; now: Date; onChanged: () => void }) {
  const { call } = useStaffSession();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = consultation.request.name;

  async function send(url: string, body: object, done: string) {
    setBusy(true);
    const answer = await call<ConsultationResponse>(url, { json: body });
    setBusy(false);
    setAsking(false);
    setMessage(answer.ok ? done : answer.message);
    if (answer.ok) onChanged();
  }
  const mark = (outcome: ConsultationOutcome) => send(BOOKING_OFFICE_API.outcome(consultation.id), { outcome }, outcome === 'held' ? `Marked as held.` : 'Marked as a no-show.');

  const started = new Date(consultation.startsAt) <= now;
  return (
    <div className={pageStyles.actions}>
      {consultation.status === 'booked' && started && (
        <>
          <button type="button" className={pageStyles.small} disabled={busy} aria-label={`Mark the consultation with ${who} as held`} onClick={() => mark('held')}>
            Held
          </button>
          <button type="button" className={pageStyles.small} disabled={busy} aria-label={`Mark the consultation with ${who} as a no-show`} onClick={() => mark('no_show')}>
            No-show
          </button>
        </>
      )}
      {consultation.status === 'booked' && !asking && (
        <button type="button" className={pageStyles.small} disabled={busy} aria-label={`Cancel the consultation with ${who}`} onClick={() => setAsking(true)}>
          Cancel…
        </button>
      )}
      {asking && (
        <div role="group" aria-label={`Cancel the consultation with ${who}?`} className={pageStyles.confirm}>
          <p>{who} is told by e-mail, with the calendar’s cancellation.</p>
          <button type="button" className={pageStyles.small} disabled={busy} onClick={() => send(BOOKING_OFFICE_API.cancel(consultation.id), {}, 'Cancelled: the client has been told.')}>
            Cancel the consultation
          </button>
          <button type="button" className={pageStyles.small} onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      )}
      <p role="status" className={pageStyles.meta}>
        {message}
      </p>
    </div>
  );
}
