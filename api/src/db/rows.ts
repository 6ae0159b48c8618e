import { sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { DATABASE_CASING } from './casing';
import type { Database } from './client';

/** The rows a raw SQL query answers, typed as the caller says (on PGlite and PostgreSQL alike). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A table under an alias in a raw query's FROM or JOIN (`"cases" "c"`, as the query builder writes an aliased table):
 * `table` the schema's table, `as` its `alias(table, 'c')`, whose columns then name it (`${c.id}` is `"c"."id"`).
 */
export function tableAs(table: Table, as: Table): SQL {
  return sql`${table} ${as}`;
}

/** The schema's property names as the database's column names: the casing the connection is opened with (client.ts). */
const casing = new CasingCache(DATABASE_CASING);

/**
 * A column's bare name (`"due_on"`) in a raw query, where SQL takes no table before it: an UPDATE's SET, an INSERT's
 * column list, a CTE's own columns. Anywhere else `${table.column}` names it, with its table.
 */
export function columnName(column: Column): SQL {
  return sql`${sql.identifier(casing.getColumnCasing(column))}`;
}

/** True when `error`, or an error it wraps (drizzle wraps the driver's), carries PostgreSQL's SQLSTATE `code`. */
export function hasPostgresCode(error: unknown, code: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) if ((cause as { code?: string }).code === code) return true;
  return false;
}
