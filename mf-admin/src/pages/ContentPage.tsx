import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTENT_KINDS, type ContentKind } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { contentUrls, type ContentListResponse } from '../features/content/api/contentApi';
import { NewContentForm } from '../features/content/components/NewContentForm';
import { aContentKind, contentKindLabel, contentStatusLabel, isContentKind } from '../features/content/contentKinds';
import { contentItemPath } from '../paths';
import { DataTable } from '../shared/DataTable';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import { Moment } from '../shared/Moment';
import styles from '../shared/page.module.scss';
import { useStaffData } from '../shared/useStaffData';

/** /admin/content: the site's content of one kind (in the address: `?kind=news`), searched by title. */
export function ContentPage() {
  usePageMeta({ title: 'Content (admin)', description: 'The site’s content: news, articles, testimonials, pages and the rest, as drafts and published.' });
  const [search, setSearch] = useSearchParams();
  const requested = search.get('kind');
  const kind: ContentKind = isContentKind(requested) ? requested : 'news';
  const list = useStaffData<ContentListResponse>(contentUrls.list(kind));
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;

  const words = query.trim().toLowerCase();
  const items = (list.data?.items ?? []).filter((item) => item.title.toLowerCase().includes(words));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Content</h1>
      <p className={styles.lead}>What the public site says. Save drafts, preview them, then publish now or at a time.</p>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => {
              setCreating(false);
              setSearch({ kind: event.target.value });
            }}
          >
            {CONTENT_KINDS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>Search by title</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      </div>
      <div className={styles.actions}>
        {!creating && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            New {contentKindLabel(kind).toLowerCase()}
          </button>
        )}
      </div>
      {creating && <NewContentForm kind={kind} template={list.data?.items[0] ?? null} onCancel={() => setCreating(false)} />}
      <section className={styles.section}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {contentKindLabel(kind)}
        </h2>
        {list.status === 'error' && <RetryNotice message={list.message} onRetry={list.reload} />}
        {list.status === 'loading' && !list.data && <LoadingNotice label="Loading the content…" />}
        {list.data && (
          <DataTable
            labelledBy={headingId}
            rowKey={(item) => String(item.id)}
            empty={words ? 'No title matches your search.' : `Nothing yet: add ${aContentKind(kind)} with the button above.`}
            rows={items}
            columns={[
              { header: 'Title', cell: (item) => <Link to={contentItemPath(item.kind, item.id)}>{item.title || '(untitled)'}</Link> },
              { header: 'Slug', cell: (item) => item.slug },
              { header: 'Status', cell: (item) => contentStatusLabel(item.status) },
              { header: 'Updated', cell: (item) => <Moment at={item.updatedAt} /> },
              {
                header: 'Published or scheduled',
                folds: true,
                cell: (item) =>
                  item.status === 'scheduled' && item.scheduledFor ? (
                    <>
                      For <Moment at={item.scheduledFor} />
                    </>
                  ) : item.publishedAt ? (
                    <Moment at={item.publishedAt} />
                  ) : (
                    'Never'
                  ),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
