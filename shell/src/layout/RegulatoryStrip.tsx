import { siteText } from '@frc/ui/siteTexts';
import styles from './RegulatoryStrip.module.scss';

/** The legal statements shown above the footer on every public page (the `regulatory-strip` site text). */
export function RegulatoryStrip() {
  return (
    <section className={styles.strip} aria-label="Regulatory statements">
      <ul className={styles.list}>
        {siteText('regulatory-strip').statements.map((statement, index) => (
          <li key={index}>{statement}</li>
        ))}
      </ul>
    </section>
  );
}
