import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BOOKING_STATUS_LABELS, type Consultation, type ConsultationsResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { ConsultationActions } from '../features/booking/components/ConsultationActions';
import { consultationDays, startOfToday, timeSpan } from '../features/booking/consultationDays';
import { casePath, inboxItemPath } from '../paths';
import { useStaffMember } from '../session/staffSession';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import { scamTypeLabel, subjectWords } from '../shared/labels';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

const whenShown = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/**
 * /admin/consultations: today's and the upcoming free consultations, the member's own (an admin: everyone's, or one
 * consultant's with `?consultant=<id>`), with the request's summary, how to reach the victim, and held, no-show or
 * cancel. Live like the desk's other lists.
 */
export function ConsultationsPage() {
  usePageMeta({ title: 'Consultations (admin)', description: 'Today’s and upcoming free consultations.' });
  const me = useStaffMember();
  const isAdmin = me.role === 'admin';
  const [params, setParams] = useSearchParams();
  const consultant = isAdmin ? (params.get('consultant') ?? '') : '';
  const [from] = useState(startOfToday);
  const listed = useStaffData<ConsultationsResponse>(staffApiUrl('consultations', { from, consultant }), { live: true });
  const pickerId = useId();
  const now = new Date();
  const days = listed.data ? consultationDays(listed.data.items, now) : null;

  const columns: TableColumn<Consultation>[] = [
    { header: 'When', cell: (item) => <When item={item} /> },
    {
      header: 'Client',
      cell: (item) => (
        <>
          <Link to={inboxItemPath(item.request.ref)}>{item.request.name || item.request.ref}</Link>
          {item.request.caseRef && (
            <>
              {' · '}
              <Link to={casePath(item.request.caseRef)}>{item.request.caseRef}</Link>
            </>
          )}
        </>
      ),
    },
    { header: 'How', cell: (item) => <HowToJoin item={item} /> },
    { header: 'Request', folds: true, cell: (item) => <RequestSummary item={item} /> },
    ...(isAdmin ? [{ header: 'Consultant', folds: true, cell: (item: Consultation) => item.consultant.name }] : []),
    { header: 'Status', cell: (item) => statusWords(item) },
    { header: 'Actions', cell: (item) => <ConsultationActions consultation={item} now={now} onChanged={listed.reload} /> },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Consultations</h1>
      <p className={styles.lead}>{isAdmin ? 'The team’s free consultations' : 'Your free consultations'}, today and ahead, in your time zone.</p>
      {isAdmin && listed.data && (
        <div className={styles.field}>
          <label htmlFor={pickerId}>Consultant</label>
          <select id={pickerId} value={consultant} onChange={(event) => setParams(event.target.value ? { consultant: event.target.value } : {})}>
            <option value="">Everyone</option>
            {listed.data.consultants.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {listed.status === 'error' && <RetryNotice message={listed.message} onRetry={listed.reload} />}
      {listed.status === 'loading' && !listed.data && <LoadingNotice label="Loading the consultations…" />}
      {days && (
        <>
          <Day heading="Today" rows={days.today} columns={columns} empty="No consultation today." />
          <Day heading="Upcoming" rows={days.upcoming} columns={columns} empty="No consultation booked ahead." />
        </>
      )}
    </div>
  );
}

function Day({ heading, rows, columns, empty }: { heading: string; rows: Consultation[]; columns: TableColumn<Consultation>[]; empty: string }) {
  const headingId = useId();
  return (
    // The table's scrolling region is named by the heading already: the section is not a second landmark of that name.
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading} <span className={styles.count}>({rows.length})</span>
      </h2>
      <DataTable labelledBy={headingId} columns={columns} rows={rows} rowKey={(item) => String(item.id)} empty={empty} />
    </section>
  );
}

function When({ item }: { item: Consultation }) {
  return (
    <time dateTime={item.startsAt}>
      {whenShown.format(new Date(item.startsAt))}, {timeSpan(item)}
    </time>
  );
}

function HowToJoin({ item }: { item: Consultation }) {
  if (item.channel === 'video' && item.meetingUrl) return <a href={item.meetingUrl}>Video call</a>;
  if (item.phone) return <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>Phone {item.phone}</a>;
  return <>Phone</>;
}

function RequestSummary({ item }: { item: Consultation }) {
  const about = [item.request.subject ? subjectWords(item.request.subject) : '', scamTypeLabel(item.request.scamType)].filter(Boolean).join(' · ');
  return (
    <>
      {about && <span>{about}</span>}
      {item.request.snippet && <span className={styles.meta}> {item.request.snippet}</span>}
    </>
  );
}

function statusWords(item: Consultation): string {
  if (item.status !== 'cancelled') return BOOKING_STATUS_LABELS[item.status];
  return `Cancelled by ${item.cancelledBy === 'firm' ? 'the team' : 'the client'}`;
}
