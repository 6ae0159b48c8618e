import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { FormField } from '@frc/ui/FormField';
import { FormStatus } from '@frc/ui/FormStatus';
import { HoneypotField } from '@frc/ui/HoneypotField';
import { useWhistleblowingReport } from '../hooks/useWhistleblowingReport';
import { REPORT_FIELD_ORDER, type ReportField, type ReportValues } from '../reportForm';
import { EVIDENCE_FIELD, EvidencePicker } from './EvidencePicker';
import styles from './WhistleblowingForm.module.scss';
import { PrivacyNotice } from '@frc/ui/PrivacyNotice';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { SendButton } from '@frc/ui/SendButton';
import { useSendWhenReady } from '@frc/ui/useSendWhenReady';

type TextField = Exclude<ReportField, 'receiveUpdates'>;

interface TextFieldSpec {
  field: TextField;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

const PERSON_FIELDS: readonly TextFieldSpec[] = [
  { field: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  { field: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

const SCAM_FIELDS: readonly TextFieldSpec[] = [
  { field: 'blockchain', label: 'Blockchain', hint: 'For example ETH, BTC or Tron.' },
  { field: 'amountLost', label: 'Amount lost', required: true, hint: 'With the currency, for example 2.5 BTC or 12,000 USD.' },
  { field: 'walletAddress', label: 'Scam wallet address(es)', multiline: true, wide: true, hint: 'The addresses you sent funds to, one per line.' },
  { field: 'transactionIds', label: 'Transaction IDs', multiline: true, wide: true, hint: 'One per line. You find them in your wallet or exchange history.' },
  { field: 'scamName', label: 'Name of the scam or platform' },
  { field: 'scamUrl', label: 'Scam website address', hint: 'As you saw it, for example trade-example.com.' },
];

/** The report form of the whistleblowing page, with its outcome: a confirmation, or what went wrong and a way to send again. */
export function WhistleblowingForm() {
  const idPrefix = useId();
  const report = useWhistleblowingReport();
  const { values, errors, sending } = report;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = sending.kind === 'sending';
  const fieldId = (field: ReportField) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (sending.kind === 'sent' || sending.kind === 'failed') outcomeRef.current?.focus();
  }, [sending.kind]);

  const sendReport = async (current?: ReportValues) => {
    const firstInvalid = await report.submit(current);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendReport();
  };
  // What was typed, the files picked and a press of Submit before hydration are kept (useSendWhenReady): the files
  // are checked as if picked now, then a held press sends the report, once.
  const { scripted, formProps } = useSendWhenReady(values, (typed, pressed, form) => {
    for (const field of REPORT_FIELD_ORDER) {
      const value = typed[field];
      if (value !== undefined) report.update(field, value);
    }
    const picker = form.elements.namedItem(EVIDENCE_FIELD);
    const picked = picker instanceof HTMLInputElement ? Array.from(picker.files ?? []) : [];
    if (picker instanceof HTMLInputElement) picker.value = '';
    void (async () => {
      if (picked.length > 0) await report.addFiles(picked);
      if (pressed) await sendReport({ ...values, ...typed });
    })();
  });

  const textField = ({ field, label, required, hint, type = 'text', multiline, autoComplete, wide }: TextFieldSpec) => (
    <div key={field} className={wide ? styles.wide : undefined}>
      <FormField id={fieldId(field)} label={label} required={required} hint={hint} error={errors[field]}>
        {(control) =>
          multiline ? (
            <textarea {...control} name={field} rows={3} value={values[field]} onChange={(event) => report.update(field, event.target.value)} disabled={busy} />
          ) : (
            <input
              {...control}
              name={field}
              type={type}
              required={required}
              autoComplete={autoComplete ?? 'off'}
              value={values[field]}
              onChange={(event) => report.update(field, event.target.value as ReportValues[typeof field])}
              disabled={busy}
            />
          )
        }
      </FormField>
    </div>
  );

  if (sending.kind === 'sent') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        <FormStatus tone="success" title="Thank you. Your report has reached our team.">
          {sending.reference !== null && <p>Your reference: #{sending.reference}. Please quote it if you write to us about this report.</p>}
          <p>
            We read every report and use it to trace the wallets and warn others.
            {sending.updatesTo ? ` We will send updates to ${sending.updatesTo}.` : ''}
          </p>
        </FormStatus>
        <button type="button" className="button" onClick={report.startAnother}>
          Send another report
        </button>
      </div>
    );
  }

  return (
    <form {...formProps} className={styles.form} onSubmit={send} noValidate aria-describedby={`${idPrefix}-required`}>
      <p id={`${idPrefix}-required`} className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset className={styles.group}>
        <legend>About you</legend>
        <div className={styles.grid}>{PERSON_FIELDS.map(textField)}</div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>About the scam</legend>
        <div className={styles.grid}>{SCAM_FIELDS.map(textField)}</div>
      </fieldset>

      <EvidencePicker
        id={`${idPrefix}-evidence`}
        files={report.files}
        problems={report.fileProblems}
        onAdd={(picked) => void report.addFiles(picked)}
        onRemove={report.removeFile}
        disabled={busy}
      />

      <label className={styles.checkbox}>
        <input
          id={fieldId('receiveUpdates')}
          type="checkbox"
          name="receiveUpdates"
          checked={values.receiveUpdates}
          onChange={(event) => report.update('receiveUpdates', event.target.checked)}
          disabled={busy}
        />
        Send me updates about this report by e-mail
      </label>

      <HoneypotField value={report.honeypot} onChange={report.setHoneypot} />

      {sending.kind === 'failed' && (
        <div ref={outcomeRef} tabIndex={-1}>
          <FormStatus tone="error" title="Your report was not sent.">
            <p>{sending.reason}</p>
            <p>Everything you entered is still here. Please try again; if it keeps failing, write to us and we will take the report by e-mail.</p>
            <ReachUsDirectly />
          </FormStatus>
        </div>
      )}

      <div className={styles.actions}>
        <SendButton className={`button ${styles.submit}`} disabled={busy || !scripted} aria-busy={busy}>
          <Send aria-hidden="true" size={18} />
          {busy ? 'Sending…' : sending.kind === 'failed' ? 'Try again' : 'Submit report'}
        </SendButton>
      </div>
      <PrivacyNotice />
    </form>
  );
}
