import type { CaseDocument } from '@frc/contracts/browser';
import { DocumentPreview } from '@frc/ui/DocumentPreview';
import { useDocumentLoader } from './useDocumentLoader';

/** The preview of one of the case's files, the same under Documents and beside a message of the thread. */
export function CaseDocumentPreview({ caseRef, document }: { caseRef: string; document: CaseDocument }) {
  const load = useDocumentLoader(caseRef, document.id);
  return <DocumentPreview name={document.name} type={document.type} load={load} />;
}
