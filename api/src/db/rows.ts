import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows a raw SQL query answers, typed as the caller says (on PGlite and PostgreSQL alike). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
