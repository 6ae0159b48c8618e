import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { InboxItem, InboxItemResponse } from '@frc/contracts/browser';
import { InboxItemView } from './InboxItemView';
import { ADMIN_PAGES } from '../../../paths';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import styles from '../../../shared/page.module.scss';
import { staffApiUrl } from '../../../shared/staffApi';
import { useStaffData } from '../../../shared/useStaffData';

/**
 * One item of the inbox (`itemRef`): on its own page below 1366 px, with a way back to the list as it was; from
 * 1366 px in the reading pane beside the list (`inPane`), under the list's heading. The inbox's page names it (InboxPage).
 */
export function InboxItemReader({ itemRef: ref, inPane = false }: { itemRef: string; inPane?: boolean }) {
  const { search } = useLocation();
  const Title = inPane ? 'h2' : 'h1';
  const loaded = useStaffData<InboxItemResponse>(staffApiUrl(`inbox/${encodeURIComponent(ref)}`));
  // A triage answer stands until the item is read again.
  const [changed, setChanged] = useState<{ reads: number; item: InboxItem } | null>(null);
  const item = (changed?.reads === loaded.reads ? changed.item : null) ?? loaded.data?.item ?? null;
  const { call } = useStaffSession();
  const shownRef = loaded.status === 'ready' ? loaded.data.item.ref : null;

  // Reading the item marks nothing: once it is on the screen, the page says it was opened (the first time counts).
  useEffect(() => {
    if (shownRef) void call(staffApiUrl(`inbox/${encodeURIComponent(shownRef)}/opened`), { json: {} });
  }, [call, shownRef]);

  return (
    <div className={styles.page}>
      {!inPane && (
        <p className={styles.meta}>
          <Link to={`${ADMIN_PAGES.inbox}${search}`}>Back to the inbox</Link>
        </p>
      )}
      <Title className={styles.title}>{item ? item.name || item.email || ref : `Inbox item ${ref}`}</Title>
      {loaded.status === 'error' && <ErrorNotice message={loaded.message} />}
      {loaded.status === 'loading' && !item && <LoadingNotice label="Loading the item…" />}
      {item && <InboxItemView key={item.ref} item={item} onChanged={(next) => setChanged({ reads: loaded.reads, item: next })} />}
    </div>
  );
}
