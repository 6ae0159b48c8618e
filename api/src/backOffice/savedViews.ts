import type { SavedView, StaffList } from '@frc/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffSavedViews } from '../db/schema';

const viewColumns = { id: staffSavedViews.id, list: staffSavedViews.list, name: staffSavedViews.name, query: staffSavedViews.query };

/** The member's saved views of every list, by list and name. */
export function savedViewsOf(db: Database, staffId: number) {
  return db.select(viewColumns).from(staffSavedViews).where(eq(staffSavedViews.staffId, staffId)).orderBy(asc(staffSavedViews.list), asc(staffSavedViews.name), asc(staffSavedViews.id));
}

/** Whether the member has a view of `list` named `name`. */
export async function hasSavedView(db: Database, staffId: number, list: StaffList, name: string): Promise<boolean> {
  const [same] = await db.select({ id: staffSavedViews.id }).from(staffSavedViews).where(and(eq(staffSavedViews.staffId, staffId), eq(staffSavedViews.list, list), eq(staffSavedViews.name, name)));
  return same !== undefined;
}

export async function countSavedViews(db: Database, staffId: number, list: StaffList): Promise<number> {
  const [kept] = await db.select({ n: count() }).from(staffSavedViews).where(and(eq(staffSavedViews.staffId, staffId), eq(staffSavedViews.list, list)));
  return kept?.n ?? 0;
}

/** Saves the view, or gives the member's view of that list and name the new query. */
export async function saveView(db: Database, staffId: number, { list, name, query }: Omit<SavedView, 'id'>) {
  const [view] = await db
    .insert(staffSavedViews)
    .values({ staffId, list, name, query })
    .onConflictDoUpdate({ target: [staffSavedViews.staffId, staffSavedViews.list, staffSavedViews.name], set: { query } })
    .returning(viewColumns);
  return view!;
}

/** Deletes the member's view `id`; false when they have no such view (another member's is not there for them). */
export async function deleteSavedView(db: Database, staffId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(staffSavedViews).where(and(eq(staffSavedViews.id, id), eq(staffSavedViews.staffId, staffId))).returning({ id: staffSavedViews.id });
  return deleted.length > 0;
}
