import { useState } from 'react';
import { FormField } from '@frc/ui/FormField';
import { isValidInvestmentAmount, keptWizardAmount } from '../../../shared/domain/amountInput';
import { AMOUNT_HINT } from '../wizardRules';
import { WizardStepForm } from './WizardStepForm';

interface InvestmentStepProps {
  initial: string;
  onNext: (investment: string) => void;
  onCancel: () => void;
}

/** Step 1: a single amount or a range; characters that would not fit are ignored, typed or pasted. */
export function InvestmentStep({ initial, onNext, onCancel }: InvestmentStepProps) {
  const [amount, setAmount] = useState(initial);
  const valid = isValidInvestmentAmount(amount);
  return (
    <WizardStepForm onSubmit={() => onNext(amount)} primaryLabel="Next" primaryDisabled={!valid} secondaryLabel="Cancel" onSecondary={onCancel}>
      <FormField id="wizard-investment" label="Amount invested (USD)" hint={AMOUNT_HINT}>
        {(control) => (
          <input
            {...control}
            aria-invalid={amount !== '' && !valid}
            type="text"
            // A full keyboard: the decimal pads of iOS have no hyphen, and the hint asks for ranges such as 1000-5000.
            inputMode="text"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(keptWizardAmount(event.target.value))}
          />
        )}
      </FormField>
    </WizardStepForm>
  );
}
