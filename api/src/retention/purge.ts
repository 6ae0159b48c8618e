import { CLOSED_CASE_STATUSES } from '@frc/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, max, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import {
  affiliateApplications,
  auditLog,
  caseDocuments,
  caseMessages,
  cases,
  caseStatusChanges,
  newsletterSubscriptions,
  remoteLoads,
  serviceRequests,
  sessions,
  signInCodeFailures,
  signInCodes,
  signInCodeSends,
  staffEnrolments,
  staffPendingSignIns,
  staffSessions,
  staffSignInCodeFailures,
  staffSignInCodes,
  staffSignInCodeSends,
  whistleblowingEvidence,
  whistleblowingReports,
} from '../db/schema';
import type { EvidenceStore } from '../reports/evidenceStore';
import { deleteUnclaimedRequestFiles, storageKeysOfRequests } from '../leads/requestFiles';
import type { DocumentStore } from '../storage/documentStore';
import { storageKeysOfCases } from '../caseRoom/caseRoom';
import { purgeRetainedLetters, retainSignedLetters } from '../engagement/engagements';
import { purgeContent } from './purgeContent';
import type { RetentionSettings } from './retentionSettings';

/** What a purge removed, per kind of record: counts only, never contents. */
export type PurgeCounts = Record<
  | 'serviceRequests'
  | 'whistleblowingReports'
  | 'evidenceFiles'
  | 'unconfirmedNewsletterAddresses'
  | 'remoteLoads'
  | 'signInRecords'
  | 'sessions'
  | 'cases'
  | 'caseMessages'
  | 'caseDocuments'
  | 'auditEntries'
  | 'contentRevisions'
  | 'contentImages'
  | 'engagementLetters',
  number
>;

function monthsBefore(time: Date, months: number): Date {
  const cutoff = new Date(time);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const daysBefore = (time: Date, days: number) => new Date(time.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Deletes every record past its retention period, in one transaction; the evidence files of the deleted reports
 * and the documents of the deleted case rooms are removed from their stores after it commits. Running it twice
 * removes nothing the second time.
 */
export async function purgeExpired({
  db,
  evidence,
  documents,
  now,
  retention,
}: {
  db: Database;
  evidence: EvidenceStore;
  documents: DocumentStore;
  now: Clock;
  retention: RetentionSettings;
}): Promise<PurgeCounts> {
  const time = now();
  const requestCutoff = monthsBefore(time, retention.requestMonths);
  const reportCutoff = monthsBefore(time, retention.reportMonths);
  const logCutoff = daysBefore(time, retention.logDays);

  const caseRoomCutoff = monthsBefore(time, retention.caseRoomMonths);

  const { counts, storageKeys, documentKeys } = await db.transaction(async (tx) => {
    const expiredRequests = tx
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(sql`greatest(${serviceRequests.createdAt}, coalesce(${serviceRequests.confirmedAt}, ${serviceRequests.createdAt})) < ${requestCutoff}`);
    // Files go with their requests (on delete cascade), and those no request ever named after a day.
    const requestFileKeys = [...(await storageKeysOfRequests(tx, expiredRequests)), ...(await deleteUnclaimedRequestFiles(tx, daysBefore(time, 1)))];
    const requests = await tx
      .delete(serviceRequests)
      .where(sql`greatest(${serviceRequests.createdAt}, coalesce(${serviceRequests.confirmedAt}, ${serviceRequests.createdAt})) < ${requestCutoff}`)
      .returning({ id: serviceRequests.id });
    const expiredReports = tx.select({ id: whistleblowingReports.id }).from(whistleblowingReports).where(lt(whistleblowingReports.createdAt, reportCutoff));
    const files = await tx
      .select({ storageKey: whistleblowingEvidence.storageKey })
      .from(whistleblowingEvidence)
      .where(and(inArray(whistleblowingEvidence.reportId, expiredReports), isNotNull(whistleblowingEvidence.storageKey)));
    // The evidence rows go with their reports (on delete cascade).
    const reports = await tx.delete(whistleblowingReports).where(lt(whistleblowingReports.createdAt, reportCutoff)).returning({ id: whistleblowingReports.id });
    const unconfirmed = await tx
      .delete(newsletterSubscriptions)
      .where(and(isNull(newsletterSubscriptions.confirmedAt), lt(newsletterSubscriptions.createdAt, daysBefore(time, retention.unconfirmedNewsletterDays))))
      .returning({ id: newsletterSubscriptions.id });
    const loads = await tx.delete(remoteLoads).where(lt(remoteLoads.receivedAt, logCutoff)).returning({ id: remoteLoads.id });
    const sends = await tx.delete(signInCodeSends).where(lt(signInCodeSends.sentAt, logCutoff)).returning({ id: signInCodeSends.id });
    const failures = await tx.delete(signInCodeFailures).where(lt(signInCodeFailures.failedAt, logCutoff)).returning({ id: signInCodeFailures.id });
    const codes = await tx.delete(signInCodes).where(lt(signInCodes.expiresAt, logCutoff)).returning({ email: signInCodes.email });
    const ended = await tx.delete(sessions).where(lt(sessions.expiresAt, logCutoff)).returning({ id: sessions.id });
    // The back office: a case goes once none of its requests, reports or applications is left and it has been idle
    // as long as a request is kept; staff sign-in records and sessions like the clients'; the audit after its months.
    const idle = and(
      lt(cases.updatedAt, requestCutoff),
      notExists(tx.select({ one: sql`1` }).from(serviceRequests).where(eq(serviceRequests.caseId, cases.id))),
      notExists(tx.select({ one: sql`1` }).from(whistleblowingReports).where(eq(whistleblowingReports.caseId, cases.id))),
      notExists(tx.select({ one: sql`1` }).from(affiliateApplications).where(eq(affiliateApplications.caseId, cases.id))),
    );
    // The case room of a case closed long enough ago: its messages and documents. A case's last status change is
    // when it was closed, as long as its status is a closed one.
    const closedLongAgo = tx
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          inArray(cases.status, [...CLOSED_CASE_STATUSES]),
          lt(tx.select({ at: max(caseStatusChanges.at) }).from(caseStatusChanges).where(eq(caseStatusChanges.caseId, cases.id)), caseRoomCutoff),
        ),
      );
    const documentKeys = [...(await storageKeysOfCases(tx, closedLongAgo)), ...(await storageKeysOfCases(tx, tx.select({ id: cases.id }).from(cases).where(idle)))];
    const roomDocuments = await tx.delete(caseDocuments).where(inArray(caseDocuments.caseId, closedLongAgo)).returning({ id: caseDocuments.id });
    const roomMessages = await tx.delete(caseMessages).where(inArray(caseMessages.caseId, closedLongAgo)).returning({ id: caseMessages.id });
    // An idle case's room goes with it (on delete cascade), but for its signed engagement letters, kept for their own retention.
    const idleLetters = await retainSignedLetters(tx, tx.select({ id: cases.id }).from(cases).where(idle), time);
    const retainedLetters = await purgeRetainedLetters(tx, time);
    const idleCases = await tx.delete(cases).where(idle).returning({ id: cases.id });
    const audit = await tx.delete(auditLog).where(lt(auditLog.at, monthsBefore(time, retention.auditMonths))).returning({ id: auditLog.id });
    const staffRecords = [
      ...(await tx.delete(staffSignInCodeSends).where(lt(staffSignInCodeSends.sentAt, logCutoff)).returning({ id: staffSignInCodeSends.id })),
      ...(await tx.delete(staffSignInCodeFailures).where(lt(staffSignInCodeFailures.failedAt, logCutoff)).returning({ id: staffSignInCodeFailures.id })),
      ...(await tx.delete(staffSignInCodes).where(lt(staffSignInCodes.expiresAt, logCutoff)).returning({ email: staffSignInCodes.email })),
      ...(await tx.delete(staffEnrolments).where(lt(staffEnrolments.expiresAt, logCutoff)).returning({ id: staffEnrolments.id })),
      ...(await tx.delete(staffPendingSignIns).where(lt(staffPendingSignIns.expiresAt, time)).returning({ id: staffPendingSignIns.id })),
    ];
    const staffEnded = await tx.delete(staffSessions).where(lt(staffSessions.expiresAt, logCutoff)).returning({ id: staffSessions.id });
    const content = await purgeContent(tx, {
      revisionsKept: retention.contentRevisionsKept,
      revisionCutoff: monthsBefore(time, retention.contentRevisionMonths),
      imageCutoff: daysBefore(time, retention.unusedImageDays),
    });
    return {
      documentKeys: [...documentKeys, ...requestFileKeys, ...content.imageKeys, ...idleLetters.storageKeys, ...retainedLetters.storageKeys],
      storageKeys: files.flatMap((file) => (file.storageKey ? [file.storageKey] : [])),
      counts: {
        serviceRequests: requests.length,
        whistleblowingReports: reports.length,
        evidenceFiles: files.length,
        unconfirmedNewsletterAddresses: unconfirmed.length,
        remoteLoads: loads.length,
        signInRecords: sends.length + failures.length + codes.length + staffRecords.length,
        sessions: ended.length + staffEnded.length,
        cases: idleCases.length,
        caseMessages: roomMessages.length,
        caseDocuments: roomDocuments.length,
        auditEntries: audit.length,
        contentRevisions: content.revisions,
        contentImages: content.images,
        engagementLetters: idleLetters.storageKeys.length + retainedLetters.count,
      },
    };
  });
  await evidence.remove(storageKeys);
  await Promise.all(documentKeys.map((key) => documents.delete(key)));
  // Keeps the inbox's counts answered from its small index (an index-only scan needs pages marked all-visible), and
  // the planner's figures fresh; PGlite has no autovacuum.
  // Raw: VACUUM is no query the builder writes.
  await db.execute(sql`vacuum (analyze) ${serviceRequests}, ${whistleblowingReports}, ${affiliateApplications}`);
  return counts;
}
