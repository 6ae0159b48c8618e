import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethodCode } from '../../../shared/domain/intakeCodes';
import { WizardStepForm } from './WizardStepForm';
import styles from './PaymentMethodStep.module.scss';

interface PaymentMethodStepProps {
  initial: PaymentMethodCode | '';
  onNext: (method: PaymentMethodCode) => void;
  onBack: () => void;
}

/** Step 2: one of the six payment methods. */
export function PaymentMethodStep({ initial, onNext, onBack }: PaymentMethodStepProps) {
  const [method, setMethod] = useState<PaymentMethodCode | ''>(initial);
  return (
    <WizardStepForm
      onSubmit={() => {
        if (method) onNext(method);
      }}
      primaryLabel="Next"
      primaryDisabled={!method}
      secondaryLabel="Back"
      onSecondary={onBack}
    >
      <fieldset className={styles.group}>
        <legend className="visually-hidden">Payment method</legend>
        {PAYMENT_METHODS.map((option) => (
          <label key={option.code} className={styles.option}>
            <input
              type="radio"
              name="wizard-payment-method"
              value={option.code}
              checked={method === option.code}
              onChange={() => setMethod(option.code)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </WizardStepForm>
  );
}
