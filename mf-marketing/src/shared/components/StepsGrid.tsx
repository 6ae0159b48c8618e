import type { LucideIcon } from 'lucide-react';
import styles from './StepsGrid.module.scss';

export interface Step {
  title: string;
  text: string;
  Icon?: LucideIcon;
}

/** Numbered steps of a process, in a grid that wraps from one column on phones to three on wide screens. */
export function StepsGrid({ steps, headingLevel = 3 }: { steps: readonly Step[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.steps}>
      {steps.map(({ title, text, Icon }, index) => (
        <li key={title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {Icon ? <Icon size={22} strokeWidth={1.75} /> : index + 1}
          </span>
          <Heading className={styles.title}>
            <span className="visually-hidden">Step {index + 1}: </span>
            {title}
          </Heading>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ol>
  );
}
