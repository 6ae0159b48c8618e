import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

type IdempotentTable = PgTable & { idempotencyKey: PgColumn };

/**
 * Stores a submission once per idempotency key: a retry with the key of an earlier submission gets
 * that submission's row back (`created: false`) instead of a duplicate. The row is committed when
 * this resolves.
 */
export async function insertOnce<Table extends IdempotentTable>(
  db: Database,
  table: Table,
  values: Table['$inferInsert'],
  idempotencyKey: string | undefined,
): Promise<{ row: Table['$inferSelect']; created: boolean }> {
  const insert = db.insert(table).values({ ...values, idempotencyKey: idempotencyKey ?? null });
  if (idempotencyKey === undefined) {
    const [row] = await insert.returning();
    return { row: row as Table['$inferSelect'], created: true };
  }
  const [inserted] = await insert.onConflictDoNothing({ target: table.idempotencyKey }).returning();
  if (inserted) return { row: inserted as Table['$inferSelect'], created: true };
  const [earlier] = await db.select().from(table as PgTable).where(eq(table.idempotencyKey, idempotencyKey));
  if (!earlier) throw new Error('an idempotency key conflicted but its row is gone');
  return { row: earlier as Table['$inferSelect'], created: false };
}
