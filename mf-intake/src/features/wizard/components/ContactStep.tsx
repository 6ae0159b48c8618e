import { useState } from 'react';
import { FormField } from '@frc/ui/FormField';
import { PhoneField } from '../../../shared/components/PhoneField';
import { WIZARD_COUNTRIES } from '../../../shared/domain/countries';
import { UNEXPECTED_ERROR, validateContactAnswers, type ContactAnswers, type ContactErrors } from '../wizardRules';
import { WizardStepForm } from './WizardStepForm';
import styles from './ContactStep.module.scss';
import { PrivacyNotice } from '@frc/ui/PrivacyNotice';
import { RequestFilesField } from '../../../shared/request-files/RequestFilesField';
import type { RequestFiles } from '../../../shared/request-files/requestFileUploads';

interface ContactStepProps {
  initial: ContactAnswers;
  /** Screenshots and statements sent with the request. */
  files: RequestFiles;
  submitting: boolean;
  onSubmit: (contact: ContactAnswers) => void;
  onBack: () => void;
}

type TextField = keyof ContactErrors;

const NAME_FIELDS: readonly { field: TextField; label: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

/** Step 4: who we reply to, and the files that go with the request. Errors show after Submit and clear as the field is edited. */
export function ContactStep({ initial, files, submitting, onSubmit, onBack }: ContactStepProps) {
  const [contact, setContact] = useState(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [unexpected, setUnexpected] = useState(false);
  const fieldId = (field: TextField) => `wizard-${field}`;

  const edit = <K extends keyof ContactAnswers>(field: K, value: ContactAnswers[K]) => {
    setContact((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    try {
      setUnexpected(false);
      const found = validateContactAnswers(contact);
      setErrors(found);
      const firstInvalid = (['firstName', 'lastName', 'phone', 'email'] as const).find((field) => found[field]);
      if (firstInvalid) {
        document.getElementById(fieldId(firstInvalid))?.focus();
        return;
      }
      onSubmit(contact);
    } catch (error) {
      console.error(error);
      setUnexpected(true);
    }
  };

  return (
    <WizardStepForm
      onSubmit={submit}
      primaryLabel={submitting ? 'Submitting...' : 'Submit'}
      primaryDisabled={submitting}
      secondaryLabel="Back"
      onSecondary={onBack}
      secondaryDisabled={submitting}
      footer={<PrivacyNotice />}
    >
      {unexpected && (
        <p role="alert" className={styles.unexpected}>
          {UNEXPECTED_ERROR}
        </p>
      )}
      {NAME_FIELDS.map(({ field, label, autoComplete }) => (
        <FormField key={field} id={fieldId(field)} label={label} error={errors[field]} required>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete={autoComplete}
              required
              value={contact[field]}
              onChange={(event) => edit(field, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <PhoneField
        id={fieldId('phone')}
        countries={WIZARD_COUNTRIES}
        countryCode={contact.country}
        onCountryChange={(country) => edit('country', country)}
        value={contact.phone}
        onChange={(phone) => edit('phone', phone)}
        error={errors.phone}
        required
      />
      <FormField id={fieldId('email')} label="Email" error={errors.email} required>
        {(control) => (
          <input {...control} type="email" autoComplete="email" required value={contact.email} onChange={(event) => edit('email', event.target.value)} />
        )}
      </FormField>
      <RequestFilesField files={files} />
    </WizardStepForm>
  );
}
