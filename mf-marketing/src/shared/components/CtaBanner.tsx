import type { ReactNode } from 'react';
import styles from './CtaBanner.module.scss';

export interface CtaBannerProps {
  title: string;
  text?: string;
  /** The action: a consultation launcher, or a link to /contact-us. */
  children: ReactNode;
  headingLevel?: 2 | 3;
}

/** A band that asks the reader to take the next step. */
export function CtaBanner({ title, text, children, headingLevel = 2 }: CtaBannerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.banner}>
      <div className={styles.copy}>
        <Heading className={styles.title}>{title}</Heading>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      <div className={styles.action}>{children}</div>
    </div>
  );
}
