import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { fingerprintOf, IdempotencyKeyConflict } from './fingerprint';

export type IdempotentTable = PgTable & { idempotencyKey: PgColumn; requestHash: PgColumn };

export interface Stored<Row> {
  row: Row;
  /** False when this is a retry of an earlier submission, whose row this is. */
  created: boolean;
}

/** The fingerprint a row was stored with. */
export function requestHashOf(row: unknown): string | null {
  return ((row as { requestHash?: string | null }).requestHash ?? null) as string | null;
}

/**
 * Stores a submission once per idempotency key: a retry (same key, same content) gets the earlier
 * row back (`created: false`) instead of a duplicate; the same key with other content is refused
 * with `IdempotencyKeyConflict`. `content` is what the sender sent, for the fingerprint: the values
 * unless some are made by the server (times, tokens) or stored elsewhere (a report's evidence files).
 * The row is committed when this resolves.
 */
export async function insertOnce<Table extends IdempotentTable>(
  db: Database,
  table: Table,
  values: Table['$inferInsert'],
  idempotencyKey: string | undefined,
  content: unknown = values,
): Promise<Stored<Table['$inferSelect']>> {
  if (idempotencyKey === undefined) {
    const [row] = await db.insert(table).values({ ...values, idempotencyKey: null, requestHash: null }).returning();
    return { row: row as Table['$inferSelect'], created: true };
  }
  const requestHash = fingerprintOf(content);
  const [inserted] = await db
    .insert(table)
    .values({ ...values, idempotencyKey, requestHash })
    .onConflictDoNothing({ target: table.idempotencyKey })
    .returning();
  if (inserted) return { row: inserted as Table['$inferSelect'], created: true };
  const [earlier] = await db.select().from(table as PgTable).where(eq(table.idempotencyKey, idempotencyKey));
  if (!earlier) throw new Error('an idempotency key conflicted but its row is gone');
  if (requestHashOf(earlier) !== requestHash) throw new IdempotencyKeyConflict();
  return { row: earlier as Table['$inferSelect'], created: false };
}
