import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTENT_KINDS, CONTENT_STATUSES, isPrivateContentKind, type ContentKind } from '@frc/contracts/browser';
import { useMediaQuery } from '@frc/ui/useMediaQuery';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { contentUrls, type ContentListItem, type ContentListResponse } from '../features/content/api/contentApi';
import { NewContentForm } from '../features/content/components/NewContentForm';
import { aContentKind, contentKindLabel, contentStatusLabel, isContentKind } from '../features/content/contentKinds';
import { contentItemPath } from '../paths';
import { useHasRole } from '../session/staffSession';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { RetryNotice } from '../shared/ErrorNotice';
import { LoadingNotice } from '../shared/LoadingNotice';
import { Moment } from '../shared/Moment';
import styles from '../shared/page.module.scss';
import { useStaffData } from '../shared/useStaffData';
import listStyles from './ContentPage.module.scss';

/** `?kind=all`: every kind in one list. */
const EVERY_KIND = 'all';
/** Wide enough for the list's table; narrower (a phone), the items are cards. */
const TABLE_QUERY = '(min-width: 48rem)';
/** The search is asked once typing pauses, not at every letter. */
const SEARCH_PAUSE_MS = 300;

function PublishedOrScheduled({ item }: { item: ContentListItem }) {
  if (item.status === 'scheduled' && item.scheduledFor) {
    return (
      <>
        For <Moment at={item.scheduledFor} />
      </>
    );
  }
  return item.publishedAt ? <Moment at={item.publishedAt} /> : <>Never</>;
}

const titleLink = (item: ContentListItem) => <Link to={contentItemPath(item.kind, item.id)}>{item.title || '(untitled)'}</Link>;

/**
 * /admin/content: the site's content of one kind or all (`?kind=news`, `?kind=all`), the last changed first; searched
 * by title, address and the words of the drafts (`q`), filtered by status (`status`). On a phone, a list of cards.
 */
export function ContentPage() {
  usePageMeta({ title: 'Content (admin)', description: 'The site’s content: news, articles, testimonials, pages and the rest, as drafts and published.' });
  const [search, setSearch] = useSearchParams();
  const requested = search.get('kind');
  // The team's private kinds (letter templates) are an admin's alone: an editor never sees them offered.
  const admin = useHasRole('admin');
  const kinds = admin ? CONTENT_KINDS : CONTENT_KINDS.filter((option) => !isPrivateContentKind(option.code));
  const kind: ContentKind | null = requested === EVERY_KIND ? null : isContentKind(requested) && (admin || !isPrivateContentKind(requested)) ? requested : 'news';
  const asked = search.get('q') ?? '';
  const status = CONTENT_STATUSES.find((each) => each.code === search.get('status'))?.code ?? null;
  const [query, setQuery] = useState(asked);
  const list = useStaffData<ContentListResponse>(contentUrls.list(kind, asked.trim()));
  const [creating, setCreating] = useState(false);
  const wide = useMediaQuery(TABLE_QUERY);
  const id = useId();
  const headingId = `${id}-heading`;

  const update = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  useEffect(() => {
    if (query === asked) return undefined;
    const timer = setTimeout(() => update({ q: query.trim() || null }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // `update` is made anew at each render; the pause restarts only when the words change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, asked]);

  const items = (list.data?.items ?? []).filter((item) => status === null || item.status === status);
  const heading = kind ? contentKindLabel(kind) : 'Every kind';
  const empty = asked || status ? 'Nothing matches your search.' : kind ? `Nothing yet: add ${aContentKind(kind)} with the button above.` : 'Nothing yet.';
  const columns: TableColumn<ContentListItem>[] = [
    { header: 'Title', cell: titleLink },
    ...(kind ? [] : [{ header: 'Kind', cell: (item: ContentListItem) => contentKindLabel(item.kind) }]),
    { header: 'Address', cell: (item) => <span className={listStyles.address}>{item.path ?? '—'}</span> },
    { header: 'Status', cell: (item) => contentStatusLabel(item.status) },
    { header: 'Last changed', cell: (item) => <Moment at={item.updatedAt} /> },
    { header: 'Published or scheduled', folds: true, cell: (item) => <PublishedOrScheduled item={item} /> },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Content</h1>
      <p className={styles.lead}>What the public site says. Save drafts, preview them, then publish now or at a time.</p>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            value={kind ?? EVERY_KIND}
            onChange={(event) => {
              setCreating(false);
              update({ kind: event.target.value });
            }}
          >
            <option value={EVERY_KIND}>Every kind</option>
            {kinds.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>Search</label>
          <input id={`${id}-search`} type="search" value={query} aria-describedby={`${id}-search-hint`} onChange={(event) => setQuery(event.target.value)} />
          <p id={`${id}-search-hint`} className={styles.hint}>
            Titles, addresses like /forex, and the words of the text.
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={status ?? ''} onChange={(event) => update({ status: event.target.value || null })}>
            <option value="">Any status</option>
            {CONTENT_STATUSES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {kind && (
        <div className={styles.actions}>
          {!creating && (
            <button type="button" className="button" onClick={() => setCreating(true)}>
              New {contentKindLabel(kind).toLowerCase()}
            </button>
          )}
        </div>
      )}
      {creating && kind && <NewContentForm kind={kind} onCancel={() => setCreating(false)} />}
      <section className={styles.section}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {heading}
        </h2>
        <p className={styles.meta}>The last changed first.</p>
        {list.status === 'error' && <RetryNotice message={list.message} onRetry={list.reload} />}
        {list.status === 'loading' && !list.data && <LoadingNotice label="Loading the content…" />}
        {list.data &&
          (wide ? (
            <DataTable labelledBy={headingId} rowKey={(item) => `${item.kind}-${item.id}`} empty={empty} rows={items} columns={columns} />
          ) : items.length === 0 ? (
            <p className={styles.meta}>{empty}</p>
          ) : (
            <ul className={listStyles.cards} aria-labelledby={headingId}>
              {items.map((item) => (
                <li key={`${item.kind}-${item.id}`} className={listStyles.card}>
                  <p className={listStyles.cardTitle}>{titleLink(item)}</p>
                  <dl className={listStyles.cardFacts}>
                    {columns.slice(1).map((column) => (
                      <div key={column.header}>
                        <dt>{column.header}</dt>
                        <dd>{column.cell(item)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
