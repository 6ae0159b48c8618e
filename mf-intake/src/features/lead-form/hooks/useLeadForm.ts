import { useEffect, useRef, useState } from 'react';
import { readServerMessage } from '@frc/contracts/browser';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import { clearDraft, draftFor, loadDraft, saveDraft, type RequestDraft } from '../../../shared/api/requestDraft';
import {
  buildLeadRequest,
  EMPTY_LEAD_FORM,
  LEAD_FORM_FAILED,
  LEAD_FORM_FIELDS,
  validateLeadForm,
  type LeadFormField,
  type LeadFormValues,
} from '../leadFormRules';

const DRAFT_NAME = 'lead-form';

export type LeadFormStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'sent' }
  /** `restored`: answers of an earlier visit that never got an answer from the server. */
  | { kind: 'failed'; message: string; restored?: boolean };

type Touched = Partial<Record<LeadFormField, boolean>>;

/** State of the lead form: blur-then-validate, sending with a kept draft, retry with the same Idempotency-Key. */
export function useLeadForm() {
  const draftRef = useRef<RequestDraft<LeadFormValues> | null>(null);
  const sendingRef = useRef(false);
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [touched, setTouched] = useState<Touched>({});
  const [status, setStatus] = useState<LeadFormStatus>({ kind: 'idle' });

  // Answers an earlier visit sent without an answer are kept in this browser's storage: restored right after the
  // first render, which is the empty form of the pre-rendered page.
  useEffect(() => {
    const draft = loadDraft<LeadFormValues>(DRAFT_NAME);
    if (!draft || draftRef.current) return;
    draftRef.current = draft;
    setValues(draft.values);
    setStatus({ kind: 'failed', message: LEAD_FORM_FAILED, restored: true });
  }, []);

  const allErrors = validateLeadForm(values);
  const errors = Object.fromEntries(
    LEAD_FORM_FIELDS.filter((field) => touched[field]).map((field) => [field, allErrors[field]]),
  ) as Partial<Record<LeadFormField, string>>;

  const setValue = <K extends keyof LeadFormValues>(field: K, value: LeadFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const touch = (field: LeadFormField) => setTouched((current) => ({ ...current, [field]: true }));

  /** Resolves true when the form was sent (false when invalid, already sending or failed). */
  const submit = async (): Promise<boolean> => {
    if (sendingRef.current) return false;
    setTouched(Object.fromEntries(LEAD_FORM_FIELDS.map((field) => [field, true])));
    if (Object.keys(allErrors).length > 0) return false;

    const draft = draftFor(draftRef.current, values, buildLeadRequest(values));
    draftRef.current = draft;
    saveDraft(DRAFT_NAME, draft);
    sendingRef.current = true;
    setStatus({ kind: 'submitting' });
    try {
      const response = await postServiceRequest(draft.body, { idempotencyKey: draft.idempotencyKey });
      if (response.status !== 201) {
        setStatus({ kind: 'failed', message: (await readServerMessage(response)) ?? LEAD_FORM_FAILED });
        return false;
      }
      clearDraft(DRAFT_NAME);
      draftRef.current = null;
      setValues(EMPTY_LEAD_FORM);
      setTouched({});
      setStatus({ kind: 'sent' });
      return true;
    } catch {
      setStatus({ kind: 'failed', message: LEAD_FORM_FAILED });
      return false;
    } finally {
      sendingRef.current = false;
    }
  };

  const invalidFields = LEAD_FORM_FIELDS.filter((field) => allErrors[field]);

  return { values, errors, invalidFields, status, setValue, touch, submit };
}
