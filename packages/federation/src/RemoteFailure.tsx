import styles from './RemoteFailure.module.scss';

interface RemoteFailureProps {
  label: string;
  onRetry: () => void;
}

export function RemoteFailure({ label, onRetry }: RemoteFailureProps) {
  return (
    <section className={styles.failure} role="alert" aria-label={`${label} could not be loaded`}>
      <p className={styles.title}>Sorry, we couldn’t load {label}.</p>
      <p className={styles.text}>
        Your connection may have dropped, or this part of the site is being updated. The rest of the site still works,
        and nothing you have sent us is lost.
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
