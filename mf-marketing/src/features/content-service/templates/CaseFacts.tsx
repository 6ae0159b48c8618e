import type { CaseStudy } from './caseStudy';
import styles from './CaseStudy.module.scss';

/** The two numbers of a case: how much came back, and how long it took. */
export function CaseFacts({ study }: { study: CaseStudy }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Recovered</dt>
        <dd>{study.amount}</dd>
      </div>
      <div>
        <dt>Timeframe</dt>
        <dd>{study.timeframe}</dd>
      </div>
    </dl>
  );
}
