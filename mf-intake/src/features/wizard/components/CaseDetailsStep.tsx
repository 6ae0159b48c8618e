import { useState } from 'react';
import { FormField } from '@frc/ui/FormField';
import { WizardStepForm } from './WizardStepForm';

interface CaseDetailsStepProps {
  initial: string;
  onNext: (caseDetails: string) => void;
  onBack: () => void;
}

/** Step 3: the case in the person's own words, stored trimmed. */
export function CaseDetailsStep({ initial, onNext, onBack }: CaseDetailsStepProps) {
  const [details, setDetails] = useState(initial);
  const trimmed = details.trim();
  return (
    <WizardStepForm onSubmit={() => onNext(trimmed)} primaryLabel="Next" primaryDisabled={!trimmed} secondaryLabel="Back" onSecondary={onBack}>
      <FormField id="wizard-case-details" label="Case details" hint="Dates, platforms, names used and anything you have already tried all help us.">
        {(control) => <textarea {...control} rows={6} value={details} onChange={(event) => setDetails(event.target.value)} />}
      </FormField>
    </WizardStepForm>
  );
}
