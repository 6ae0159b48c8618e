import styles from './page.module.scss';

/** Says which of the address's parameters the list does not have, and that it shows its default for them. */
export function UnknownParamsNote({ unknown }: { unknown: readonly string[] }) {
  if (unknown.length === 0) return null;
  return (
    <p role="status" className={styles.warning}>
      This list has nothing called {unknown.join(', ')}, so it shows the default instead.
    </p>
  );
}
