import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { whistleblowingEvidence, whistleblowingReports } from '../db/schema';
import { insertOnce, type Stored } from '../leads/insertOnce';
import type { EvidenceStore } from './evidenceStore';
import type { EvidenceFile } from './evidenceUpload';

type ReportRow = typeof whistleblowingReports.$inferSelect;

/**
 * Stores a whistleblowing report and its evidence once per idempotency key: the files go into place first (a row
 * never names a file that is not there), then the report and its files' rows are committed together. A retry (same
 * key, same report and files) stores nothing new and keeps the first sending's files.
 */
export async function storeReport(
  db: Database,
  store: EvidenceStore,
  report: typeof whistleblowingReports.$inferInsert,
  evidence: readonly EvidenceFile[],
  idempotencyKey: string | undefined,
): Promise<Stored<ReportRow>> {
  const kept: string[] = [];
  for (const file of evidence) kept.push(await store.keep(file.received));
  const content = { report, evidence: evidence.map((file) => ({ fileName: file.fileName, sha256: file.received.sha256 })) };
  let stored;
  try {
    stored = await db.transaction(async (tx) => {
      const outcome = await insertOnce(tx, whistleblowingReports, report, idempotencyKey, content);
      if (outcome.created && evidence.length > 0) {
        await tx.insert(whistleblowingEvidence).values(
          evidence.map((file, index) => ({
            reportId: outcome.row.id,
            fileName: file.fileName,
            mediaType: file.mediaType,
            sizeBytes: file.received.sizeBytes,
            sha256: file.received.sha256,
            storageKey: kept[index] ?? null,
          })),
        );
      }
      return outcome;
    });
  } catch (error) {
    await store.remove(kept);
    throw error;
  }
  if (!stored.created) await store.remove(kept);
  return stored;
}

/** The evidence file `fileId` of report `reportId`, if the report has one by that id. */
export async function findEvidenceFile(db: Database, reportId: number, fileId: number) {
  const [file] = await db
    .select()
    .from(whistleblowingEvidence)
    .where(and(eq(whistleblowingEvidence.id, fileId), eq(whistleblowingEvidence.reportId, reportId)));
  return file ?? null;
}
