import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@frc/contracts/browser';
import { postAffiliateApplication, readServerRefusal } from '../api/postAffiliateApplication';
import {
  AFFILIATE_FIELDS,
  buildAffiliateApplication,
  EMPTY_AFFILIATE_FORM,
  validateAffiliateForm,
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

/**
 * State of the affiliate application form: errors shown once a field is left (or on submit), one
 * request at a time, and a failed send keeps every answer. A retry of the same answers reuses the
 * Idempotency-Key, so an application whose answer got lost on the way is not stored twice.
 */
export function useAffiliateApplication() {
  const [values, setValues] = useState<AffiliateFormValues>(EMPTY_AFFILIATE_FORM);
  const [touched, setTouched] = useState<Touched>({});
  const [serverErrors, setServerErrors] = useState<AffiliateFormErrors>({});
  const [status, setStatus] = useState<AffiliateApplicationStatus>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const lastAttemptRef = useRef<{ body: string; key: string } | null>(null);

  const allErrors = validateAffiliateForm(values);
  const errors: AffiliateFormErrors = {};
  for (const field of AFFILIATE_FIELDS) {
    const message = (touched[field] && allErrors[field]) || serverErrors[field];
    if (message) errors[field] = message;
  }
  const invalidFields = AFFILIATE_FIELDS.filter((field) => allErrors[field]);

  const setValue = <K extends AffiliateField>(field: K, value: AffiliateFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const touch = (field: AffiliateField) => setTouched((current) => ({ ...current, [field]: true }));

  /** Sends the application; resolves true once the server has stored it. */
  const submit = async (honeypot = ''): Promise<boolean> => {
    if (sendingRef.current) return false;
    setTouched(Object.fromEntries(AFFILIATE_FIELDS.map((field) => [field, true])));
    if (invalidFields.length > 0) return false;

    const body = buildAffiliateApplication(values);
    const serialised = JSON.stringify(body);
    const key = lastAttemptRef.current?.body === serialised ? lastAttemptRef.current.key : newIdempotencyKey();
    lastAttemptRef.current = { body: serialised, key };

    sendingRef.current = true;
    setStatus({ kind: 'submitting' });
    try {
      const response = await postAffiliateApplication(body, key, honeypot);
      if (response.status !== 201) {
        const refusal = await readServerRefusal(response);
        setServerErrors(
          Object.fromEntries(AFFILIATE_FIELDS.filter((field) => refusal.fieldErrors[field]).map((field) => [field, refusal.fieldErrors[field]])),
        );
        setStatus({ kind: 'failed', message: refusal.message ?? APPLICATION_NOT_ACCEPTED });
        return false;
      }
      lastAttemptRef.current = null;
      setValues(EMPTY_AFFILIATE_FORM);
      setTouched({});
      setServerErrors({});
      setStatus({ kind: 'sent', firstName: body.firstName, email: body.email });
      return true;
    } catch {
      setStatus({ kind: 'failed', message: SERVER_UNREACHABLE });
      return false;
    } finally {
      sendingRef.current = false;
    }
  };

  return { values, errors, invalidFields, status, setValue, touch, submit };
}
