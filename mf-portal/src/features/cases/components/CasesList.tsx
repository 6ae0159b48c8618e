import { useState } from 'react';
import { useMediaQuery } from '@frc/ui/useMediaQuery';
import type { ListedCase } from '../api/fetchCasesPage';
import { toCaseView, type CaseView } from '../caseView';
import { CaseCards } from './CaseCards';
import { CaseDetailsDialog } from './CaseDetailsDialog';
import { CasesTable } from './CasesTable';

/** Below this width the table's columns no longer fit beside the menu: each case becomes a card. Keep in step with CaseCards.module.scss. */
export const CASE_CARDS_QUERY = '(max-width: 63.99rem)';

interface CasesListProps {
  cases: readonly ListedCase[];
  caption: string;
  busy: boolean;
}

/** One page of cases: the spec's table on wide screens, a card per case on narrow ones; View opens its details. */
export function CasesList({ cases, caption, busy }: CasesListProps) {
  const [openCase, setOpenCase] = useState<CaseView | null>(null);
  const asCards = useMediaQuery(CASE_CARDS_QUERY);
  const views = cases.map(toCaseView);
  const List = asCards ? CaseCards : CasesTable;
  return (
    <>
      <List views={views} caption={caption} busy={busy} onView={setOpenCase} />
      {openCase && <CaseDetailsDialog caseView={openCase} onClose={() => setOpenCase(null)} />}
    </>
  );
}
