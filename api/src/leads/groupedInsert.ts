import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { insertOnce } from './insertOnce';

type IdempotentTable = PgTable & { idempotencyKey: PgColumn };

export interface Stored<Row> {
  row: Row;
  /** False when the key belonged to an earlier submission, whose row this is. */
  created: boolean;
}

export interface GroupedInsertOptions {
  /** Most rows written by one statement. */
  maxRows?: number;
}

type Outcome<Row> = { ok: true; value: Stored<Row> } | { ok: false; error: unknown };
type Settle<Row> = (outcome: Outcome<Row>) => void;

interface PendingKey<Values, Row> {
  key: string;
  values: Values;
  /** Everyone who sent this key while it waited: the first is told `created`, the others get the same row. */
  waiting: Settle<Row>[];
}

/**
 * Stores submissions that carry an idempotency key, several to a statement: while one
 * `INSERT … VALUES (…), (…) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *` is being
 * committed, the submissions that arrive queue up and go together in the next one. No timer: a
 * lone submission is written at the end of the current turn of the event loop. Under load the
 * per-statement cost of the database (large on the embedded one) is shared by the whole group.
 *
 * What each caller is told is exactly what `insertOnce` would tell it: its committed row and
 * whether it was new. Rows are matched to callers by their key, never by their order. A statement
 * that fails (one row the database refuses) is retried row by row, so only that row's caller gets
 * the error.
 */
export function createGroupedInsert<Table extends IdempotentTable>(db: Database, table: Table, options: GroupedInsertOptions = {}) {
  type Values = Table['$inferInsert'];
  type Row = Table['$inferSelect'];
  const maxRows = options.maxRows ?? 100;
  const queue = new Map<string, PendingKey<Values, Row>>();
  /** A write is under way or due: what arrives meanwhile joins the queue. */
  let scheduled = false;

  const keyOf = (row: Row): string => (row as Record<string, unknown>).idempotencyKey as string;

  function answer(pending: PendingKey<Values, Row>, row: Row, created: boolean): void {
    pending.waiting.forEach((settle, index) => settle({ ok: true, value: { row, created: created && index === 0 } }));
  }

  async function writeTogether(group: PendingKey<Values, Row>[]): Promise<void> {
    const inserted = (await db
      .insert(table)
      .values(group.map((pending) => ({ ...pending.values, idempotencyKey: pending.key })))
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning()) as Row[];
    const byKey = new Map(inserted.map((row) => [keyOf(row), row]));
    const taken = group.filter((pending) => !byKey.has(pending.key));
    const earlier = taken.length
      ? new Map(
          ((await db
            .select()
            .from(table as PgTable)
            .where(inArray(table.idempotencyKey, taken.map((pending) => pending.key)))) as Row[]).map((row) => [keyOf(row), row]),
        )
      : new Map<string, Row>();
    for (const pending of group) {
      const row = byKey.get(pending.key);
      if (row) {
        answer(pending, row, true);
        continue;
      }
      const before = earlier.get(pending.key);
      if (before) answer(pending, before, false);
      else fail(pending, new Error('an idempotency key conflicted but its row is gone'));
    }
  }

  function fail(pending: PendingKey<Values, Row>, error: unknown): void {
    for (const settle of pending.waiting) settle({ ok: false, error });
  }

  async function writeOneByOne(group: PendingKey<Values, Row>[]): Promise<void> {
    for (const pending of group) {
      try {
        const { row, created } = await insertOnce(db, table, pending.values, pending.key);
        answer(pending, row as Row, created);
      } catch (error) {
        fail(pending, error);
      }
    }
  }

  async function writeNextGroup(): Promise<void> {
    const group: PendingKey<Values, Row>[] = [];
    for (const [key, pending] of queue) {
      if (group.length === maxRows) break;
      group.push(pending);
      queue.delete(key);
    }
    try {
      await writeTogether(group);
    } catch {
      await writeOneByOne(group);
    }
    if (queue.size > 0) setImmediate(() => void writeNextGroup());
    else scheduled = false;
  }

  /** Resolves once the row is committed. Without a key the submission is written on its own. */
  return async function store(values: Values, idempotencyKey: string | undefined): Promise<Stored<Row>> {
    if (idempotencyKey === undefined) return insertOnce(db, table, values, undefined) as Promise<Stored<Row>>;
    const outcome = await new Promise<Outcome<Row>>((settle) => {
      const pending = queue.get(idempotencyKey);
      if (pending) pending.waiting.push(settle);
      else queue.set(idempotencyKey, { key: idempotencyKey, values, waiting: [settle] });
      if (!scheduled) {
        scheduled = true;
        // Not at once: first every request already received in this turn of the event loop
        // reaches this queue (the embedded database runs on this thread, so none could arrive
        // during a write).
        setImmediate(() => void writeNextGroup());
      }
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };
}
