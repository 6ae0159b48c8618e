import { useState } from 'react';
import type { CaseDetail } from '@frc/contracts/browser';

type Values = Record<string, string>;

const same = (a: Values, b: Values) => Object.keys(a).every((key) => a[key] === b[key]);

export interface CaseDraft<V extends Values> {
  /** What the form shows: what the member typed, or the case as saved when they typed nothing. */
  draft: V;
  setField: (field: keyof V, value: string) => void;
  /** The version an edit is sent with: the one the member's draft was made on. */
  version: number;
  /** Someone else saved these very fields differently since the member began: their values, until the member chooses. */
  theirs: V | null;
  keepMine: () => void;
  takeTheirs: () => void;
  /** The member's edit was saved: the form starts again from the case as it answered. */
  adopt: (saved: CaseDetail) => void;
}

/**
 * A form's draft of some fields of a case that outlives every new read of the case (a note added, a poll, a reload
 * after a 409): a read that changed other things, or nothing the member typed, is taken in silently; one that changed
 * what the member typed differently is shown beside it, and nothing is lost until the member chooses.
 */
export function useCaseDraft<V extends Values>(detail: CaseDetail, valuesOf: (detail: CaseDetail) => V): CaseDraft<V> {
  const saved = valuesOf(detail);
  const [draft, setDraft] = useState<V>(saved);
  const [base, setBase] = useState({ values: saved, version: detail.version });

  const rebase = (values: V) => setBase({ values, version: detail.version });
  let theirs: V | null = null;
  if (detail.version !== base.version) {
    if (same(draft, saved) || same(saved, base.values)) rebase(saved);
    else if (same(draft, base.values)) {
      setDraft(saved);
      rebase(saved);
    } else theirs = saved;
  }

  return {
    draft,
    setField: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
    version: base.version,
    theirs,
    keepMine: () => rebase(saved),
    takeTheirs: () => {
      setDraft(saved);
      rebase(saved);
    },
    adopt: (answer) => {
      const values = valuesOf(answer);
      setDraft(values);
      setBase({ values, version: answer.version });
    },
  };
}
