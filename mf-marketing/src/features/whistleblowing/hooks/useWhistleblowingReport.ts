import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@frc/contracts/browser';
import { readServerMessage } from '@frc/contracts/browser';
import { failureReason } from '../../../shared/api/failureReason';
import { postWhistleblowingReport } from '../api/postWhistleblowingReport';
import { addEvidenceFiles } from '../evidenceFiles';
import { EMPTY_REPORT, REPORT_FIELD_ORDER, toReportBody, validateReport, type ReportErrors, type ReportField, type ReportValues } from '../reportForm';

export type ReportSending =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: number | null; updatesTo: string | null }
  | { kind: 'failed'; reason: string };

function referenceOf(payload: unknown): number | null {
  if (payload && typeof payload === 'object' && 'data' in payload && payload.data && typeof payload.data === 'object' && 'id' in payload.data) {
    return typeof payload.data.id === 'number' ? payload.data.id : null;
  }
  return null;
}

/**
 * The whistleblowing report: values, checks, evidence files and sending. A report that fails to
 * send keeps everything entered, and sending it again unchanged reuses its Idempotency-Key, so
 * the server stores it once however often it is retried.
 */
export function useWhistleblowingReport() {
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState<ReportSending>({ kind: 'editing' });
  const filesRef = useRef<File[]>([]);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const chooseFiles = (next: File[]) => {
    filesRef.current = next;
    setFiles(next);
  };

  const update = useCallback(<Field extends ReportField>(field: Field, value: ReportValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const clearsEmail = field === 'receiveUpdates' && value === false && current.email;
      if (!current[field] && !clearsEmail) return current;
      const rest: ReportErrors = { ...current };
      delete rest[field];
      if (clearsEmail) delete rest.email;
      return rest;
    });
  }, []);

  const addFiles = async (picked: File[]) => {
    const { files: next, problems } = await addEvidenceFiles(filesRef.current, picked);
    chooseFiles(next);
    setFileProblems(problems);
  };

  const removeFile = (file: File) => {
    chooseFiles(filesRef.current.filter((chosen) => chosen !== file));
    setFileProblems([]);
  };

  /** Checks and sends the report; answers with the first field to correct, if any. */
  const submit = async (): Promise<ReportField | null> => {
    if (sending.kind === 'sending') return null;
    const found = validateReport(values);
    setErrors(found);
    const firstInvalid = REPORT_FIELD_ORDER.find((field) => found[field]) ?? null;
    if (firstInvalid) return firstInvalid;

    const body = toReportBody(values, honeypot);
    const chosen = filesRef.current;
    const fingerprint = JSON.stringify([body, chosen.map((file) => [file.name, file.size, file.lastModified])]);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };

    setSending({ kind: 'sending' });
    try {
      const response = await postWhistleblowingReport(body, chosen, attempt.current.key);
      if (!response.ok) {
        setSending({ kind: 'failed', reason: failureReason(await readServerMessage(response), response.status) });
        return null;
      }
      const reference = referenceOf(await response.json().catch(() => null));
      setSending({ kind: 'sent', reference, updatesTo: body.receiveUpdates ? (body.email ?? null) : null });
      attempt.current = null;
      setValues(EMPTY_REPORT);
      chooseFiles([]);
      setFileProblems([]);
    } catch {
      setSending({ kind: 'failed', reason: failureReason(null, null) });
    }
    return null;
  };

  const startAnother = () => setSending({ kind: 'editing' });

  return { values, errors, files, fileProblems, honeypot, setHoneypot, sending, update, addFiles, removeFile, submit, startAnother };
}
