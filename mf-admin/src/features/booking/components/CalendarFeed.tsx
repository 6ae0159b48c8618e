import { useEffect, useId, useRef, useState } from 'react';
import { BOOKING_OFFICE_API, type FeedResponse } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import pageStyles from '../../../shared/page.module.scss';

/**
 * The consultant's private calendar feed: a new address is made on request and shown this once (only its hash is
 * kept); making another stops the old one, for a feed address that was shared or leaked.
 */
export function CalendarFeed({ staffId, hasFeed, saved, own }: { staffId: number; hasFeed: boolean; saved: boolean; own: boolean }) {
  const { call } = useStaffSession();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const urlId = useId();
  const address = useRef<HTMLInputElement>(null);
  // The new address takes the focus once shown, where the member will copy it from.
  useEffect(() => {
    if (feedUrl) address.current?.focus();
  }, [feedUrl]);

  async function renew() {
    setBusy(true);
    setFailure(null);
    const answer = await call<FeedResponse>(BOOKING_OFFICE_API.feedOf(staffId), { json: {} });
    setBusy(false);
    if (!answer.ok) return setFailure(answer.message);
    setFeedUrl(answer.value.feedUrl);
  }

  return (
    <section className={pageStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.sectionTitle}>
        Calendar feed
      </h2>
      <p className={pageStyles.meta}>
        Subscribe to this address in {own ? 'your' : 'their'} calendar app to see the consultations there. Anyone with the address can read the times, so keep it private.
        {hasFeed && !feedUrl && ' A feed address exists; a new one stops it.'}
      </p>
      {!saved && <p>Save the availability first: the feed belongs to it.</p>}
      {feedUrl && (
        <div className={pageStyles.field}>
          <label htmlFor={urlId}>Feed address (shown once: copy it now)</label>
          <input ref={address} id={urlId} readOnly value={feedUrl} onFocus={(event) => event.target.select()} />
        </div>
      )}
      {failure && <ErrorNotice message={failure} />}
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.secondary} disabled={busy || !saved} onClick={renew}>
          {hasFeed || feedUrl ? 'Make a new feed address' : 'Make the feed address'}
        </button>
      </div>
    </section>
  );
}
