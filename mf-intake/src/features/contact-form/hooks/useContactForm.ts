import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@frc/session';
import { useSubmission } from '@frc/submission/useSubmission';
import { postServiceRequest } from '../../../shared/api/postServiceRequest';
import { currencyToSend } from '../../../shared/domain/countries';
import { bookingTokenOf, THANK_YOU_PATH, type ContactFormSent } from '../../../shared/domain/consultationRequest';
import type { ContactSubject, ServiceRequest } from '../../../shared/domain/intakeCodes';
import { createRequestFiles, sameRequestWhateverItsFiles, type RequestFiles } from '../../../shared/request-files/requestFileUploads';
import { filterFields } from '@frc/ui/fieldFilters';
import {
  buildContactRequest,
  CONTACT_FIELD_FILTERS,
  CONTACT_SUBMIT_ERROR,
  CONTACT_UNEXPECTED_STATUS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '../contactFormRules';

export type ContactFormOutcome = { kind: 'error'; message: string } | null;

/** The thank-you page's summary of what was sent. */
function sentSummary(values: ContactFormValues & { subject: ContactSubject }, payload: unknown): ContactFormSent {
  const data = payload && typeof payload === 'object' ? (payload as { data?: { awaiting_confirmation?: unknown } }).data : undefined;
  return {
    form: 'contact',
    subject: values.subject,
    firstName: values.fname.trim(),
    lastName: values.lname.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    scamType: values.scam_type,
    amount: values.scam_amount,
    currency: currencyToSend(values.currency),
    description: values.scam_description.trim(),
    awaitingConfirmation: data?.awaiting_confirmation === true,
    bookingToken: bookingTokenOf(payload),
  };
}

/**
 * State of the full contact form: idle, submitting, then the thank-you page (or a message when it failed), with the
 * files picked for it. A retry of unchanged answers reuses the key.
 */
export function useContactForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [files, setFiles] = useState(createRequestFiles);
  /** The stored request's files still on their way: the form waits for them before the thank-you page. */
  const [following, setFollowing] = useState<RequestFiles | null>(null);
  const submission = useSubmission<ContactFormValues, ServiceRequest>({
    send: (body, idempotencyKey) => postServiceRequest(body, { idempotencyKey, token: sessionStore.getState().token }),
    fingerprint: sameRequestWhateverItsFiles,
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
    if (submission.sending || following || Object.keys(found).length > 0 || !current.subject) return found;
    const subject = current.subject;
    const outcome = await submission.submit(current, { ...buildContactRequest({ ...current, subject }), files_key: files.filesKey() });
    if (outcome?.kind === 'sent') {
      const sent = await files.sentWithRequest((sending) => setFollowing(sending ? files : null));
      setFiles(createRequestFiles());
      setValues(EMPTY_CONTACT_FORM);
      navigate(THANK_YOU_PATH, { state: { ...sentSummary({ ...current, subject }, outcome.answer.payload), files: sent } });
    }
    return found;
  };

  const { state } = submission;
  // Any success status but 201 is unexpected; an error status, or no answer, is a failed submission, told in the
  // server's words when it gave some (a 429 says how long to wait).
  const outcome: ContactFormOutcome =
    state.kind === 'failed' ? { kind: 'error', message: state.answer?.ok ? CONTACT_UNEXPECTED_STATUS : (state.answer?.message ?? CONTACT_SUBMIT_ERROR) } : null;

  return { values, errors, files, following, submitting: submission.sending || following !== null, outcome, setValue, submit, adoptTyped };
}
