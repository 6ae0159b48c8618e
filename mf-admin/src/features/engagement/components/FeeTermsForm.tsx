import { useId, useState, type FormEvent } from 'react';
import { feeTermsText, type CurrencyCode, type FeeTerms } from '@frc/contracts/browser';
import { useStaffSession } from '../../../session/staffSession';
import { OutcomeNotice, type Outcome } from '../../../shared/OutcomeNotice';
import styles from '../../../shared/page.module.scss';
import { engagementUrls } from '../engagementUrls';

interface FeeTermsFormProps {
  caseRef: string;
  currency: CurrencyCode;
  saved: FeeTerms | null;
  onSaved: (terms: FeeTerms) => void;
}

const asText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A typed amount as the API takes it: empty is none; `1,500` and `$1500` are 1500; anything else is sent as typed, for the API's message. */
const asNumber = (text: string): number | null | string => {
  const plain = text.trim().replace(/[,\s$€£%]/g, '');
  if (plain === '') return null;
  return /^\d*\.?\d+$/.test(plain) ? Number(plain) : text;
};

/** The case's fee terms: a fixed fee, a success fee or both, and the "no fee before recovery" promise, saved as the API checks them. */
export function FeeTermsForm({ caseRef, currency, saved, onSaved }: FeeTermsFormProps) {
  const { call } = useStaffSession();
  const id = useId();
  const [fixedFee, setFixedFee] = useState(asText(saved?.fixedFee));
  const [successFee, setSuccessFee] = useState(asText(saved?.successFeePercent));
  const [noFeeBeforeRecovery, setNoFeeBeforeRecovery] = useState(saved?.noFeeBeforeRecovery ?? true);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const answer = await call<{ feeTerms: FeeTerms }>(engagementUrls.feeTerms(caseRef), { json: { fixedFee: asNumber(fixedFee), successFeePercent: asNumber(successFee), noFeeBeforeRecovery } });
    setBusy(false);
    if (answer.ok) {
      setErrors({});
      setOutcome({ ok: true, message: 'Fee terms saved.' });
      onSaved(answer.value.feeTerms);
      return;
    }
    setErrors(answer.fieldErrors ?? {});
    setOutcome({ ok: false, message: answer.message });
    // The first field refused takes the focus, so its message is read with it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-fee-form="${id}"] [aria-invalid="true"]`)?.focus());
  }

  const field = (key: 'fixedFee' | 'successFeePercent', label: string, value: string, set: (next: string) => void, hint: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        value={value}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={`${id}-${key}-hint${errors[key] ? ` ${id}-${key}-error` : ''}`}
        onChange={(event) => set(event.target.value)}
      />
      <p id={`${id}-${key}-hint`} className={styles.hint}>
        {hint}
      </p>
      {errors[key] && (
        <p id={`${id}-${key}-error`} className={styles.fieldError}>
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={busy} aria-labelledby={`${id}-title`} data-fee-form={id}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        Fee terms
      </h3>
      {saved ? <p className={styles.meta}>The letter will state: “{feeTermsText(saved, currency)}”</p> : <p className={styles.meta}>No fee terms yet: a letter needs them.</p>}
      {field('fixedFee', `Fixed fee (${currency})`, fixedFee, setFixedFee, 'Leave empty for none.')}
      {field('successFeePercent', 'Success fee (% of what is recovered)', successFee, setSuccessFee, 'Leave empty for none. Give a fixed fee, a success fee or both.')}
      <div className={styles.field}>
        <label>
          <input type="checkbox" checked={noFeeBeforeRecovery} onChange={(event) => setNoFeeBeforeRecovery(event.target.checked)} /> No fee is due before the recovered money reaches the
          client
        </label>
      </div>
      <OutcomeNotice outcome={outcome} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Save the fee terms
        </button>
      </div>
    </form>
  );
}
