import { useState } from 'react';
import { sessionStore } from '@frc/session';
import { useSubmission } from '@frc/submission/useSubmission';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import type { ServiceRequest } from '../../../shared/domain/intakeCodes';
import { filterFields } from '@frc/ui/fieldFilters';
import {
  buildContactRequest,
  CONTACT_FIELD_FILTERS,
  CONTACT_SUBMIT_ERROR,
  CONTACT_SUBMITTED,
  CONTACT_UNEXPECTED_STATUS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '../contactFormRules';

export type ContactFormOutcome = { kind: 'success' | 'error'; message: string } | null;

/** State of the full contact form: idle, submitting, then a message. A retry of unchanged answers reuses the key. */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const submission = useSubmission<ContactFormValues, ServiceRequest>({
    send: (body, idempotencyKey) => postServiceRequest(body, { idempotencyKey, token: sessionStore.getState().token }),
  });

  const setValue = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    // What the field keeps of the whole value: the amount ignores other input.
    setValues((current) => ({ ...current, ...filterFields<ContactFormValues>({ [field]: value }, CONTACT_FIELD_FILTERS) }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    if ((field === 'phone' || field === 'email') && errors.contact) setErrors((current) => ({ ...current, contact: undefined }));
  };

  /** What was typed in the page before hydration, as the form's answers (each already through its field's filter). */
  const adoptTyped = (typedInPage: Partial<ContactFormValues>) => {
    setValues((current) => ({ ...current, ...filterFields(typedInPage, CONTACT_FIELD_FILTERS) }));
  };

  /** `current` sends those answers instead of the state's: the ones just taken from the page, before the state has them. */
  const submit = async (current: ContactFormValues = values): Promise<ContactFormErrors> => {
    const found = validateContactForm(current);
    setErrors(found);
    // (A form without a subject has an error above; the check tells the compiler so.)
    if (submission.sending || Object.keys(found).length > 0 || !current.subject) return found;
    const outcome = await submission.submit(current, buildContactRequest({ ...current, subject: current.subject }));
    if (outcome?.kind === 'sent') setValues(EMPTY_CONTACT_FORM);
    return found;
  };

  const { state } = submission;
  // Any success status but 201 is unexpected; an error status, or no answer, is a failed submission, told in the
  // server's words when it gave some (a 429 says how long to wait).
  const outcome: ContactFormOutcome =
    state.kind === 'sent'
      ? { kind: 'success', message: CONTACT_SUBMITTED }
      : state.kind === 'failed'
        ? { kind: 'error', message: state.answer?.ok ? CONTACT_UNEXPECTED_STATUS : (state.answer?.message ?? CONTACT_SUBMIT_ERROR) }
        : null;

  return { values, errors, submitting: submission.sending, outcome, setValue, submit, adoptTyped };
}
