import styles from './UnsentConsultationNotice.module.scss';

interface UnsentConsultationNoticeProps {
  sending: boolean;
  onSendAgain: () => void;
  onEdit: () => void;
}

/** Says plainly that the consultation request did not reach us, and offers to send the kept answers again. */
export function UnsentConsultationNotice({ sending, onSendAgain, onEdit }: UnsentConsultationNoticeProps) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.title}>Your consultation request was not sent.</p>
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
    </div>
  );
}
