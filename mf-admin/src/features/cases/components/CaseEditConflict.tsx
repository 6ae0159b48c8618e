import { Fragment } from 'react';
import styles from '../../../shared/page.module.scss';

export interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
}

interface CaseEditConflictProps {
  /** The fields the other member saved differently from what this member typed; empty when their change was elsewhere. */
  fields: readonly ConflictField[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Someone else saved the case first: nothing was overwritten, what the member typed stays in the form, and their
 * change is shown beside it until the member keeps theirs or takes the other one.
 */
export function CaseEditConflict({ fields, onKeepMine, onTakeTheirs }: CaseEditConflictProps) {
  return (
    <div className={styles.warning} role="alert">
      <p>Someone else changed this case. Nothing of yours was saved yet, and nothing is lost: what you typed is still in the form.</p>
      {fields.length > 0 ? (
        <>
          <dl className={styles.facts}>
            {fields.map((field) => (
              <Fragment key={field.label}>
                <dt>{field.label}</dt>
                <dd>
                  Theirs: {field.theirs || 'none'} · yours: {field.mine || 'none'}
                </dd>
              </Fragment>
            ))}
          </dl>
          <div className={styles.actions}>
            <button type="button" className={styles.small} onClick={onKeepMine}>
              Keep mine
            </button>
            <button type="button" className={styles.small} onClick={onTakeTheirs}>
              Use theirs
            </button>
          </div>
        </>
      ) : (
        <p>Their change was elsewhere on the case: save again to apply yours.</p>
      )}
    </div>
  );
}
