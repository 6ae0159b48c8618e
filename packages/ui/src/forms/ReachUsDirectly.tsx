import { COMPANY } from '../company';
import styles from './ReachUsDirectly.module.scss';

/** Under a form's failure message: the way out that needs no form at all. */
export function ReachUsDirectly() {
  return (
    <p className={styles.reach}>
      You can also call us on <a href={COMPANY.supportPhoneHref}>{COMPANY.supportPhone}</a> or write to{' '}
      <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>.
    </p>
  );
}
