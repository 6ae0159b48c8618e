import { useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CASE_ROOM_POLL_SECONDS, notificationText, type NotificationsResponse } from '@frc/contracts/browser';
import { AreaHeaderButton } from '@frc/ui/AreaHeader';
import { casePath } from '../../../paths';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice, RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { Moment } from '../../../shared/Moment';
import { staffApiUrl } from '../../../shared/staffApi';
import { staffQueryKey } from '../../../shared/staffQueries';
import { useStaffData } from '../../../shared/useStaffData';
import styles from './NotificationBell.module.scss';

const NOTIFICATIONS_URL = staffApiUrl('notifications');

/** The bell's name: what it is and how many are unread, as a screen reader says it. */
export const bellLabel = (unseen: number) => (unseen === 0 ? 'Notifications, none unread' : `Notifications, ${unseen} unread`);

/**
 * The member's notifications, polled like the case room's thread (the polls leave the idle timer alone). Opening the
 * list marks what it shows as seen, through a POST; each notification links to its case.
 */
export function NotificationBell() {
  const { call } = useStaffSession();
  const client = useQueryClient();
  const loaded = useStaffData<NotificationsResponse>(NOTIFICATIONS_URL, { pollMs: CASE_ROOM_POLL_SECONDS * 1000 });
  const [open, setOpen] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const unseen = loaded.data?.unseen ?? 0;
  const items = loaded.data?.items ?? [];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function markSeen(upTo: number) {
    setMarkError(null);
    const answer = await call<NotificationsResponse>(staffApiUrl('notifications/seen'), { json: { upTo } });
    if (answer.ok) client.setQueryData(staffQueryKey(NOTIFICATIONS_URL), answer.value);
    else setMarkError(answer.message);
  }

  function toggle() {
    const opening = !open;
    setOpen(opening);
    const newest = items[0];
    if (opening && unseen > 0 && newest) void markSeen(newest.id);
  }

  return (
    <div ref={wrapper} className={styles.bell}>
      <AreaHeaderButton ref={button} aria-label={bellLabel(unseen)} aria-expanded={open} aria-controls={panelId} title="Notifications" onClick={toggle}>
        <Bell aria-hidden="true" focusable="false" />
        {unseen > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unseen > 99 ? '99+' : unseen}
          </span>
        )}
      </AreaHeaderButton>
      <section id={panelId} className={styles.panel} aria-labelledby={titleId} hidden={!open}>
        <h2 id={titleId} className={styles.title}>
          Notifications
        </h2>
        {loaded.status === 'error' && (
          <RetryNotice message={loaded.message} onRetry={loaded.reload} />
        )}
        {markError && <ErrorNotice message={markError} />}
        {loaded.status === 'loading' && !loaded.data && <LoadingNotice label="Loading the notifications…" />}
        {loaded.data && items.length === 0 && <p>Nothing yet. Assignments, client messages and documents, and tasks come due show here.</p>}
        {items.length > 0 && (
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <Link to={casePath(item.caseRef)} className={`${styles.link} ${item.seen ? '' : styles.unseen}`} onClick={() => setOpen(false)}>
                  {notificationText(item.counts, item.caseRef)}
                  {!item.seen && <span className="visually-hidden"> (new)</span>}
                  <span className={styles.when}>
                    <Moment at={item.at} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
