import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { fingerprintOf, IdempotencyKeyConflict } from './fingerprint';
import { insertOnce, requestHashOf, type IdempotentTable, type Stored } from './insertOnce';

export interface GroupedInsertOptions {
  /** Most rows written by one statement. */
  maxRows?: number;
}

type Outcome<Row> = { ok: true; value: Stored<Row> } | { ok: false; error: unknown };

interface Waiter<Row> {
  settle: (outcome: Outcome<Row>) => void;
  /** What this caller sent, as `insertOnce` fingerprints it. */
  requestHash: string;
}

interface PendingKey<Values, Row> {
  key: string;
  values: Values;
  requestHash: string;
  /**
   * Everyone who sent this key while it waited. The first is told `created`; the others get the same
   * row when they sent the same content, and `IdempotencyKeyConflict` when not.
   */
  waiting: Waiter<Row>[];
}

/**
 * Stores submissions that carry an idempotency key, several to a statement: while one
 * `INSERT … VALUES (…), (…) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *` is being
 * committed, the submissions that arrive queue up and go together in the next one. No timer: a
 * lone submission is written at the end of the current turn of the event loop. Under load the
 * per-statement cost of the database (large on the embedded one) is shared by the whole group.
 *
 * What each caller is told is exactly what `insertOnce` would tell it: its committed row and
 * whether it was new, or a conflict when its key was taken by other content. Rows are matched to callers by their key, never by their order. A statement
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
    const storedHash = requestHashOf(row);
    let told = false;
    for (const waiter of pending.waiting) {
      if (waiter.requestHash !== storedHash) {
        waiter.settle({ ok: false, error: new IdempotencyKeyConflict() });
        continue;
      }
      waiter.settle({ ok: true, value: { row, created: created && !told } });
      told = true;
    }
  }

  async function writeTogether(group: PendingKey<Values, Row>[]): Promise<void> {
    const inserted = (await db
      .insert(table)
      .values(group.map((pending) => ({ ...pending.values, idempotencyKey: pending.key, requestHash: pending.requestHash })))
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
    for (const waiter of pending.waiting) waiter.settle({ ok: false, error });
  }

  /** After a refused statement: each submission alone, so only the one the database refuses fails. */
  async function writeOneByOne(group: PendingKey<Values, Row>[]): Promise<void> {
    for (const pending of group) {
      try {
        await writeTogether([pending]);
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

  /**
   * Resolves once the row is committed. Without a key the submission is written on its own.
   * `content` is what the fingerprint covers, as for `insertOnce`.
   */
  return async function store(values: Values, idempotencyKey: string | undefined, content: unknown = values): Promise<Stored<Row>> {
    if (idempotencyKey === undefined) return insertOnce(db, table, values, undefined) as Promise<Stored<Row>>;
    const requestHash = fingerprintOf(content);
    const outcome = await new Promise<Outcome<Row>>((settle) => {
      const pending = queue.get(idempotencyKey);
      if (pending) pending.waiting.push({ settle, requestHash });
      else queue.set(idempotencyKey, { key: idempotencyKey, values, requestHash, waiting: [{ settle, requestHash }] });
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
