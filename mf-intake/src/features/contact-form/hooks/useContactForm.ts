import { useRef, useState } from 'react';
import { sessionStore } from '@frc/session';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import { draftFor, type RequestDraft } from '../../../shared/api/requestDraft';
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

/** State of the full contact form: idle, submitting, then a message. */
export function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<ContactFormOutcome>(null);
  // A retry of unchanged answers reuses the key, so the server never stores them twice.
  const draftRef = useRef<RequestDraft<ContactFormValues> | null>(null);
  const sendingRef = useRef(false);

  const setValue = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    if (field === 'scam_amount' && !acceptsContactAmountInput(value)) return;
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (): Promise<ContactFormErrors> => {
    const found = validateContactForm(values);
    setErrors(found);
    // (A form without a subject has an error above; the check tells the compiler so.)
    if (sendingRef.current || Object.keys(found).length > 0 || !values.subject) return found;

    const draft = draftFor(draftRef.current, values, buildContactRequest({ ...values, subject: values.subject }));
    draftRef.current = draft;
    sendingRef.current = true;
    setSubmitting(true);
    setOutcome(null);
    try {
      const response = await postServiceRequest(draft.body, {
        idempotencyKey: draft.idempotencyKey,
        token: sessionStore.getState().token,
      });
      if (response.status === 201) {
        draftRef.current = null;
        setValues(EMPTY_CONTACT_FORM);
        setOutcome({ kind: 'success', message: CONTACT_SUBMITTED });
      } else {
        // Any other success status is unexpected; an error status counts as a failed submission.
        setOutcome({ kind: 'error', message: response.ok ? CONTACT_UNEXPECTED_STATUS : CONTACT_SUBMIT_ERROR });
      }
    } catch {
      setOutcome({ kind: 'error', message: CONTACT_SUBMIT_ERROR });
    } finally {
      sendingRef.current = false;
      setSubmitting(false);
    }
    return found;
  };

  return { values, errors, submitting, outcome, setValue, submit };
}
