import type { CaseView } from '../caseView';

/** What the table and the cards both get: the same cases, and what View does. */
export interface CaseListLayoutProps {
  views: readonly CaseView[];
  /** Names the list for assistive technology ("Your cases, page 1 of 2"). */
  caption: string;
  busy: boolean;
  onView: (view: CaseView) => void;
}

export const viewLabel = (view: CaseView) => `View case ${view.reference}`;
