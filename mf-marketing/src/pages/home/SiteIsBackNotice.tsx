import { RefreshCcw } from 'lucide-react';
import { SITE_IS_BACK } from './homeContent';
import styles from './SiteIsBackNotice.module.scss';

export function SiteIsBackNotice() {
  return (
    <section className={styles.notice} aria-labelledby="site-is-back-heading">
      <RefreshCcw aria-hidden="true" size={28} className={styles.icon} />
      <div>
        <h2 id="site-is-back-heading" className={styles.heading}>
          {SITE_IS_BACK.title}
        </h2>
        <p className={styles.text}>{SITE_IS_BACK.text}</p>
      </div>
    </section>
  );
}
