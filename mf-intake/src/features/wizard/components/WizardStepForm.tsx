import type { FormEvent, ReactNode } from 'react';
import styles from './WizardStepForm.module.scss';

interface WizardStepFormProps {
  children: ReactNode;
  /** Shown under the buttons: the last step's privacy notice. */
  footer?: ReactNode;
  onSubmit: () => void;
  primaryLabel: string;
  primaryDisabled?: boolean;
  secondaryLabel: string;
  onSecondary: () => void;
  secondaryDisabled?: boolean;
}

/** One wizard step: its fields, then the step's two buttons (Cancel or Back, and Next or Submit). */
export function WizardStepForm({ children, footer, onSubmit, primaryLabel, primaryDisabled, secondaryLabel, onSecondary, secondaryDisabled }: WizardStepFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!primaryDisabled) onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.secondary}`} onClick={onSecondary} disabled={secondaryDisabled}>
          {secondaryLabel}
        </button>
        <button type="submit" className={`button ${styles.primary}`} disabled={primaryDisabled}>
          {primaryLabel}
        </button>
      </div>
      {footer}
    </form>
  );
}
