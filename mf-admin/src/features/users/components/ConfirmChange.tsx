import { useEffect, useId, useRef } from 'react';
import styles from '../../../shared/page.module.scss';

export interface PendingChange {
  /** The question, naming the member: "Make Casey Manager an Admin?" */
  question: string;
  /** What follows from it, in a sentence. */
  consequence: string;
  /** The confirming button's words: "Yes, make them Admin". */
  confirm: string;
}

interface ConfirmChangeProps {
  change: PendingChange;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A risky change to a member asks first, naming them; the question takes focus so it is read out. */
export function ConfirmChange({ change, busy, onConfirm, onCancel }: ConfirmChangeProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [change]);

  return (
    <section className={styles.warning} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {change.question}
      </h3>
      <p>{change.consequence}</p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {change.confirm}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
