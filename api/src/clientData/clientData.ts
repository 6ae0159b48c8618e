import type { ClientData } from '@frc/contracts';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { caseFieldsOf, staffAccessOf } from '../backOffice/clientView';
import { caseRoomDataOf, storageKeysOfCases } from '../caseRoom/caseRoom';
import type { Database } from '../db/client';
import {
  affiliateApplications,
  auditLog,
  cases,
  clients,
  erasures,
  newsletterSubscriptions,
  serviceRequests,
  sessions,
  signInCodeFailures,
  signInCodes,
  signInCodeSends,
  signingCodeFailures,
  signingCodes,
  signingCodeSends,
  whistleblowingEvidence,
  whistleblowingReports,
} from '../db/schema';
import { retainSignedLetters } from '../engagement/engagements';
import { toListedServiceRecord } from '../leads/records';
import { storageKeysOfRequests } from '../leads/requestFiles';

const iso = (time: Date) => time.toISOString();
/** A stored row's own fields, without keys, hashes and bookkeeping, for the export. */
function ownFields<T extends Record<string, unknown>>(row: T, leaveOut: readonly string[]): Record<string, string | boolean | null> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !leaveOut.includes(key))
      .map(([key, value]) => [key, value instanceof Date ? iso(value) : (value as string | boolean | null)]),
  );
}
const BOOKKEEPING = ['id', 'createdAt', 'idempotencyKey', 'requestHash', 'search', 'triage', 'caseId', 'openedAt'];

/** Everything held about `email`, as the data page shows it and "Download my data" saves it. */
export async function clientDataOf(db: Database, email: string, sessionId: number, now: Date): Promise<ClientData> {
  const requests = await db.select().from(serviceRequests).where(eq(serviceRequests.email, email)).orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  const reports = await db.select().from(whistleblowingReports).where(eq(whistleblowingReports.email, email)).orderBy(desc(whistleblowingReports.createdAt));
  const files = reports.length
    ? await db
        .select({ reportId: whistleblowingEvidence.reportId, fileName: whistleblowingEvidence.fileName, mediaType: whistleblowingEvidence.mediaType, sizeBytes: whistleblowingEvidence.sizeBytes })
        .from(whistleblowingEvidence)
        .where(inArray(whistleblowingEvidence.reportId, reports.map((report) => report.id)))
        .orderBy(asc(whistleblowingEvidence.id))
    : [];
  const applications = await db.select().from(affiliateApplications).where(eq(affiliateApplications.email, email)).orderBy(desc(affiliateApplications.createdAt));
  const [subscription] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  const live = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(clients, eq(clients.id, sessions.clientId))
    .where(and(eq(clients.email, email), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  const caseFields = await caseFieldsOf(db, email, requests.map((request) => request.caseId));
  return {
    email,
    exportedAt: iso(now),
    requests: requests.map((request) => ({ ...toListedServiceRecord(request), ...caseFields(request.caseId) })),
    whistleblowingReports: reports.map((report) => ({
      id: report.id,
      created_at: iso(report.createdAt),
      fields: ownFields(report, BOOKKEEPING),
      evidence: files.filter((file) => file.reportId === report.id).map(({ reportId: _report, ...file }) => file),
    })),
    affiliateApplications: applications.map((application) => ({
      id: application.id,
      created_at: iso(application.createdAt),
      fields: ownFields(application, BOOKKEEPING) as Record<string, string | null>,
    })),
    newsletter: subscription
      ? { status: subscription.confirmedAt ? 'subscribed' : 'awaiting confirmation', since: iso(subscription.confirmedAt ?? subscription.createdAt) }
      : { status: 'not subscribed', since: null },
    sessions: live.map((session) => ({
      started_at: iso(session.createdAt),
      last_seen_at: iso(session.lastSeenAt),
      expires_at: iso(session.expiresAt),
      current: session.id === sessionId,
    })),
    ...(await caseRoomDataOf(db, email)),
    staff_access: await staffAccessOf(db, email),
  };
}

/**
 * Deletes, in the transaction `tx`, every row tied to `email` in every table (the evidence rows with their
 * reports), its sessions with its client record, and logs the erasure as a keyed hash of the address. Answers
 * the evidence files to remove once the transaction has committed, and the counts.
 */
export async function eraseAddress(tx: Database, email: string, addressHash: string, now: Date) {
  const reportIds = tx.select({ id: whistleblowingReports.id }).from(whistleblowingReports).where(eq(whistleblowingReports.email, email));
  const files = await tx.select({ storageKey: whistleblowingEvidence.storageKey }).from(whistleblowingEvidence).where(inArray(whistleblowingEvidence.reportId, reportIds));
  const clientIds = tx.select({ id: clients.id }).from(clients).where(eq(clients.email, email));
  const documentKeys = [
    ...(await storageKeysOfCases(tx, tx.select({ id: cases.id }).from(cases).where(eq(cases.clientEmail, email)))),
    // The files sent with the address's requests (with the requests' rows, on delete cascade).
    ...(await storageKeysOfRequests(tx, tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.email, email)))),
  ];
  // Before the cases go: a signed engagement letter is kept apart for the legal retention, the others with their files.
  const letters = await retainSignedLetters(tx, tx.select({ id: cases.id }).from(cases).where(eq(cases.clientEmail, email)), now);
  documentKeys.push(...letters.storageKeys);
  const counts = {
    requests: (await tx.delete(serviceRequests).where(eq(serviceRequests.email, email)).returning({ id: serviceRequests.id })).length,
    whistleblowingReports: (await tx.delete(whistleblowingReports).where(eq(whistleblowingReports.email, email)).returning({ id: whistleblowingReports.id })).length,
    evidenceFiles: files.length,
    caseDocuments: documentKeys.length,
    affiliateApplications: (await tx.delete(affiliateApplications).where(eq(affiliateApplications.email, email)).returning({ id: affiliateApplications.id })).length,
    newsletterSubscriptions: (await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id })).length,
    sessions: (await tx.delete(sessions).where(inArray(sessions.clientId, clientIds)).returning({ id: sessions.id })).length,
    signedEngagementLettersKept: letters.kept,
  };
  await tx.delete(clients).where(eq(clients.email, email));
  // The client's cases go with their history, notes, messages and documents (the files once this commits); the audit keeps its entries with the address's hash only.
  await tx.delete(cases).where(eq(cases.clientEmail, email));
  await tx.update(auditLog).set({ clientEmail: null }).where(eq(auditLog.clientEmail, email));
  await tx.delete(signInCodes).where(eq(signInCodes.email, email));
  await tx.delete(signInCodeSends).where(eq(signInCodeSends.email, email));
  await tx.delete(signInCodeFailures).where(eq(signInCodeFailures.email, email));
  await tx.delete(signingCodes).where(eq(signingCodes.email, email));
  await tx.delete(signingCodeSends).where(eq(signingCodeSends.email, email));
  await tx.delete(signingCodeFailures).where(eq(signingCodeFailures.email, email));
  const [logged] = await tx.insert(erasures).values({ addressHash, erasedAt: now }).returning({ id: erasures.id });
  return { storageKeys: files.flatMap((file) => (file.storageKey ? [file.storageKey] : [])), documentKeys, counts, logId: logged?.id ?? 0 };
}
