import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows a raw SQL query answers, typed as the caller says (on PGlite and PostgreSQL alike). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** True when `error`, or an error it wraps (drizzle wraps the driver's), carries PostgreSQL's SQLSTATE `code`. */
export function hasPostgresCode(error: unknown, code: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) if ((cause as { code?: string }).code === code) return true;
  return false;
}
