import { sql, type SQL } from 'drizzle-orm';
import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { FOLD_TABLE } from '../foldAccents';

// The column kinds the domains' tables share.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const moment = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => moment().notNull().defaultNow();
/** The privacy notice the form showed (its version, a date); the record's `createdAt` says when it was sent. */
export const noticeVersion = () => text();
/** The key a retried submission repeats, and a digest of what it carried: the same key with other content is refused. */
export const idempotency = () => ({ idempotencyKey: text().unique(), requestHash: text() });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** `part` with its accents folded (FOLD_TABLE), as the search documents hold it. */
export const folded = (part: SQL): SQL => sql`translate(${part}, ${sql.raw(`'${FOLD_TABLE.from}'`)}, ${sql.raw(`'${FOLD_TABLE.to}'`)})`;
/**
 * The words of `parts` as the inbox's search finds them (the `simple` configuration: no stemming, any language),
 * accents folded (`Gráinne` is `grainne`).
 */
export const searchDocument = (...parts: SQL[]) =>
  tsvector()
    .notNull()
    .generatedAlwaysAs(sql.join(parts.map((part) => sql`to_tsvector('simple'::regconfig, coalesce(${folded(part)}, ''))`), sql` || `));

/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
