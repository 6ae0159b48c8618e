import { useCallback, useRef, useState } from 'react';
import type { WhistleblowingReport } from '@frc/contracts/browser';
import { useSubmission } from '@frc/submission/useSubmission';
import { failureReason } from '../../../shared/api/failureReason';
import { postWhistleblowingReport } from '../api/postWhistleblowingReport';
import { addEvidenceFiles } from '../evidenceFiles';
import { EMPTY_REPORT, REPORT_FIELD_ORDER, toReportBody, validateReport, type ReportErrors, type ReportField, type ReportValues } from '../reportForm';

export type ReportSending =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: number | null; updatesTo: string | null }
  | { kind: 'failed'; reason: string };

interface Outgoing {
  report: WhistleblowingReport;
  files: readonly File[];
}

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
  const filesRef = useRef<File[]>([]);
  // The files are part of what makes a retry the same report: their names, sizes and dates, not their bytes.
  const submission = useSubmission<ReportValues, Outgoing>({
    send: ({ report, files: chosen }, idempotencyKey) => postWhistleblowingReport(report, chosen, idempotencyKey),
    accepted: (response) => response.ok,
    fingerprint: ({ report, files: chosen }) => JSON.stringify([report, chosen.map((file) => [file.name, file.size, file.lastModified])]),
  });

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

  // Picked files are checked before they join the report (their first bytes are read, which takes a moment). The
  // checks run one after another, so two picks in a row add up instead of the later replacing the earlier, and a
  // report sent meanwhile waits for them: it goes with every file picked, and its retry is the same report.
  const fileChecks = useRef<Promise<void>>(Promise.resolve());

  const addFiles = (picked: File[]): Promise<void> => {
    const checked = fileChecks.current.then(async () => {
      const { files: next, problems } = await addEvidenceFiles(filesRef.current, picked);
      chooseFiles(next);
      setFileProblems(problems);
    });
    fileChecks.current = checked.catch(() => undefined);
    return checked;
  };

  const removeFile = (file: File) => {
    chooseFiles(filesRef.current.filter((chosen) => chosen !== file));
    setFileProblems([]);
  };

  /**
   * Checks and sends the report; answers with the first field to correct, if any. `current`: the values to send when
   * they were just taken from the page (typed before hydration) and are not yet the state's.
   */
  const submit = async (current: ReportValues = values): Promise<ReportField | null> => {
    if (submission.sending) return null;
    await fileChecks.current;
    const found = validateReport(current);
    setErrors(found);
    const firstInvalid = REPORT_FIELD_ORDER.find((field) => found[field]) ?? null;
    if (firstInvalid) return firstInvalid;
    const outcome = await submission.submit(current, { report: toReportBody(current, honeypot), files: filesRef.current });
    if (outcome?.kind === 'sent') {
      setValues(EMPTY_REPORT);
      chooseFiles([]);
      setFileProblems([]);
    }
    return null;
  };

  const { state } = submission;
  const sending: ReportSending =
    state.kind === 'sending'
      ? { kind: 'sending' }
      : state.kind === 'sent'
        ? { kind: 'sent', reference: referenceOf(state.answer.payload), updatesTo: state.body.report.receiveUpdates ? (state.body.report.email ?? null) : null }
        : state.kind === 'failed'
          ? { kind: 'failed', reason: failureReason(state.answer?.message ?? null, state.answer?.status ?? null) }
          : { kind: 'editing' };

  const startAnother = submission.reset;

  return { values, errors, files, fileProblems, honeypot, setHoneypot, sending, update, addFiles, removeFile, submit, startAnother };
}
