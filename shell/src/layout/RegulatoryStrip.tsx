import { REGULATORY_STATEMENTS } from './regulatoryStatements';
import styles from './RegulatoryStrip.module.scss';

export function RegulatoryStrip() {
  return (
    <section className={styles.strip} aria-label="Regulatory statements">
      <ul className={styles.list}>
        {REGULATORY_STATEMENTS.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
    </section>
  );
}
