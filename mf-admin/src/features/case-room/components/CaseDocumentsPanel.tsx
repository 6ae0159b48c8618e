import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  type CaseDocument,
  type CaseDocumentResponse,
  type CaseDocumentsResponse,
  type DocumentVisibility,
} from '@frc/contracts/browser';
import { UploadList } from '@frc/ui/UploadList';
import { useDocumentUploads } from '@frc/ui/useDocumentUploads';
import { useStaffSession } from '../../../session/staffSession';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { LoadingNotice } from '../../../shared/LoadingNotice';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { useStaffData } from '../../../shared/useStaffData';
import { caseRoomUrl } from '../caseRoomUrls';
import { CaseDocumentItem } from './CaseDocumentItem';
import { useStaffUpload } from './useStaffUpload';

interface CaseDocumentsPanelProps {
  caseRef: string;
  /** Changes when files may have arrived with messages: the list is read again. */
  activity: number;
}

const VISIBILITY_HINTS: Record<DocumentVisibility, string> = {
  client: 'The client sees it in their case room and is e-mailed that there is a new document.',
  team: 'Only the team sees it. The client is not told.',
};

/**
 * Every file of the case, both ways: upload one once the member has said who may see it (with its progress), preview
 * or download any, mark the one that is the client's report, and withdraw one of the team's.
 */
export function CaseDocumentsPanel({ caseRef, activity }: CaseDocumentsPanelProps) {
  const { call } = useStaffSession();
  const documents = useStaffData<CaseDocumentsResponse>(caseRoomUrl(caseRef, 'documents'));
  const visibility = useRef<DocumentVisibility>('client');
  const files = useDocumentUploads(useStaffUpload(caseRef, () => visibility.current));
  const [chosen, setChosen] = useState<File[]>([]);
  const [choice, setChoice] = useState<DocumentVisibility | null>(null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();
  const choiceId = useId();
  const firstChoice = useRef<HTMLInputElement>(null);
  const { reload } = documents;
  const { uploads, remove } = files;
  // An upload that arrived leaves the list of uploads for the documents, where it can be withdrawn; the page says so.
  const arrived = uploads.flatMap((item) => (item.state === 'done' && item.document ? [`${item.file.name} uploaded: ${DOCUMENT_VISIBILITY_LABELS[item.document.visibility].toLowerCase()}.`] : []));

  useEffect(() => {
    if (arrived.length > 0 || activity > 0) reload();
  }, [arrived.length, activity, reload]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setChosen(picked);
    setChoice(null);
    setChoiceMissing(false);
    setOutcome(null);
  }

  function confirmUpload() {
    if (!choice) {
      setChoiceMissing(true);
      firstChoice.current?.focus();
      return;
    }
    visibility.current = choice;
    files.add(chosen);
    setChosen([]);
    setChoice(null);
  }

  async function act(document: CaseDocument, path: string, json: unknown, success: string) {
    setBusy(true);
    setOutcome(null);
    const answer = await call<CaseDocumentResponse>(caseRoomUrl(caseRef, `documents/${document.id}/${path}`), { json });
    setBusy(false);
    setOutcome(answer.ok ? { ok: true, message: success } : { ok: false, message: answer.message });
    if (answer.ok) reload();
    return answer.ok;
  }

  const items = documents.data?.items ?? null;
  const pending = uploads.filter((item) => item.state !== 'done');
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
              <CaseDocumentItem
                key={document.id}
                caseRef={caseRef}
                document={document}
                busy={busy}
                onMarkReport={(isReport) =>
                  act(document, 'report', { isReport }, isReport ? `${document.name} is now the client’s report.` : `${document.name} is no longer the report.`)
                }
                onWithdraw={() => act(document, 'withdraw', {}, `${document.name} is withdrawn and its file deleted.`)}
              />
            ))}
        </ul>
      )}
      <OutcomeNotice outcome={arrived.length > 0 ? { ok: true, message: arrived.join(' ') } : null} />
      <OutcomeNotice outcome={outcome} />
      <div className={styles.field}>
        <label htmlFor={inputId}>Upload a document</label>
        <input id={inputId} type="file" multiple accept={DOCUMENT_ACCEPT} onChange={pick} aria-describedby={`${inputId}-hint`} />
        <p id={`${inputId}-hint`} className={styles.hint}>
          PDF, PNG, JPEG, WebP or plain text, up to 20 MB each. You choose who sees it before it is uploaded.
        </p>
      </div>
      {chosen.length > 0 && (
        <fieldset className={styles.choice} aria-describedby={choiceMissing ? `${choiceId}-missing` : undefined}>
          <legend>Who may see {chosen.length === 1 ? chosen[0]!.name : `these ${chosen.length} files`}?</legend>
          {DOCUMENT_VISIBILITIES.map((option, index) => (
            <label key={option} className={styles.option}>
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name={`${choiceId}-visibility`}
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option);
                  setChoiceMissing(false);
                }}
              />
              <strong>{DOCUMENT_VISIBILITY_LABELS[option]}</strong>
              <span className={styles.hint}>{VISIBILITY_HINTS[option]}</span>
            </label>
          ))}
          {choiceMissing && (
            <p id={`${choiceId}-missing`} role="alert" className={styles.fieldError}>
              Choose “Share with the client” or “Team only”.
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={confirmUpload}>
              Upload
            </button>
            <button type="button" className={styles.small} onClick={() => setChosen([])}>
              Cancel
            </button>
          </div>
        </fieldset>
      )}
      <UploadList uploads={pending} onRemove={remove} label="Uploads" />
    </>
  );
}
