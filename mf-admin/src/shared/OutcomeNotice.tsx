import { ErrorNotice } from './ErrorNotice';
import styles from './page.module.scss';

/** How an action the member took went: a success is announced politely, a failure at once. */
export type Outcome = { ok: boolean; message: string };

export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className={styles.success}>
      {outcome.message}
    </p>
  ) : (
    <ErrorNotice message={outcome.message} />
  );
}
