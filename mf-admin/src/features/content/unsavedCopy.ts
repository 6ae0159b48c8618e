import type { ContentFields, ContentKind } from '@frc/contracts/browser';
import { forgetLocalCopy, keepDraft, keepLocalCopy, keptDraft, localCopyKeys, localCopyOf } from '../../session/keptDrafts';

/** An item's unsaved fields, with the version they were typed on (a save of them must start from it) and when. */
export interface UnsavedCopy {
  version: number;
  fields: ContentFields;
  at: string;
}

const itemKey = (kind: ContentKind, id: number) => `content ${kind} ${id} `;

/** Keeps the unsaved fields in the browser, keyed by item and version: a crash or a closed tab leaves them there. */
export function keepUnsavedCopy(kind: ContentKind, id: number, version: number, fields: ContentFields, now = new Date()): void {
  for (const key of localCopyKeys(itemKey(kind, id))) if (key !== `${itemKey(kind, id)}v${version}`) forgetLocalCopy(key);
  keepLocalCopy(`${itemKey(kind, id)}v${version}`, { version, fields, at: now.toISOString() } satisfies UnsavedCopy);
}

/** The item's copy kept in the browser, whatever version it was typed on. */
export function unsavedCopyOf(kind: ContentKind, id: number): UnsavedCopy | null {
  const [key] = localCopyKeys(itemKey(kind, id));
  return key ? localCopyOf<UnsavedCopy>(key) : null;
}

export function forgetUnsavedCopy(kind: ContentKind, id: number): void {
  for (const key of localCopyKeys(itemKey(kind, id))) forgetLocalCopy(key);
  keepDraft(itemKey(kind, id), '');
}

/**
 * The editor left with unsaved changes because the session ended: kept in this page's memory too, so that the
 * editor, back after the sign-in, takes them up again at once (and saves them) instead of offering them.
 */
export function keepInterruptedEdit(copy: UnsavedCopy, kind: ContentKind, id: number): void {
  keepDraft(itemKey(kind, id), JSON.stringify(copy));
}

/**
 * The edit the session's end interrupted, if any. Only read here: a render may be thrown away and run again (a
 * sibling still loading, an interrupted transition), so the editor forgets it once it has mounted with it.
 */
export function interruptedEditOf(kind: ContentKind, id: number): UnsavedCopy | null {
  const kept = keptDraft(itemKey(kind, id));
  return kept ? (JSON.parse(kept) as UnsavedCopy) : null;
}

export function forgetInterruptedEdit(kind: ContentKind, id: number): void {
  keepDraft(itemKey(kind, id), '');
}
