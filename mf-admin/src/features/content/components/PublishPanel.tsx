import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { contentPreviewPath } from '../../../paths';
import { useStaffSession } from '../../../session/staffSession';
import { Moment } from '../../../shared/Moment';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { contentUrls, type ContentItemDetail, type ContentItemResponse, type ContentPublishResponse } from '../api/contentApi';
import { contentStatusLabel } from '../contentKinds';
import { editorTimeZone } from '../editorTimeZone';
import { itemOf } from './NewContentForm';

const STALE = 'Someone else changed this item meanwhile: reload the page to see their version, then try again.';

/** How far `zone`'s clocks are ahead of UTC at `at`, in ms. */
function zoneOffsetMs(zone: string, at: number): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const part = Object.fromEntries(format.formatToParts(new Date(at)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - at;
}

/** The moment a date and a time typed in `zone` (the member's own) name, or null when either is missing. */
export function zonedMoment(date: string, time: string, zone = editorTimeZone()): string | null {
  const typed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!typed || !clock) return null;
  const wall = Date.UTC(Number(typed[1]), Number(typed[2]) - 1, Number(typed[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(wall)) return null;
  // The zone's offset at that moment, asked twice: the first guess may sit on the other side of a clock change.
  const guess = wall - zoneOffsetMs(zone, wall);
  return new Date(wall - zoneOffsetMs(zone, guess)).toISOString();
}

/** A moment in UTC, as the schedule shows it beside the member's own time: 2 Jan 2099, 07:30 UTC. */
export function utcText(at: string): string {
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at))} UTC`;
}

/** A moment in the member's zone, named, with UTC beside it: 2 Jan 2099, 08:30 (Europe/Paris; 2 Jan 2099, 07:30 UTC). */
export function zonedText(at: string): string {
  const zone = editorTimeZone();
  const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(at));
  return zone === 'UTC' ? utcText(at) : `${local} ${zone} (${utcText(at)})`;
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

/**
 * Publish the saved draft now or at a time (typed and shown in the member's own time zone, UTC beside it), or take
 * the item off the site; links that lead nowhere are named.
 */
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
    const at = zonedMoment(date, time);
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
  const zone = editorTimeZone();
  const typed = zonedMoment(date, time);
  const describedBy = [typed && zone !== 'UTC' ? `${id}-utc` : '', scheduleError ? `${id}-schedule-error` : ''].filter(Boolean).join(' ') || undefined;
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
              <time dateTime={item.scheduledFor}>{zonedText(item.scheduledFor)}</time>
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
        <legend>Schedule (times in {zone})</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-describedby={describedBy} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-time`}>Time ({zone})</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} aria-describedby={describedBy} />
        </div>
        {typed && zone !== 'UTC' && (
          <p id={`${id}-utc`} className={styles.meta}>
            That is {utcText(typed)}.
          </p>
        )}
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
