import { useId, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import styles from './Notice.module.scss';

export interface NoticeProps {
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

/** A notice the reader must not miss (how to tell us from imposters, what to do first). */
export function Notice({ title, children, headingLevel = 2 }: NoticeProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <aside className={styles.notice} aria-labelledby={headingId}>
      <TriangleAlert aria-hidden="true" size={28} className={styles.icon} />
      <div>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.body}>{children}</div>
      </div>
    </aside>
  );
}
