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

/** A block of a body that is not where it was: added, removed, moved, or repeated (a copy of a block still there). */
export type BlockChange =
  | { change: 'added'; at: number; block: string }
  | { change: 'removed'; was: number; block: string }
  | { change: 'moved'; was: number; at: number; block: string }
  | { change: 'duplicated'; of: number; at: number; block: string };

/** One field that differs between a revision and the current draft; a body lists its block changes in order. */
export interface FieldChange {
  field: string;
  revision: string;
  current: string;
  blocks?: BlockChange[];
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

/**
 * The changes from one body to another, in the draft's order (numbers count from 1). The blocks both keep in the
 * same order (their longest common run) are unchanged; of the rest, a block taken out and put in elsewhere is moved,
 * one put in while the same block stays is duplicated, and the others are added or removed.
 */
export function blockChanges(before: readonly TextBlock[], after: readonly TextBlock[]): BlockChange[] {
  const a = before.map((block) => JSON.stringify(block));
  const b = after.map((block) => JSON.stringify(block));
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  }
  const steps: ({ op: 'removed'; i: number } | { op: 'added'; j: number })[] = [];
  for (let i = 0, j = 0; i < a.length || j < b.length; ) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) steps.push({ op: 'added', j: (j += 1) - 1 });
    else steps.push({ op: 'removed', i: (i += 1) - 1 });
  }
  const paired = new Set<number>();
  const changes: (BlockChange | null)[] = steps.map((step) => {
    if (step.op === 'removed') return null;
    const text = blockText(after[step.j]!);
    const taken = steps.find((other) => other.op === 'removed' && !paired.has(other.i) && a[other.i] === b[step.j]);
    if (taken?.op === 'removed') {
      paired.add(taken.i);
      return { change: 'moved', was: taken.i + 1, at: step.j + 1, block: text };
    }
    const original = a.indexOf(b[step.j]!);
    if (original >= 0) return { change: 'duplicated', of: original + 1, at: step.j + 1, block: text };
    return { change: 'added', at: step.j + 1, block: text };
  });
  // Removals keep their place in the order; those that were moves are said where the block arrived.
  return steps.flatMap((step, index) => {
    if (step.op === 'added') return [changes[index]!];
    return paired.has(step.i) ? [] : [{ change: 'removed', was: step.i + 1, block: blockText(before[step.i]!) } satisfies BlockChange];
  });
}

/** A block change as the compare says it, against version `number`. */
export function blockChangeText(change: BlockChange, number: number): string {
  switch (change.change) {
    case 'added':
      return `Added as block ${change.at}: ${change.block}`;
    case 'removed':
      return `Removed (block ${change.was} of version ${number}): ${change.block}`;
    case 'moved':
      return `Moved from block ${change.was} to block ${change.at}: ${change.block}`;
    case 'duplicated':
      return `Duplicated: block ${change.at} repeats block ${change.of}: ${change.block}`;
  }
}

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
      const blocks = blockChanges((before as TextBlock[] | undefined) ?? [], (after as TextBlock[] | undefined) ?? []);
      changes.push({ field: humanise(key), revision: `${(before as TextBlock[] | undefined)?.length ?? 0} block(s)`, current: `${(after as TextBlock[] | undefined)?.length ?? 0} block(s)`, blocks });
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

  // A save, a publish or a restore is a revision: the list follows the item's version, and its publish by the job.
  useEffect(() => reload(), [item.version, item.publishedAt, reload]);

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
            change.blocks.map((block, index) => (
              <dd key={index} className={block.change === 'removed' ? formStyles.removed : formStyles.added}>
                {blockChangeText(block, number)}
              </dd>
            ))
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
