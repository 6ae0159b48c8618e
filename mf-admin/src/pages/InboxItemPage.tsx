import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { InboxItem, InboxItemResponse } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { InboxItemView } from '../features/inbox/components/InboxItemView';
import { ADMIN_PAGES } from '../paths';
import { useStaffSession } from '../session/staffSession';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from '../shared/page.module.scss';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';

export function InboxItemPage() {
  const ref = useParams().ref ?? '';
  usePageMeta({ title: `Inbox item ${ref} (admin)`, description: 'One request, report or application that came in.' });
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
      <p className={styles.meta}>
        <Link to={ADMIN_PAGES.dashboard}>Back to the inbox</Link>
      </p>
      <h1 className={styles.title}>{item ? item.name || item.email || ref : `Inbox item ${ref}`}</h1>
      {loaded.status === 'error' && <ErrorNotice message={loaded.message} />}
      {loaded.status === 'loading' && !item && <LoadingNotice label="Loading the item…" />}
      {item && <InboxItemView key={item.ref} item={item} onChanged={(next) => setChanged({ reads: loaded.reads, item: next })} />}
    </div>
  );
}
