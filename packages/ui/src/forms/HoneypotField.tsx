import { HONEYPOT_FIELD } from '@frc/contracts/browser';
import styles from './HoneypotField.module.scss';

/** A field people never see or reach; bots fill it in, and the API then quietly stores nothing. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
