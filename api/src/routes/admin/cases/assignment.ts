import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../../backOffice/audit';
import { notifyMember } from '../../../backOffice/notifications';
import { parseCaseRef, setCaseManager } from '../../../backOffice/cases';
import { caseAssignedMail } from '../../../mail/messages';
import { viewerOf } from '../caseAccess';

export const ONLY_ADMINS_ASSIGN = 'Only an admin may assign a case manager.';

export const casesText = (n: number) => `${n} case${n === 1 ? '' : 's'}`;

/** The bulk actions' assignment (the inbox's and the cases'): gives a case to a member (a new version), mailing them when it is someone else's to take. */
export function caseAssignment({ db, now, mailer, publicOrigin }: AppContext, audit: Audit) {
  return async function assignCase(request: FastifyRequest, caseRef: string, assignee: { id: number; email: string } | null, clientEmail: string) {
    const viewer = viewerOf(request);
    const id = parseCaseRef(caseRef)!;
    await setCaseManager(db, id, assignee?.id ?? null, now());
    await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.caseUpdated, target: `${caseRef}: managerId`, clientEmail });
    if (assignee && assignee.id !== viewer.id) {
      mailer.send(caseAssignedMail(assignee.email, caseRef, `${publicOrigin}/admin/cases/${caseRef}`), 'case assigned');
      await notifyMember(db, assignee.id, id, 'case-assigned', now());
    }
  };
}
