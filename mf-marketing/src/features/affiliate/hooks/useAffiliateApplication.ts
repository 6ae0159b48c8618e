import { useState } from 'react';
import { useSubmission } from '@frc/submission/useSubmission';
import { postAffiliateApplication } from '../api/postAffiliateApplication';
import {
  AFFILIATE_FIELDS,
  buildAffiliateApplication,
  EMPTY_AFFILIATE_FORM,
  validateAffiliateForm,
  type AffiliateApplicationBody,
  type AffiliateField,
  type AffiliateFormErrors,
  type AffiliateFormValues,
} from '../affiliateRules';

export const APPLICATION_NOT_ACCEPTED = 'We could not accept your application just now. Please try again in a moment.';
export const SERVER_UNREACHABLE = 'We could not reach our server. Please check your internet connection and try again.';

export type AffiliateApplicationStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'sent'; firstName: string; email: string }
  | { kind: 'failed'; message: string };

type Touched = Partial<Record<AffiliateField, boolean>>;

interface Outgoing {
  application: AffiliateApplicationBody;
  honeypot: string;
}

/**
 * State of the affiliate application form: errors shown once a field is left (or on submit), one
 * request at a time, and a failed send keeps every answer. A retry of the same answers reuses the
 * Idempotency-Key, so an application whose answer got lost on the way is not stored twice.
 */
export function useAffiliateApplication() {
  const [values, setValues] = useState<AffiliateFormValues>(EMPTY_AFFILIATE_FORM);
  const [touched, setTouched] = useState<Touched>({});
  // The fields the server refused, until they are edited.
  const [edited, setEdited] = useState<Touched>({});
  const submission = useSubmission<AffiliateFormValues, Outgoing>({
    send: ({ application, honeypot }, idempotencyKey) =>
      postAffiliateApplication(application, idempotencyKey, honeypot),
  });
  const { state } = submission;
  const refused = state.kind === 'failed' ? (state.answer?.fieldErrors ?? {}) : {};

  const allErrors = validateAffiliateForm(values);
  const errors: AffiliateFormErrors = {};
  for (const field of AFFILIATE_FIELDS) {
    const message = (touched[field] && allErrors[field]) || (!edited[field] && refused[field]);
    if (message) errors[field] = message;
  }

  const setValue = <K extends AffiliateField>(field: K, value: AffiliateFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current[field] ? current : { ...current, [field]: true }));
  };

  const touch = (field: AffiliateField) => setTouched((current) => ({ ...current, [field]: true }));

  /** What was typed in the page before hydration, as the form's answers. */
  const adoptTyped = (typedInPage: Partial<AffiliateFormValues>) => setValues((current) => ({ ...current, ...typedInPage }));

  /**
   * Sends the application (`current`: the answers just taken from the page, before the state has them); resolves
   * true once the server has stored it.
   */
  const submit = async (honeypot = '', current: AffiliateFormValues = values): Promise<boolean> => {
    if (submission.sending) return false;
    setTouched(Object.fromEntries(AFFILIATE_FIELDS.map((field) => [field, true])));
    if (Object.keys(validateAffiliateForm(current)).length > 0) return false;
    setEdited({});
    const outcome = await submission.submit(current, { application: buildAffiliateApplication(current), honeypot });
    if (outcome?.kind !== 'sent') return false;
    setValues(EMPTY_AFFILIATE_FORM);
    setTouched({});
    return true;
  };

  const status: AffiliateApplicationStatus =
    state.kind === 'sending'
      ? { kind: 'submitting' }
      : state.kind === 'sent'
        ? { kind: 'sent', firstName: state.body.application.firstName, email: state.body.application.email }
        : state.kind === 'failed'
          ? { kind: 'failed', message: state.answer ? (state.answer.message ?? APPLICATION_NOT_ACCEPTED) : SERVER_UNREACHABLE }
          : { kind: 'idle' };

  return { values, errors, status, setValue, touch, submit, adoptTyped };
}
