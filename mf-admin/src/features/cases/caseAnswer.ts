import type { CaseDetail, CaseDetailResponse } from '@frc/contracts/browser';

/** A case as an edit answers it: `{ case }` like GET cases/:ref, or the case itself. */
export function caseOf(value: CaseDetailResponse | CaseDetail): CaseDetail {
  return 'case' in value ? value.case : value;
}
