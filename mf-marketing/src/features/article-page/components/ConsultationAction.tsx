import { Link } from 'react-router-dom';
import { ConsultationLauncher } from '../../../shared/intake/ConsultationLauncher';
import type { ConsultationAction as Action } from '../articlePage';
import styles from './ConsultationAction.module.scss';

/** 'Request a Consultation': intake's scam-type select and wizard on a light card, or a link to the full contact form. */
export function ConsultationAction({ action }: { action: Action }) {
  if (action.kind === 'wizard') {
    return (
      <div className={styles.launcherCard}>
        <ConsultationLauncher defaultScamType={action.defaultScamType} />
      </div>
    );
  }
  return (
    <Link to="/contact-us" className={`button ${styles.contact}`}>
      Request a Consultation
    </Link>
  );
}
