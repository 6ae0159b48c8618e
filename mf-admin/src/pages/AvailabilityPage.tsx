import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOOKING_OFFICE_API, type AvailabilityResponse, type ConsultantListResponse } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { AvailabilityForm } from '../features/booking/components/AvailabilityForm';
import { CalendarFeed } from '../features/booking/components/CalendarFeed';
import { useStaffMember } from '../session/staffSession';
import { ErrorNotice, RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { useStaffData } from '../shared/useStaffData';

/**
 * /admin/availability: when a consultant may be booked. A case manager edits their own; an admin picks anyone who
 * takes consultations (`?consultant=<id>`). The form is made afresh for each saved version, so what shows after a
 * save, or after someone else's save came first, is what the server holds.
 */
export function AvailabilityPage() {
  usePageMeta({ title: 'Availability (admin)', description: 'Weekly hours, exceptions and booking rules of the free consultation.' });
  const me = useStaffMember();
  const isAdmin = me.role === 'admin';
  const [params, setParams] = useSearchParams();
  const chosen = isAdmin ? Number(params.get('consultant')) || me.id : me.id;
  const consultants = useStaffData<ConsultantListResponse>(isAdmin ? BOOKING_OFFICE_API.availability : null);
  const availability = useStaffData<AvailabilityResponse>(BOOKING_OFFICE_API.availabilityOf(chosen));
  const [outcome, setOutcome] = useState<{ tone: 'saved' | 'conflict'; text: string } | null>(null);
  const pickerId = useId();
  const own = chosen === me.id;
  const shown = availability.data?.consultant.id === chosen ? availability.data : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Availability</h1>
      <p className={styles.lead}>When the free consultation can be booked: weekly hours in the consultant’s own time zone, exceptions and the booking rules.</p>
      {isAdmin && consultants.data && (
        <div className={styles.field}>
          <label htmlFor={pickerId}>Consultant</label>
          <select
            id={pickerId}
            value={chosen}
            onChange={(event) => {
              setOutcome(null);
              setParams({ consultant: event.target.value });
            }}
          >
            {consultants.data.consultants.map((consultant) => (
              <option key={consultant.id} value={consultant.id}>
                {consultant.name}
                {consultant.configured ? (consultant.bookable ? '' : ' (left out of booking)') : ' (no hours yet)'}
              </option>
            ))}
          </select>
        </div>
      )}
      {availability.status === 'error' && <RetryNotice message={availability.message} onRetry={availability.reload} />}
      {availability.status === 'loading' && !shown && <LoadingNotice label="Loading the availability…" />}
      {outcome?.tone === 'saved' && <FormStatus tone="success" title={outcome.text} />}
      {outcome?.tone === 'conflict' && <ErrorNotice message={outcome.text} />}
      {shown && (
        <>
          <AvailabilityForm
            key={`${shown.consultant.id}-${shown.version}`}
            availability={shown}
            own={own}
            onSaved={() => {
              setOutcome({ tone: 'saved', text: own ? 'Your availability is saved.' : `${shown.consultant.name}’s availability is saved.` });
              availability.reload();
            }}
            onConflict={(message) => {
              setOutcome({ tone: 'conflict', text: `${message} Their change is shown below.` });
              availability.reload();
            }}
          />
          <CalendarFeed staffId={shown.consultant.id} hasFeed={shown.hasFeed} saved={shown.version > 0} own={own} />
        </>
      )}
    </div>
  );
}
