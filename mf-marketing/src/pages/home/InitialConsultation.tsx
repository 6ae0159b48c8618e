import { CircleCheck } from 'lucide-react';
import type { HomeContent } from './homeContent';
import styles from './InitialConsultation.module.scss';

/** What the free first conversation gives you, with the way back up to the form. */
export function InitialConsultation({ consultation }: { consultation: HomeContent['initialConsultation'] }) {
  return (
    <section className={styles.block} aria-labelledby="initial-consultation-heading">
      <h2 id="initial-consultation-heading" className={styles.heading}>
        {consultation.title}
      </h2>
      <p className={styles.text}>{consultation.text}</p>
      <ul className={styles.points}>
        {consultation.points.map((point) => (
          <li key={point}>
            <CircleCheck aria-hidden="true" size={20} className={styles.check} />
            {point}
          </li>
        ))}
      </ul>
      <a href="#contact-form" className={`button ${styles.action}`}>
        {consultation.action}
      </a>
    </section>
  );
}
