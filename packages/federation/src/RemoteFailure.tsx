import styles from './RemoteFailure.module.scss';

interface RemoteFailureProps {
  label: string;
  onRetry: () => void;
  /** The part that failed is the whole page: its message is then the page's level-one heading. */
  isPage?: boolean;
}

export function RemoteFailure({ label, onRetry, isPage = false }: RemoteFailureProps) {
  const Title = isPage ? 'h1' : 'p';
  return (
    <section className={styles.failure} role="alert" aria-label={`${label} could not be loaded`}>
      <Title className={styles.title}>Sorry, we couldn’t load {label}.</Title>
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
