import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { clientAddress } from '../http/clientAddress';
import type { CodeCrypto } from '../otp/codeCrypto';

/** What the audit records; reads and downloads of a client's data are what the client's data page lists. */
export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  passkeyRegistered: 'passkey registered',
  signOut: 'sign-out',
  inboxRead: 'opened item',
  /** List reads: the filters used are the entry's target. */
  inboxListed: 'listed inbox',
  casesListed: 'listed cases',
  dashboardRead: 'read dashboard',
  evidenceDownload: 'downloaded evidence',
  triage: 'triaged item',
  caseOpened: 'opened case',
  caseAttached: 'attached item to case',
  caseRead: 'read case',
  caseUpdated: 'changed case',
  caseStatus: 'changed case status',
  caseNote: 'added internal note',
  caseMessagesRead: 'read case messages',
  caseDocumentsRead: 'listed case documents',
  caseDocumentDownload: 'downloaded case document',
  caseReportMarked: 'marked case report',
  /** The client's own download of a document of their case room. */
  clientDocumentDownload: 'client downloaded case document',
  staffInvited: 'invited staff member',
  staffChanged: 'changed staff member',
  passkeysReset: 'reset passkeys',
  staffAddedByOperator: 'staff member added from the command line',
  staffDeactivatedByOperator: 'staff member deactivated from the command line',
} as const;

/** The actions that show a client's data to a staff member: the client's data page lists them. */
export const CLIENT_DATA_ACCESS_ACTIONS: readonly string[] = [
  AUDIT_ACTIONS.inboxRead,
  AUDIT_ACTIONS.evidenceDownload,
  AUDIT_ACTIONS.caseRead,
  AUDIT_ACTIONS.triage,
  AUDIT_ACTIONS.caseMessagesRead,
  AUDIT_ACTIONS.caseDocumentsRead,
  AUDIT_ACTIONS.caseDocumentDownload,
  // Its answer shows the document (its name, who sent it).
  AUDIT_ACTIONS.caseReportMarked,
];

export interface AuditEntry {
  staffId: number | null;
  action: string;
  target?: string | null;
  clientEmail?: string | null;
}

export type Audit = (db: Database, request: FastifyRequest | null, entry: AuditEntry) => Promise<void>;

/**
 * Appends to the audit log. The client's address is kept with its keyed hash; an erasure clears the address and
 * leaves the hash, which still lets an admin find the entries of an address they are given.
 */
export function createAudit(codeCrypto: CodeCrypto, now: () => Date): Audit {
  return async (db, request, { staffId, action, target = null, clientEmail = null }) => {
    await db.insert(auditLog).values({
      at: now(),
      staffId,
      action,
      target,
      clientEmail,
      clientEmailHash: clientEmail ? codeCrypto.hashErasedAddress(clientEmail) : null,
      ip: request ? clientAddress(request) : null,
    });
  };
}
