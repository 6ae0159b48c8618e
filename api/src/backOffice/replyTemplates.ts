import type { ReplyTemplate } from '@frc/contracts';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { replyTemplates } from '../db/schema';

const columns = { id: replyTemplates.id, name: replyTemplates.name, text: replyTemplates.text, updatedAt: replyTemplates.updatedAt };
const toTemplate = (row: { id: number; name: string; text: string; updatedAt: Date }): ReplyTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** What a member writes: a template's name and text, and who saved it when. */
interface TemplateChange {
  name: string;
  text: string;
  staffId: number;
  updatedAt: Date;
}

export async function listReplyTemplates(db: Database): Promise<ReplyTemplate[]> {
  return (await db.select(columns).from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id))).map(toTemplate);
}

/** Whether another template (not `except`) has this name. */
export async function replyTemplateNameTaken(db: Database, name: string, except?: number): Promise<boolean> {
  return (await db.select({ id: replyTemplates.id }).from(replyTemplates).where(and(eq(replyTemplates.name, name), except === undefined ? undefined : ne(replyTemplates.id, except)))).length > 0;
}

export async function countReplyTemplates(db: Database): Promise<number> {
  const [kept] = await db.select({ n: count() }).from(replyTemplates);
  return kept?.n ?? 0;
}

/** The new template; null when its name was taken meanwhile. */
export async function addReplyTemplate(db: Database, change: TemplateChange): Promise<ReplyTemplate | null> {
  const [stored] = await db.insert(replyTemplates).values(change).onConflictDoNothing().returning(columns);
  return stored ? toTemplate(stored) : null;
}

/** The changed template; null when there is no such template. */
export async function changeReplyTemplate(db: Database, id: number, change: TemplateChange): Promise<ReplyTemplate | null> {
  const [stored] = await db.update(replyTemplates).set(change).where(eq(replyTemplates.id, id)).returning(columns);
  return stored ? toTemplate(stored) : null;
}

/** The deleted template's id and name; null when there is no such template. */
export async function deleteReplyTemplate(db: Database, id: number): Promise<{ id: number; name: string } | null> {
  const [deleted] = await db.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id, name: replyTemplates.name });
  return deleted ?? null;
}
