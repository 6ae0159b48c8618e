import { useState } from 'react';
import { sessionStore } from '@frc/session';
import { useSubmission } from '@frc/submission/useSubmission';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import type { ServiceRequest } from '../../../shared/domain/intakeCodes';
import { acceptsContactAmountInput } from '../../../shared/domain/amountInput';
import {
  buildContactRequest,
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
    if (field === 'scam_amount' && !acceptsContactAmountInput(value)) return;
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    if ((field === 'phone' || field === 'email') && errors.contact) setErrors((current) => ({ ...current, contact: undefined }));
  };

  const submit = async (): Promise<ContactFormErrors> => {
    const found = validateContactForm(values);
    setErrors(found);
    // (A form without a subject has an error above; the check tells the compiler so.)
    if (submission.sending || Object.keys(found).length > 0 || !values.subject) return found;
    const outcome = await submission.submit(values, buildContactRequest({ ...values, subject: values.subject }));
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

  return { values, errors, submitting: submission.sending, outcome, setValue, submit };
}
