import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import styles from './UnsentConsultationNotice.module.scss';

interface UnsentConsultationNoticeProps {
  /** The server's own words for the refusal (a 429's wait, say), when it gave some. */
  reason: string | null;
  sending: boolean;
  onSendAgain: () => void;
  onEdit: () => void;
}

/** Says plainly that the consultation request did not reach us, and offers to send the kept answers again. */
export function UnsentConsultationNotice({ reason, sending, onSendAgain, onEdit }: UnsentConsultationNoticeProps) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>Your consultation request was not sent.</p>
      {reason && <p className={styles.text}>{reason}</p>}
      <p className={styles.text}>
        We could not reach our team just now. Your answers are kept on this device, so nothing is lost: send them again,
        or look them over first.
      </p>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.primary}`} onClick={onSendAgain} disabled={sending}>
          {sending ? 'Submitting...' : 'Send again'}
        </button>
        <button type="button" className={`button ${styles.secondary}`} onClick={onEdit} disabled={sending}>
          Review my answers
        </button>
      </div>
      <ReachUsDirectly />
    </div>
  );
}
