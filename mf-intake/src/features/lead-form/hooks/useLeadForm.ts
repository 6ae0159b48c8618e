import { useCallback, useState } from 'react';
import { useHydrated } from '@frc/ui/useHydrated';
import { LEAD_FORM_COUNTRIES, LEAD_FORM_DEFAULT_COUNTRY, visitorCountry } from '../../../shared/domain/countries';
import { useSubmission } from '@frc/submission/useSubmission';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import type { ServiceRequest } from '../../../shared/domain/intakeCodes';
import {
  buildLeadRequest,
  EMPTY_LEAD_FORM,
  LEAD_FORM_FAILED,
  LEAD_FORM_FIELDS,
  validateLeadForm,
  type LeadFormField,
  type LeadFormValues,
} from '../leadFormRules';

/** Where the unsent lead form waits in this tab's session storage (the submission kit's `keepAs`). */
export const LEAD_FORM_DRAFT = 'intake:draft:lead-form';

export type LeadFormStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'sent' }
  /** `restored`: answers of an earlier visit that never got an answer from the server. */
  | { kind: 'failed'; message: string; restored?: boolean };

type Touched = Partial<Record<LeadFormField, boolean>>;

/** State of the lead form: blur-then-validate, sending with a kept draft, retry with the same Idempotency-Key. */
export function useLeadForm() {
  const [typed, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [touched, setTouched] = useState<Touched>({});
  // Answers an earlier visit sent without an answer are kept in this tab's storage, and restored right after the
  // first render (the empty form of the pre-rendered page).
  const submission = useSubmission<LeadFormValues, ServiceRequest>({
    send: (body, idempotencyKey) => postServiceRequest(body, { idempotencyKey }),
    keepAs: LEAD_FORM_DRAFT,
    onRestore: (draft) => {
      setValues(draft.values);
      setCountryChosen(true);
    },
  });

  // The pre-rendered form shows the spec's default; once hydrated, the code of the visitor's own region, until the
  // visitor (or a restored draft) picks one.
  const hydrated = useHydrated();
  const [countryChosen, setCountryChosen] = useState(false);
  const values: LeadFormValues =
    countryChosen || !hydrated ? typed : { ...typed, countryCode: visitorCountry(LEAD_FORM_COUNTRIES, LEAD_FORM_DEFAULT_COUNTRY) };

  const allErrors = validateLeadForm(values);
  const errors = Object.fromEntries(
    LEAD_FORM_FIELDS.filter((field) => touched[field]).map((field) => [field, allErrors[field]]),
  ) as Partial<Record<LeadFormField, string>>;

  const setValue = <K extends keyof LeadFormValues>(field: K, value: LeadFormValues[K]) => {
    if (field === 'countryCode') setCountryChosen(true);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const touch = (field: LeadFormField) => setTouched((current) => ({ ...current, [field]: true }));

  /** Takes what the visitor typed into the page's fields before the script ran. */
  const adoptTyped = useCallback((typedInPage: Partial<LeadFormValues>) => {
    setValues((current) => ({ ...current, ...typedInPage }));
  }, []);

  /**
   * Resolves true when the form was sent (false when invalid, already sending or failed). `current` sends those
   * values instead of the state's: the answers just taken from the page, before the state has rendered them.
   */
  const submit = async (current: LeadFormValues = values): Promise<boolean> => {
    if (submission.sending) return false;
    setTouched(Object.fromEntries(LEAD_FORM_FIELDS.map((field) => [field, true])));
    if (Object.keys(validateLeadForm(current)).length > 0) return false;
    const outcome = await submission.submit(current, buildLeadRequest(current));
    if (outcome?.kind !== 'sent') return false;
    // Back to the form's default code: the visitor's region's.
    setValues(EMPTY_LEAD_FORM);
    setCountryChosen(false);
    setTouched({});
    return true;
  };

  const { state } = submission;
  const status: LeadFormStatus =
    state.kind === 'sending'
      ? { kind: 'submitting' }
      : state.kind === 'sent'
        ? { kind: 'sent' }
        : state.kind === 'failed'
          ? { kind: 'failed', message: state.answer?.message ?? LEAD_FORM_FAILED, ...(state.restored ? { restored: true } : {}) }
          : { kind: 'idle' };
  const invalidFields = LEAD_FORM_FIELDS.filter((field) => allErrors[field]);

  return { values, errors, invalidFields, status, setValue, touch, submit, adoptTyped };
}
