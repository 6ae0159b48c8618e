import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { DOCUMENT_ACCEPT, type CaseDocument, type CaseDocumentResponse, type CaseDocumentsResponse } from '@frc/contracts/browser';
import { UploadList } from '@frc/ui/UploadList';
import { useDocumentUploads } from '@frc/ui/useDocumentUploads';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { Moment } from '../../../shared/Moment';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { useStaffData } from '../../../shared/useStaffData';
import { caseRoomUrl } from '../caseRoomUrls';
import { DocumentLink } from './DocumentLink';
import { useStaffUpload } from './useStaffUpload';

interface CaseDocumentsPanelProps {
  caseRef: string;
  /** Changes when files may have arrived with messages: the list is read again. */
  activity: number;
}

/** Every file of the case, both ways: upload one (with its progress), download any, and mark the one that is the client's report. */
export function CaseDocumentsPanel({ caseRef, activity }: CaseDocumentsPanelProps) {
  const { call } = useStaffSession();
  const documents = useStaffData<CaseDocumentsResponse>(caseRoomUrl(caseRef, 'documents'));
  const files = useDocumentUploads(useStaffUpload(caseRef));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();
  const { reload } = documents;
  const uploaded = files.documentIds.length;

  useEffect(() => {
    if (uploaded > 0 || activity > 0) reload();
  }, [uploaded, activity, reload]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    files.add(chosen);
  }

  async function markReport(document: CaseDocument, isReport: boolean) {
    setBusy(true);
    setOutcome(null);
    const answer = await call<CaseDocumentResponse>(caseRoomUrl(caseRef, `documents/${document.id}/report`), { json: { isReport } });
    setBusy(false);
    setOutcome(answer.ok ? { ok: true, message: isReport ? `${document.name} is now the client’s report.` : `${document.name} is no longer the report.` } : { ok: false, message: answer.message });
    if (answer.ok) reload();
  }

  const items = documents.data?.items ?? null;
  return (
    <>
      {documents.status === 'error' && <ErrorNotice message={documents.message} />}
      {items === null ? (
        documents.status === 'loading' && <LoadingNotice label="Loading the documents…" />
      ) : items.length === 0 ? (
        <p className={styles.meta}>No documents yet.</p>
      ) : (
        <ul className={styles.list}>
          {[...items]
            .sort((a, b) => b.id - a.id)
            .map((document) => (
              <li key={document.id}>
                <DocumentLink caseRef={caseRef} document={document} />
                {document.isReport && <strong className={styles.reportBadge}> Report</strong>}
                <p className={styles.meta}>
                  {document.type}, from {document.uploaderName} ({document.uploadedBy === 'client' ? 'client' : 'team'}),{' '}
                  <Moment at={document.at} />, SHA-256 <code className={styles.hash}>{document.sha256}</code>
                </p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={busy}
                    aria-label={`${document.isReport ? 'Unmark as report' : 'Mark as report'}: ${document.name}`}
                    onClick={() => void markReport(document, !document.isReport)}
                  >
                    {document.isReport ? 'Unmark as report' : 'Mark as report'}
                  </button>
                </div>
              </li>
            ))}
        </ul>
      )}
      <OutcomeNotice outcome={outcome} />
      <div className={styles.field}>
        <label htmlFor={inputId}>Upload a document</label>
        <input id={inputId} type="file" multiple accept={DOCUMENT_ACCEPT} onChange={pick} aria-describedby={`${inputId}-hint`} />
        <p id={`${inputId}-hint`} className={styles.hint}>
          PDF, PNG, JPEG, WebP or plain text, up to 20 MB each. The client is e-mailed that there is a new document.
        </p>
      </div>
      <UploadList uploads={files.uploads} onRemove={files.remove} label="Uploads" />
    </>
  );
}
