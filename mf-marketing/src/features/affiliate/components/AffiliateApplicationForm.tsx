import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AFFILIATE_PROFESSIONS } from '@frc/contracts/browser';
import { FormField } from '@frc/ui/FormField';
import { HoneypotField } from '@frc/ui/HoneypotField';
import { AFFILIATE_FIELDS, AFFILIATE_MAX_LENGTH, validateAffiliateForm, type AffiliateField, type AffiliateFormValues } from '../affiliateRules';
import { useAffiliateApplication } from '../hooks/useAffiliateApplication';
import styles from './AffiliateApplicationForm.module.scss';
import { PrivacyNotice } from '@frc/ui/PrivacyNotice';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { SendButton } from '@frc/ui/SendButton';
import { useSendWhenReady } from '@frc/ui/useSendWhenReady';

type TextField = 'firstName' | 'lastName' | 'email' | 'website';

/** The affiliate application: sent to the API, with a clear answer either way and nothing lost on failure. */
export function AffiliateApplicationForm() {
  const idPrefix = `affiliate-${useId()}`;
  const fieldId = (field: AffiliateField) => `${idPrefix}-${field}`;
  const [honeypot, setHoneypot] = useState('');
  const statusRef = useRef<HTMLDivElement>(null);
  const { values, errors, status, setValue, touch, submit, adoptTyped } = useAffiliateApplication();
  const submitting = status.kind === 'submitting';

  const send = async (current: AffiliateFormValues) => {
    const problems = validateAffiliateForm(current);
    const firstInvalid = AFFILIATE_FIELDS.find((field) => problems[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      void submit(honeypot, current);
      return;
    }
    await submit(honeypot, current);
    statusRef.current?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(values);
  };
  // Answers typed, and a press made, before hydration are kept (useSendWhenReady): sent once hydrated.
  const { scripted, formProps } = useSendWhenReady(values, (typedInPage, pressed) => {
    adoptTyped(typedInPage);
    if (pressed) void send({ ...values, ...typedInPage });
  });

  const textField = (field: TextField, label: string, type: 'text' | 'email' | 'url', autoComplete: string, required: boolean, hint?: string) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]} hint={hint} required={required} markOptional>
      {(control) => (
        <input
          {...control}
          type={type}
          name={field}
          autoComplete={autoComplete}
          required={required}
          maxLength={AFFILIATE_MAX_LENGTH[field]}
          value={values[field]}
          onChange={(event) => setValue(field, event.target.value)}
          onBlur={() => touch(field)}
        />
      )}
    </FormField>
  );

  return (
    <form {...formProps} className={styles.form} noValidate onSubmit={onSubmit} aria-describedby={`${idPrefix}-required-note`}>
      <p id={`${idPrefix}-required-note`} className={styles.note}>
        Fields marked with * are required.
      </p>
      <div className={styles.pair}>
        {textField('firstName', 'First name', 'text', 'given-name', true)}
        {textField('lastName', 'Last name', 'text', 'family-name', true)}
      </div>
      {textField('email', 'Email', 'email', 'email', true)}
      {textField('website', 'Website', 'url', 'url', false, 'Your site or professional profile, starting with https://')}
      <FormField id={fieldId('profession')} label="Profession" error={errors.profession} required>
        {(control) => (
          <select
            {...control}
            name="profession"
            required
            value={values.profession}
            onChange={(event) => setValue('profession', event.target.value as typeof values.profession)}
            onBlur={() => touch('profession')}
          >
            <option value="" disabled>
              Choose your profession
            </option>
            {AFFILIATE_PROFESSIONS.map((profession) => (
              <option key={profession.code} value={profession.code}>
                {profession.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={fieldId('message')}
        label="Tell us about your audience or clients"
        error={errors.message}
        hint="Who you work with, and how you would tell them about us."
        markOptional
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            maxLength={AFFILIATE_MAX_LENGTH.message}
            value={values.message}
            onChange={(event) => setValue('message', event.target.value)}
            onBlur={() => touch('message')}
          />
        )}
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className={styles.consent}>
        <input
          id={fieldId('terms')}
          type="checkbox"
          name="terms"
          required
          checked={values.terms}
          aria-invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? `${fieldId('terms')}-error` : undefined}
          onChange={(event) => {
            setValue('terms', event.target.checked);
            touch('terms');
          }}
        />
        <label htmlFor={fieldId('terms')}>
          I agree to the affiliate program rules on this page and to the <Link to="/terms-of-service">Terms of Service</Link>
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        {errors.terms && (
          <p id={`${fieldId('terms')}-error`} className={styles.error}>
            {errors.terms}
          </p>
        )}
      </div>
      <div ref={statusRef} tabIndex={-1} className={styles.statusArea}>
        {status.kind === 'sent' && (
          <p role="status" className={styles.success}>
            Thank you, {status.firstName}. Your application has reached us. We review every application within 48 hours and will reply to{' '}
            {status.email}.
          </p>
        )}
        {status.kind === 'failed' && (
          <div role="alert" className={styles.failure}>
            <p className={styles.failureMessage}>{status.message}</p>
            <p>Your application was not sent. Everything you typed is still here, so you can check it and send it again.</p>
            <ReachUsDirectly />
          </div>
        )}
      </div>
      <SendButton className={`button ${styles.submit}`} disabled={submitting || !scripted}>
        {submitting ? 'Submitting...' : status.kind === 'failed' ? 'Send again' : 'Submit application'}
      </SendButton>
      <PrivacyNotice />
    </form>
  );
}
