import { caseReference, type CaseTask } from '@frc/contracts';
import { and, asc, eq, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { cases, caseTasks, staffMembers } from '../db/schema';
import { type Viewer } from './inbox';
import { caseScope } from './cases';

const t = alias(caseTasks, 't');
const c = alias(cases, 'c');
const m = alias(staffMembers, 'm');

const iso = (time: Date) => time.toISOString();

const TASK_COLUMNS = {
  id: t.id,
  caseId: t.caseId,
  title: t.title,
  note: t.note,
  dueOn: t.dueOn,
  dueTime: t.dueTime,
  assigneeId: t.assigneeId,
  assigneeName: m.name,
  done: t.done,
  doneAt: t.doneAt,
  createdAt: t.createdAt,
  version: t.version,
  clientEmail: c.clientEmail,
};

type TaskRow = Awaited<ReturnType<typeof select>>[number];

function toTask(row: TaskRow): CaseTask {
  return {
    id: row.id,
    caseRef: caseReference(row.caseId),
    title: row.title,
    note: row.note,
    dueOn: row.dueOn,
    dueTime: row.dueTime,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    done: row.done,
    doneAt: row.doneAt === null ? null : iso(row.doneAt),
    createdAt: iso(row.createdAt),
    version: row.version,
  };
}

/** The tasks `where` picks (of `case_tasks` named `t`, its case `c`), open ones first, by due day and time (a whole-day task before the timed ones of its day); then the done ones. */
function select(db: Database, where: SQL | undefined) {
  return db
    .select(TASK_COLUMNS)
    .from(t)
    .innerJoin(c, eq(c.id, t.caseId))
    .leftJoin(m, eq(m.id, t.assigneeId))
    .where(where)
    .orderBy(asc(t.done), asc(t.dueOn), sql`${t.dueTime} nulls first`, asc(t.id));
}

export async function tasksOfCase(db: Database, caseId: number): Promise<CaseTask[]> {
  return (await select(db, eq(t.caseId, caseId))).map(toTask);
}

/** A task of a case the viewer may see (admins: any; a case manager: their cases' and their own), with its case's client address. */
export async function findTask(db: Database, viewer: Viewer, id: number): Promise<{ task: CaseTask; caseId: number; clientEmail: string } | null> {
  const [row] = await select(db, and(eq(t.id, id), or(caseScope(viewer), eq(t.assigneeId, viewer.id))));
  return row ? { task: toTask(row), caseId: row.caseId, clientEmail: row.clientEmail } : null;
}

/** Member `staffId`'s open tasks due on `through` (a UTC day) or before, or all of them without it, by due. */
export async function openTasksOf(db: Database, staffId: number, through: string | null): Promise<CaseTask[]> {
  return (await select(db, and(eq(t.assigneeId, staffId), not(t.done), through === null ? undefined : lte(t.dueOn, through)))).map(toTask);
}

/** The UTC calendar day of `time`. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** What a change of a task writes. */
export type TaskChanges = Partial<typeof caseTasks.$inferInsert>;

/** Adds a task to a case; its id. */
export async function addTask(db: Database, task: typeof caseTasks.$inferInsert): Promise<number> {
  const [added] = await db.insert(caseTasks).values(task).returning({ id: caseTasks.id });
  return added!.id;
}

/** Writes `changes` if the task is still at `version` (and moves it to the next); false, with nothing written, when it is not. */
export async function changeTask(db: Database, id: number, version: number, changes: TaskChanges): Promise<boolean> {
  const updated = await db
    .update(caseTasks)
    .set({ ...changes, version: sql`${caseTasks.version} + 1` })
    .where(and(eq(caseTasks.id, id), eq(caseTasks.version, version)))
    .returning({ id: caseTasks.id });
  return updated.length > 0;
}
