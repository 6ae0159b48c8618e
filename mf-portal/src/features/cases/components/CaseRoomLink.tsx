import { Link } from 'react-router-dom';
import { clientCasePath } from '@frc/contracts/browser';
import { unreadText, type CaseView } from '../caseView';

/**
 * The one tap from a request in a case to the case's page (messages, documents, report), named by the case's
 * reference, and with what is unread there in words.
 */
export function CaseRoomLink({ view, className }: { view: CaseView & { caseReference: string }; className?: string }) {
  return (
    <Link
      className={className}
      to={clientCasePath(view.caseReference)}
      aria-label={unreadText(view) ? `Open case ${view.caseReference}, ${unreadText(view)}` : undefined}
    >
      Open case {view.caseReference}
    </Link>
  );
}

/** A request that belongs to a case: the view with its case's reference. */
export function inACase(view: CaseView): view is CaseView & { caseReference: string } {
  return view.caseReference !== null;
}
