import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { contentPreviewPath } from '../../../paths';
import { useStaffSession } from '../../../session/staffSession';
import { Moment } from '../../../shared/Moment';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { contentUrls, type ContentItemDetail, type ContentItemResponse, type ContentPublishResponse } from '../api/contentApi';
import { contentStatusLabel } from '../contentKinds';
import { itemOf } from './NewContentForm';

const STALE = 'Someone else changed this item meanwhile: reload the page to see their version, then try again.';

/** The time a date and a time typed in UTC name, or null when either is missing. */
export function utcMoment(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00.000Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** What a schedule will publish: the version (revision) it froze, and whether the draft has moved on since. */
export function scheduledVersionLine(scheduled: NonNullable<ContentItemDetail['scheduled']>): string {
  return `Scheduled: version ${scheduled.revision}${scheduled.draftChanged ? '; the draft has changed since' : ''}`;
}

interface PublishPanelProps {
  item: ContentItemDetail;
  /** Unsaved changes in the form: publishing takes the saved draft. */
  dirty: boolean;
  onChanged: (item: ContentItemDetail) => void;
}

/** Publish the saved draft now or at a time (UTC), or take the item off the site; links that lead nowhere are named. */
export function PublishPanel({ item, dirty, onChanged }: PublishPanelProps) {
  const { call } = useStaffSession();
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [brokenLinks, setBrokenLinks] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | null>(null);

  async function publish(at?: string) {
    setBusy(true);
    setOutcome(null);
    setBrokenLinks([]);
    const answer = await call<ContentPublishResponse>(contentUrls.publish(item.kind, item.id), { json: at ? { version: item.version, at } : { version: item.version } });
    setBusy(false);
    if (!answer.ok) return setOutcome({ ok: false, message: answer.status === 409 ? STALE : answer.message });
    setBrokenLinks(answer.value.warnings?.brokenLinks ?? []);
    setOutcome({ ok: true, message: at ? 'The item is scheduled.' : 'The item is published. The site shows it within seconds.' });
    onChanged(answer.value.item);
  }

  function schedule() {
    const at = utcMoment(date, time);
    if (!at) return setScheduleError('Give a date and a time.');
    if (new Date(at).getTime() <= Date.now()) return setScheduleError('Give a time in the future, or publish now.');
    setScheduleError(null);
    void publish(at);
  }

  async function unpublish() {
    setBusy(true);
    setOutcome(null);
    setConfirming(false);
    const answer = await call<ContentItemResponse | ContentItemDetail>(contentUrls.unpublish(item.kind, item.id), { json: { version: item.version } });
    setBusy(false);
    if (!answer.ok) return setOutcome({ ok: false, message: answer.status === 409 ? STALE : answer.message });
    setOutcome({ ok: true, message: 'The item is off the site.' });
    onChanged(itemOf(answer.value));
  }

  const onSite = item.published !== null && item.status !== 'draft';
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        Publishing
      </h2>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{contentStatusLabel(item.status)}</dd>
        {item.publishedAt && (
          <>
            <dt>Published</dt>
            <dd>
              <Moment at={item.publishedAt} />
            </dd>
          </>
        )}
        {item.status === 'scheduled' && item.scheduledFor && (
          <>
            <dt>Scheduled for</dt>
            <dd>
              <Moment at={item.scheduledFor} />
            </dd>
          </>
        )}

        {item.path && onSite && (
          <>
            <dt>Address</dt>
            <dd>
              <a href={item.path}>{item.path}</a>
            </dd>
          </>
        )}
      </dl>
      <p>
        <Link to={contentPreviewPath(item.kind, item.id)} target="_blank" rel="noopener">
          Preview the saved draft (opens in a new tab)
        </Link>
      </p>
      {item.scheduled && <p>{scheduledVersionLine(item.scheduled)}</p>}
      {item.scheduled?.draftChanged && item.scheduledFor && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void publish(item.scheduledFor!)}>
            Schedule this draft instead
          </button>
        </div>
      )}
      {dirty && <p className={styles.warning}>You have unsaved changes: publishing takes the saved draft. Save first to publish them.</p>}
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} onClick={() => void publish()}>
          Publish now
        </button>
      </div>
      <fieldset className={styles.filters}>
        <legend>Schedule (times in UTC)</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-describedby={scheduleError ? `${id}-schedule-error` : undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-time`}>Time (UTC)</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} aria-describedby={scheduleError ? `${id}-schedule-error` : undefined} />
        </div>
        <button type="button" className={styles.secondary} disabled={busy} onClick={schedule}>
          Schedule
        </button>
        {scheduleError && (
          <p id={`${id}-schedule-error`} className={styles.fieldError} role="alert">
            {scheduleError}
          </p>
        )}
      </fieldset>
      {onSite && !confirming && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(true)}>
            Unpublish
          </button>
        </div>
      )}
      {confirming && (
        <div className={styles.confirm} role="group" aria-label="Confirm unpublishing">
          <p>Take this item off the site? Its address will answer “not found” and it leaves the sitemap. The draft stays here.</p>
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={() => void unpublish()}>
              Yes, unpublish
            </button>
            <button type="button" className={styles.small} onClick={() => setConfirming(false)}>
              Keep it published
            </button>
          </div>
        </div>
      )}
      <OutcomeNotice outcome={outcome} />
      {brokenLinks.length > 0 && (
        <div className={styles.warning} role="alert">
          <p>These links lead nowhere: {brokenLinks.join(', ')}</p>
        </div>
      )}
    </section>
  );
}
