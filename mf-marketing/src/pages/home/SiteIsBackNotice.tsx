import { RefreshCcw } from 'lucide-react';
import type { Statement } from './homeContent';
import styles from './SiteIsBackNotice.module.scss';

export function SiteIsBackNotice({ notice }: { notice: Statement }) {
  return (
    <section className={styles.notice} aria-labelledby="site-is-back-heading">
      <RefreshCcw aria-hidden="true" size={28} className={styles.icon} />
      <div>
        <h2 id="site-is-back-heading" className={styles.heading}>
          {notice.title}
        </h2>
        <p className={styles.text}>{notice.text}</p>
      </div>
    </section>
  );
}
