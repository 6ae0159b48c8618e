import { useEffect, useId, useState } from 'react';
import type { ContentFields, TextBlock } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { RetryNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { Moment } from '../../../shared/Moment';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { useStaffData } from '../../../shared/useStaffData';
import { contentUrls, type ContentItemDetail, type ContentItemResponse, type ContentRevisionResponse, type ContentRevisionsResponse } from '../api/contentApi';
import { isTextBlockList, textOf, blocksToDoc } from '../richText/blocksDoc';
import { humanise } from './DataFields';
import { itemOf } from './NewContentForm';
import formStyles from './ContentForm.module.scss';

/** One field that differs between a revision and the current draft; a body lists the blocks only one of them has. */
export interface FieldChange {
  field: string;
  revision: string;
  current: string;
  /** For a body: the blocks only the revision has, and those only the draft has. */
  blocks?: { removed: string[]; added: string[] };
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const blockText = (block: TextBlock) => {
  const [node] = blocksToDoc([block]).content ?? [];
  return node ? `${block.kind}: ${textOf(node) || ('alt' in block ? block.alt : '')}` : block.kind;
};

/** What changed from a revision to the current draft, field by field (a kind's data by its own fields). */
export function fieldChanges(revision: ContentFields, current: ContentFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of ['title', 'slug', 'description', 'socialImage'] as const) {
    if (JSON.stringify(revision[field]) !== JSON.stringify(current[field])) changes.push({ field: humanise(field), revision: shown(revision[field]), current: shown(current[field]) });
  }
  const keys = [...new Set([...Object.keys(revision.data), ...Object.keys(current.data)])];
  for (const key of keys) {
    const before = revision.data[key];
    const after = current.data[key];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    if (isTextBlockList(before ?? [], key) && isTextBlockList(after ?? [], key)) {
      const beforeKeys = (before as TextBlock[] | undefined ?? []).map((block) => JSON.stringify(block));
      const afterKeys = (after as TextBlock[] | undefined ?? []).map((block) => JSON.stringify(block));
      const removed = ((before as TextBlock[] | undefined) ?? []).filter((_, index) => !afterKeys.includes(beforeKeys[index]!)).map(blockText);
      const added = ((after as TextBlock[] | undefined) ?? []).filter((_, index) => !beforeKeys.includes(afterKeys[index]!)).map(blockText);
      changes.push({ field: humanise(key), revision: `${removed.length} block(s) only here`, current: `${added.length} block(s) only in the draft`, blocks: { removed, added } });
    } else changes.push({ field: humanise(key), revision: shown(before), current: shown(after) });
  }
  return changes;
}

interface RevisionsPanelProps {
  item: ContentItemDetail;
  onRestored: (item: ContentItemDetail) => void;
}

/** Every save of the item: who, what and when; each compared with the current draft, and restored as a new save. */
export function RevisionsPanel({ item, onRestored }: RevisionsPanelProps) {
  const { call } = useStaffSession();
  const id = useId();
  const revisions = useStaffData<ContentRevisionsResponse>(contentUrls.revisions(item.kind, item.id));
  const [compared, setCompared] = useState<{ number: number; changes: FieldChange[] } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { reload } = revisions;

  // A save, a publish or a restore is a revision: the list follows the item's version.
  useEffect(() => reload(), [item.version, reload]);

  async function compare(number: number) {
    setOutcome(null);
    const answer = await call<ContentRevisionResponse>(contentUrls.revision(item.kind, item.id, number), { method: 'GET' });
    if (!answer.ok) return setOutcome({ ok: false, message: answer.message });
    setCompared({ number, changes: fieldChanges(answer.value.revision.fields, item.draft) });
  }

  async function restore(number: number) {
    setOutcome(null);
    const answer = await call<ContentItemResponse | ContentItemDetail>(contentUrls.restore(item.kind, item.id, number), { json: { version: item.version } });
    if (!answer.ok) {
      return setOutcome({ ok: false, message: answer.status === 409 ? 'Someone else changed this item meanwhile: reload the page, then restore again.' : answer.message });
    }
    setCompared(null);
    setOutcome({ ok: true, message: `Version ${number} is the draft again. Publish it to show it on the site.` });
    onRestored(itemOf(answer.value));
  }

  const list = revisions.data?.revisions ?? null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        Revisions
      </h2>
      {revisions.status === 'error' && <RetryNotice message={revisions.message} onRetry={revisions.reload} />}
      {list === null && revisions.status === 'loading' && <LoadingNotice label="Loading the revisions…" />}
      {list && list.length === 0 && <p className={styles.meta}>No revisions yet.</p>}
      {list && list.length > 0 && (
        <ol className={styles.list} aria-label="Revisions">
          {list.map((revision) => (
            <li key={revision.number}>
              <p className={styles.templateName}>
                Version {revision.number}: {revision.action}
              </p>
              <p className={styles.meta}>
                {revision.authorName ?? 'The site’s first content'}, <Moment at={revision.createdAt} />
              </p>
              <div className={styles.actions}>
                <button type="button" className={styles.small} onClick={() => void compare(revision.number)}>
                  Compare version {revision.number} with the current draft
                </button>
                <button type="button" className={styles.small} onClick={() => void restore(revision.number)}>
                  Restore version {revision.number}
                </button>
              </div>
              {compared?.number === revision.number && <Changes changes={compared.changes} number={revision.number} />}
            </li>
          ))}
        </ol>
      )}
      <OutcomeNotice outcome={outcome} />
    </section>
  );
}

function Changes({ changes, number }: { changes: FieldChange[]; number: number }) {
  if (changes.length === 0) return <p className={styles.meta}>Version {number} is the same as the current draft.</p>;
  return (
    <dl className={formStyles.diff} aria-label={`Changes from version ${number} to the current draft`}>
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{change.field}</dt>
          {change.blocks ? (
            <>
              {change.blocks.removed.map((block) => (
                <dd key={`r-${block}`} className={formStyles.removed}>
                  Only in version {number}: {block}
                </dd>
              ))}
              {change.blocks.added.map((block) => (
                <dd key={`a-${block}`} className={formStyles.added}>
                  Only in the draft: {block}
                </dd>
              ))}
            </>
          ) : (
            <>
              <dd className={formStyles.removed}>
                Version {number}: {change.revision}
              </dd>
              <dd className={formStyles.added}>Current draft: {change.current}</dd>
            </>
          )}
        </div>
      ))}
    </dl>
  );
}
