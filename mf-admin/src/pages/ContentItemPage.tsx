import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { contentUrls, type ContentItemDetail, type ContentItemResponse } from '../features/content/api/contentApi';
import { ContentEditor } from '../features/content/components/ContentEditor';
import { itemOf } from '../features/content/components/NewContentForm';
import { PublishPanel } from '../features/content/components/PublishPanel';
import { RevisionsPanel } from '../features/content/components/RevisionsPanel';
import { contentKindLabel, isContentKind } from '../features/content/contentKinds';
import { contentListPath } from '../paths';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import { staffQueryKey } from '../shared/staffQueries';
import styles from '../shared/page.module.scss';
import { useStaffData } from '../shared/useStaffData';

/** How often an item waiting for its scheduled publish is read again (in the background), to show the publish. */
export const SCHEDULED_POLL_MS = 5_000;

/** /admin/content/:kind/:id: an item's draft, its publishing and its revisions. */
export function ContentItemPage() {
  const { kind = '', id = '' } = useParams();
  const known = isContentKind(kind);
  // The item as this page last learnt it from the server (a save, a publish, a restore), over the first read.
  const [latest, setLatest] = useState<ContentItemDetail | null>(null);
  const [scheduled, setScheduled] = useState(false);
  const itemUrl = known ? contentUrls.item(kind, id) : null;
  const loaded = useStaffData<ContentItemResponse | ContentItemDetail>(itemUrl, { pollMs: scheduled ? SCHEDULED_POLL_MS : undefined });
  const client = useQueryClient();
  /**
   * What a save, a publish or a restore answered: shown here, and kept in the session's cache as this item's read.
   * Opened again within the cache's freshness (back to the list and in again), the form starts from this version,
   * not from the first read's: else it showed the text from before the member's own save, and its next save was
   * refused as if someone else had saved in between.
   */
  const learn = (next: ContentItemDetail) => {
    setLatest(next);
    if (itemUrl) client.setQueryData(staffQueryKey(itemUrl), next);
  };
  // A fresh form: the member took another member's version, or restored a revision.
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const read = loaded.data ? itemOf(loaded.data) : null;
  const item = latest ?? read;
  if ((item?.status === 'scheduled') !== scheduled) setScheduled(item?.status === 'scheduled');
  // The job published it: that changes no version (the form and its next save go on as they were), only what the
  // page says of the item; its status and revisions follow.
  if (item && read && read !== item && read.version === item.version && (read.status !== item.status || read.publishedAt !== item.publishedAt)) setLatest(read);
  usePageMeta({ title: `${item?.draft.title || 'Content item'} (admin)`, description: 'An item of the site’s content: its draft, publishing and revisions.' });

  const replace = (next: ContentItemDetail) => {
    learn(next);
    setDirty(false);
    setFormKey((count) => count + 1);
  };

  return (
    <div className={styles.page}>
      <p>
        <Link to={contentListPath(known ? kind : 'news')}>Back to {known ? contentKindLabel(kind).toLowerCase() : 'the content'}</Link>
      </p>
      <h1 className={styles.title}>{item ? item.draft.title || '(untitled)' : 'Content item'}</h1>
      {known && item && <p className={styles.lead}>{contentKindLabel(kind)}</p>}
      {!known && <RetryNotice message="There is no such kind of content." onRetry={() => undefined} />}
      {loaded.status === 'error' && !item && <RetryNotice message={loaded.message} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !item && known && <LoadingNotice label="Loading the item…" />}
      {item && (
        <>
          <ContentEditor key={formKey} item={item} onSaved={learn} onReplaced={replace} onDirtyChange={setDirty} />
          <PublishPanel item={item} dirty={dirty} onChanged={learn} />
          <RevisionsPanel item={item} onRestored={replace} />
        </>
      )}
    </div>
  );
}
