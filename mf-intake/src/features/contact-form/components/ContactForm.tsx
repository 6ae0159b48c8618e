import { useId, type FormEvent } from 'react';
import { FormField } from '@frc/ui/FormField';
import { AmountWithCurrency, CurrencySelect } from '../../../shared/components/CurrencySelect';
import ScamTypeSelect from '../../../shared/components/ScamTypeSelect';
import { CONTACT_SUBJECTS } from '../../../shared/domain/intakeCodes';
import { CONTACT_FIELD_FILTERS, type ContactFormValues } from '../contactFormRules';
import { useContactForm } from '../hooks/useContactForm';
import { FilesStillSending } from '../../../shared/request-files/FilesStillSending';
import { RequestFilesField } from '../../../shared/request-files/RequestFilesField';
import styles from './ContactForm.module.scss';
import { PrivacyNotice } from '@frc/ui/PrivacyNotice';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { SendButton } from '@frc/ui/SendButton';
import { useSendWhenReady } from '@frc/ui/useSendWhenReady';
import { siteText } from '@frc/ui/siteTexts';

type TextFieldName = 'fname' | 'lname' | 'phone' | 'email';

const TEXT_FIELDS: readonly { name: TextFieldName; label: string; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'fname', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lname', label: 'Last name', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: false },
];

function isSubject(value: string): value is ContactFormValues['subject'] {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/**
 * The full contact form of /contact-us. `headingId` names the form after the page heading above it; `amountHint` is
 * the `forms` site text's, given by the page (an island hydrates with the words it was rendered with).
 */
export function ContactForm({ headingId, amountHint = siteText('forms').contactFormAmountHint }: { headingId: string; amountHint?: string }) {
  const idPrefix = `contact-${useId()}`;
  const fieldId = (name: keyof ContactFormValues) => `${idPrefix}-${name}`;
  const { values, errors, files, following, submitting, outcome, setValue, submit, adoptTyped } = useContactForm();

  const send = async (current: ContactFormValues) => {
    const found = await submit(current);
    const firstInvalid = (['subject', 'fname', 'lname'] as const).find((name) => found[name]) ?? (found.contact ? 'phone' : undefined);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(values);
  };
  // Input and a press before hydration are kept (useSendWhenReady): once hydrated, what was typed becomes the
  // answers, each through its field's filter, and a press held meanwhile sends them, once.
  const { scripted, formProps } = useSendWhenReady(
    values,
    (typedInPage, pressed) => {
      const typed = typedInPage.subject !== undefined && !isSubject(typedInPage.subject) ? { ...typedInPage, subject: values.subject } : typedInPage;
      adoptTyped(typed);
      if (pressed) void send({ ...values, ...typed });
    },
    CONTACT_FIELD_FILTERS,
  );
  // Phone and e-mail share one message: either of them answers it.
  const contactErrorId = `${idPrefix}-contact-error`;
  const contactControl = (name: TextFieldName, describedBy: string | undefined) =>
    (name === 'phone' || name === 'email') && errors.contact
      ? { 'aria-invalid': true, 'aria-describedby': [describedBy, contactErrorId].filter(Boolean).join(' ') }
      : {};

  return (
    <form {...formProps} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <FormField id={fieldId('subject')} label="Subject" error={errors.subject} required>
        {(control) => (
          <select
            {...control}
            name="subject"
            required
            value={values.subject}
            onChange={(event) => {
              if (isSubject(event.target.value)) setValue('subject', event.target.value);
            }}
          >
            <option value="" disabled>
              Choose a subject
            </option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.grid}>
        {TEXT_FIELDS.map((field) => (
          <FormField key={field.name} id={fieldId(field.name)} label={field.label} error={errors[field.name as keyof typeof errors]} required={field.required}>
            {(control) => (
              <input
                {...control}
                {...contactControl(field.name, control['aria-describedby'])}
                type={field.type}
                name={field.name}
                autoComplete={field.autoComplete}
                required={field.required}
                value={values[field.name]}
                onChange={(event) => setValue(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}
        {errors.contact && (
          <p id={contactErrorId} className={styles.contactError}>
            {errors.contact}
          </p>
        )}
        <ScamTypeSelect id={fieldId('scam_type')} value={values.scam_type} onChange={(code) => setValue('scam_type', code)} />
        <AmountWithCurrency>
          <FormField id={fieldId('scam_amount')} label="Amount lost" hint={amountHint}>
            {(control) => (
              <input
                {...control}
                type="text"
                name="scam_amount"
                inputMode="text"
                value={values.scam_amount}
                onChange={(event) => setValue('scam_amount', event.target.value)}
              />
            )}
          </FormField>
          <CurrencySelect id={fieldId('currency')} chosen={values.currency} onChoose={(code) => setValue('currency', code)} />
        </AmountWithCurrency>
      </div>
      <FormField id={fieldId('scam_description')} label="What happened?">
        {(control) => (
          <textarea
            {...control}
            name="scam_description"
            rows={5}
            value={values.scam_description}
            onChange={(event) => setValue('scam_description', event.target.value)}
          />
        )}
      </FormField>
      {/* Once the request is stored, its files still on their way, in place of the picker. */}
      {following ? <FilesStillSending files={following} /> : <RequestFilesField files={files} />}
      {outcome && (
        <div role="alert" className={styles.error}>
          <p className={styles.outcomeMessage}>{outcome.message}</p>
          <ReachUsDirectly />
        </div>
      )}
      <SendButton className={`button ${styles.submit}`} disabled={submitting || !scripted}>
        {submitting ? 'Submitting...' : 'Send my request'}
      </SendButton>
      <PrivacyNotice />
    </form>
  );
}
