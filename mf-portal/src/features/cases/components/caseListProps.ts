import type { CaseView } from '../caseView';

/** What the table and the cards both get: the same cases, and what View does. */
export interface CaseListLayoutProps {
  views: readonly CaseView[];
  /** Names the list for assistive technology ("Your cases, page 1 of 2"). */
  caption: string;
  busy: boolean;
  onView: (view: CaseView) => void;
}

/** View opens the request's details: it is named by the request's own number, never as a case. */
export const viewLabel = (view: CaseView) => `View request ${view.reference}`;
