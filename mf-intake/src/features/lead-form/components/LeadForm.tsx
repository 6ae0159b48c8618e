import { useId, type FormEvent } from 'react';
import { FormField } from '@frc/ui/FormField';
import { AmountWithCurrency, CurrencySelect } from '../../../shared/components/CurrencySelect';
import { PhoneField } from '../../../shared/components/PhoneField';
import { LEAD_FORM_COUNTRIES } from '../../../shared/domain/countries';
import { LEAD_FORM_DRAFT, useLeadForm } from '../hooks/useLeadForm';
import { LEAD_FORM_FIELDS, validateLeadForm, type LeadFormField, type LeadFormValues } from '../leadFormRules';
import styles from './LeadForm.module.scss';
import { PrivacyNotice } from '@frc/ui/PrivacyNotice';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { LEAD_FORM_FILES_NOTE } from '@frc/contracts/browser';
import { SendButton } from '@frc/ui/SendButton';
import { useSendWhenReady } from '@frc/ui/useSendWhenReady';
import { siteText } from '@frc/ui/siteTexts';
import type { FormsText } from '@frc/contracts/browser';

type LeadFormWords = Pick<FormsText, 'leadFormEyebrow' | 'leadFormHeading' | 'leadFormIntroduction'>;

/**
 * The short consultation form, in the page's `#contact-form` section. Its words are the `forms` site text's, given
 * by the page that places it (an island hydrates with the words it was rendered with).
 */
export default function LeadForm({ words = siteText('forms') }: { words?: LeadFormWords }) {
  const idPrefix = `lead-${useId()}`;
  const fieldId = (field: LeadFormField) => `${idPrefix}-${field}`;
  const headingId = `${idPrefix}-heading`;
  const { values, errors, invalidFields, status, setValue, touch, submit, adoptTyped } = useLeadForm();
  const submitting = status.kind === 'submitting';

  const send = (current: LeadFormValues, firstInvalid: LeadFormField | undefined) => {
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    void submit(current);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(values, invalidFields[0]);
  };

  // The fields take input from the first paint, and a press before hydration is held (useSendWhenReady): once
  // hydrated, what was typed becomes the state, and a press held meanwhile is sent, once, with it.
  const { scripted, formProps } = useSendWhenReady(values, (typedInPage, pressed) => {
    adoptTyped(typedInPage);
    if (!pressed) return;
    const current = { ...values, ...typedInPage };
    send(current, LEAD_FORM_FIELDS.find((field) => validateLeadForm(current)[field]));
  });

  const textField = (field: LeadFormField, label: string, type: 'text' | 'email', autoComplete: string) => (
    <FormField id={fieldId(field)} label={label} error={errors[field]} required>
      {(control) => (
        <input
          {...control}
          type={type}
          name={field}
          autoComplete={autoComplete}
          required
          value={values[field]}
          onChange={(event) => setValue(field, event.target.value)}
          onBlur={() => touch(field)}
        />
      )}
    </FormField>
  );

  return (
    <section id="contact-form" className={styles.section} aria-labelledby={headingId} tabIndex={-1}>
      <p className={styles.eyebrow}>{words.leadFormEyebrow}</p>
      <h2 id={headingId} className={styles.heading}>
        {words.leadFormHeading}
      </h2>
      <p className={styles.intro}>{words.leadFormIntroduction}</p>
      <form {...formProps} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <div className={styles.pair}>
          {textField('firstName', 'First name', 'text', 'given-name')}
          {textField('lastName', 'Last name', 'text', 'family-name')}
        </div>
        <PhoneField
          id={fieldId('phone')}
          countries={LEAD_FORM_COUNTRIES}
          countryCode={values.countryCode}
          onCountryChange={(code) => setValue('countryCode', code)}
          value={values.phone}
          onChange={(phone) => setValue('phone', phone)}
          onBlur={() => touch('phone')}
          error={errors.phone}
          required
        />
        {textField('email', 'Email', 'email', 'email')}
        <AmountWithCurrency>
          <FormField id={fieldId('investment')} label="How much did you invest?" error={errors.investment} required>
            {(control) => (
              <input
                {...control}
                type="text"
                name="investment"
                // A full keyboard, as the other amount fields: the decimal pads of phones have no hyphen, and a visitor
                // may answer "1000-5000" or "about 2000" (the spec's investment is text: docs/phone-visitors.md).
                inputMode="text"
                required
                value={values.investment}
                onChange={(event) => setValue('investment', event.target.value)}
                onBlur={() => touch('investment')}
              />
            )}
          </FormField>
          <CurrencySelect id={`${idPrefix}-currency`} chosen={values.currency} onChoose={(code) => setValue('currency', code)} />
        </AmountWithCurrency>
        <FormField id={fieldId('message')} label="What happened?" error={errors.message} required>
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={4}
              required
              value={values.message}
              onChange={(event) => setValue('message', event.target.value)}
              onBlur={() => touch('message')}
            />
          )}
        </FormField>
        <p className={styles.filesNote}>{LEAD_FORM_FILES_NOTE}</p>
        {status.kind === 'sent' && (
          <p role="status" className={styles.success}>
            Thank you. Your request has reached us, and our team will reply within 24-48 hours.
          </p>
        )}
        {status.kind === 'failed' && (
          <div role="alert" className={styles.failure}>
            <p className={styles.failureMessage}>
              {status.restored ? 'Your last request has not reached us yet.' : status.message}
            </p>
            <p>Your request was not sent. Your answers are kept here, so nothing is lost.</p>
            <ReachUsDirectly />
            <button type="submit" className={`button ${styles.retry}`}>
              Send again
            </button>
          </div>
        )}
        <SendButton className={`button ${styles.submit}`} disabled={submitting || !scripted}>
          {submitting ? 'Submitting...' : 'Request a Consultation'}
        </SendButton>
        <PrivacyNotice />
      </form>
    </section>
  );
}

/** A form kept unsent shows it again at once (its island hydrates without waiting for a touch). */
LeadForm.whenStored = `session:${LEAD_FORM_DRAFT}`;
