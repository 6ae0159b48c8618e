import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { clientCasePath } from '@frc/contracts/browser';
import { trapTabKey } from '@frc/ui/trapTabKey';
import { CASE_DETAIL_FIELDS, type CaseView } from '../caseView';
import styles from './CaseDetailsDialog.module.scss';

interface CaseDetailsDialogProps {
  caseView: CaseView;
  onClose: () => void;
}

/**
 * Every field of one case, and the way to its case page (messages, documents, report) once the team opened a case from
 * it. Focus moves in, stays in, and goes back to what opened it; Escape closes.
 */
export function CaseDetailsDialog({ caseView, onClose }: CaseDetailsDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else {
        trapTabKey(event, dialogRef.current);
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.backdrop}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          Case Details
        </h2>
        <dl className={styles.fields}>
          {caseView.notice && (
            <div className={styles.field}>
              <dt>Confirmation</dt>
              <dd>{caseView.notice}</dd>
            </div>
          )}
          {CASE_DETAIL_FIELDS.filter(({ key }) => caseView[key] !== null).map(({ key, label }) => (
            <div key={key} className={styles.field}>
              <dt>{label}</dt>
              <dd>{caseView[key]}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.footer}>
          {caseView.caseReference && (
            <Link className={styles.open} to={clientCasePath(caseView.caseReference)}>
              Open case {caseView.caseReference}: messages and documents
            </Link>
          )}
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
