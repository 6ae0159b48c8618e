import { CircleCheck } from 'lucide-react';
import { INITIAL_CONSULTATION } from './homeContent';
import styles from './InitialConsultation.module.scss';

/** What the free first conversation gives you, with the way back up to the form. */
export function InitialConsultation() {
  return (
    <section className={styles.block} aria-labelledby="initial-consultation-heading">
      <h2 id="initial-consultation-heading" className={styles.heading}>
        {INITIAL_CONSULTATION.title}
      </h2>
      <p className={styles.text}>{INITIAL_CONSULTATION.text}</p>
      <ul className={styles.points}>
        {INITIAL_CONSULTATION.points.map((point) => (
          <li key={point}>
            <CircleCheck aria-hidden="true" size={20} className={styles.check} />
            {point}
          </li>
        ))}
      </ul>
      <a href="#contact-form" className={`button ${styles.action}`}>
        {INITIAL_CONSULTATION.action}
      </a>
    </section>
  );
}
