import { caseReference, type CaseTask } from '@frc/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { caseTasks } from '../db/schema';
import { type Viewer } from './inbox';
import { rows } from '../db/rows';
import { caseScope } from './cases';

interface TaskRow {
  id: number;
  case_id: number;
  title: string;
  note: string | null;
  due_on: string;
  due_time: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  done: boolean;
  done_at: Date | string | null;
  created_at: Date | string;
  version: number;
}

const iso = (time: Date | string) => new Date(time).toISOString();

const SELECT = sql`select t.id, t.case_id, t.title, t.note, t.due_on::text as due_on, t.due_time, t.assignee_id, m.name as assignee_name,
  t.done, t.done_at, t.created_at, t.version
  from case_tasks t join cases c on c.id = t.case_id left join staff_members m on m.id = t.assignee_id`;
/** Open tasks first, by due day and time (a whole-day task before the timed ones of its day); then the done ones. */
const ORDER = sql`order by t.done, t.due_on, t.due_time nulls first, t.id`;

function toTask(row: TaskRow): CaseTask {
  return {
    id: row.id,
    caseRef: caseReference(row.case_id),
    title: row.title,
    note: row.note,
    dueOn: row.due_on,
    dueTime: row.due_time,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    done: row.done,
    doneAt: row.done_at === null ? null : iso(row.done_at),
    createdAt: iso(row.created_at),
    version: row.version,
  };
}

async function select(db: Database, where: SQL): Promise<CaseTask[]> {
  return (await rows<TaskRow>(db, sql`${SELECT} where ${where} ${ORDER}`)).map(toTask);
}

export function tasksOfCase(db: Database, caseId: number): Promise<CaseTask[]> {
  return select(db, sql`t.case_id = ${caseId}`);
}

/** A task of a case the viewer may see (admins: any; a case manager: their cases' and their own), with its case's client address. */
export async function findTask(db: Database, viewer: Viewer, id: number): Promise<{ task: CaseTask; caseId: number; clientEmail: string } | null> {
  const [row] = await rows<TaskRow & { client_email: string }>(
    db,
    sql`select x.*, c.client_email from (${SELECT} where t.id = ${id} and (${caseScope(viewer)} or t.assignee_id = ${viewer.id})) x join cases c on c.id = x.case_id`,
  );
  return row ? { task: toTask(row), caseId: row.case_id, clientEmail: row.client_email } : null;
}

/** Member `staffId`'s open tasks due on `through` (a UTC day) or before, or all of them without it, by due. */
export function openTasksOf(db: Database, staffId: number, through: string | null): Promise<CaseTask[]> {
  return select(db, sql`t.assignee_id = ${staffId} and not t.done ${through === null ? sql`` : sql`and t.due_on <= ${through}`}`);
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
