import { CASE_EDIT_CONFLICT } from '@frc/contracts/browser';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import styles from '../../../shared/page.module.scss';

/** Someone else saved the case first: nothing was overwritten, and Reload shows their change. */
export function CaseEditConflict({ message, onReload }: { message: string | null; onReload: () => void }) {
  return (
    <ErrorNotice
      message={message ?? CASE_EDIT_CONFLICT}
      action={
        <button type="button" className={styles.small} onClick={onReload}>
          Reload the case
        </button>
      }
    />
  );
}
