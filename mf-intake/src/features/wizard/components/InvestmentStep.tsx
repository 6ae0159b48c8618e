import { useState } from 'react';
import { FormField } from '@frc/ui/FormField';
import { AmountWithCurrency, CurrencySelect } from '../../../shared/components/CurrencySelect';
import { isValidInvestmentAmount, keptWizardAmount } from '../../../shared/domain/amountInput';
import type { CurrencyCode } from '../../../shared/domain/intakeCodes';
import { AMOUNT_HINT } from '../wizardRules';
import { WizardStepForm } from './WizardStepForm';

interface InvestmentStepProps {
  initial: string;
  initialCurrency: CurrencyCode;
  onNext: (investment: string, currency: CurrencyCode) => void;
  onCancel: () => void;
}

/** Step 1: a single amount or a range, and its currency; characters that would not fit are ignored, typed or pasted. */
export function InvestmentStep({ initial, initialCurrency, onNext, onCancel }: InvestmentStepProps) {
  const [amount, setAmount] = useState(initial);
  const [currency, setCurrency] = useState(initialCurrency);
  const valid = isValidInvestmentAmount(amount);
  return (
    <WizardStepForm onSubmit={() => onNext(amount, currency)} primaryLabel="Next" primaryDisabled={!valid} secondaryLabel="Cancel" onSecondary={onCancel}>
      <AmountWithCurrency>
        <FormField id="wizard-investment" label={`Amount invested (${currency})`} hint={AMOUNT_HINT}>
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
        <CurrencySelect id="wizard-currency" chosen={currency} onChoose={setCurrency} />
      </AmountWithCurrency>
    </WizardStepForm>
  );
}
