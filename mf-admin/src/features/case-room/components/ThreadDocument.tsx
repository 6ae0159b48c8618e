import type { CaseDocument } from '@frc/contracts/browser';
import { CaseDocumentPreview } from './CaseDocumentPreview';
import { DocumentLink } from './DocumentLink';

/** A file attached to a message of the thread: its download and the same preview Documents gives (none once withdrawn). */
export function ThreadDocument({ caseRef, document }: { caseRef: string; document: CaseDocument }) {
  return (
    <>
      <DocumentLink caseRef={caseRef} document={document} />
      {!document.withdrawnAt && <CaseDocumentPreview caseRef={caseRef} document={document} />}
    </>
  );
}
