import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import styles from './GuaranteeBlock.module.scss';

export interface GuaranteeBlockProps {
  /** The forex and stock pages also refund a client who has doubts about the report. */
  includesDoubts?: boolean;
  headingLevel?: 2 | 3;
}

/** The money-back guarantee: a refund on request within 14 business days, with the terms one click away. */
export function GuaranteeBlock({ includesDoubts = false, headingLevel = 2 }: GuaranteeBlockProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <aside className={styles.guarantee} aria-labelledby={headingId}>
      <ShieldCheck aria-hidden="true" size={48} strokeWidth={1.5} className={styles.icon} />
      <div>
        <Heading id={headingId} className={styles.title}>
          Money-back guarantee
        </Heading>
        <p className={styles.text}>
          If we do not deliver your report within the timeframe we agreed
          {includesDoubts ? ', or if you have doubts about it,' : ''} you can ask for a full refund within 14 business
          days. No argument, no small print beyond what our terms say.
        </p>
        <Link to="/terms-of-service" className={`button ${styles.link}`}>
          Read the terms
        </Link>
      </div>
    </aside>
  );
}
