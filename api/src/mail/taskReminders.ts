import { DEFAULT_REMINDER_TIME } from '@frc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { rows } from '../db/rows';
import { utcDay } from '../backOffice/tasks';
import type { Database } from '../db/client';
import { backOfficeSettings } from '../db/schema';
import type { Mailer } from './mailer';
import { taskReminderMail } from './messages';

export interface TaskReminders {
  /**
   * Tells each assignee's bell of their tasks that have come due, then, once the day's reminder time has passed (or
   * at once when `now` is asked for, the operators' run), mails each member with tasks due their day's reminder: once a
   * day per member, whichever instance or run gets there first. Answers how many mails went out.
   */
  run(options?: { now?: boolean }): Promise<{ notified: number; mailed: number }>;
}

/** The time of the daily reminder mail, UTC `HH:MM`: the admins' setting, or the default. */
export async function reminderTime(db: Database): Promise<string> {
  const [row] = await db.select({ reminderTime: backOfficeSettings.reminderTime }).from(backOfficeSettings).where(eq(backOfficeSettings.id, 1));
  return row?.reminderTime ?? DEFAULT_REMINDER_TIME;
}

export async function setReminderTime(db: Database, time: string): Promise<void> {
  await db.insert(backOfficeSettings).values({ id: 1, reminderTime: time }).onConflictDoUpdate({ target: backOfficeSettings.id, set: { reminderTime: time } });
}

/** Tasks come due whose assignee's bell has not been told yet: what the next reminder check announces. */
export async function unannouncedDueTaskCount(db: Database, time: Date): Promise<number> {
  const [row] = await rows<{ due: number }>(
    db,
    sql`select count(*)::int as due from case_tasks
      where not done and assignee_id is not null and due_on <= ${utcDay(time)}::date and due_notified_on is distinct from due_on`,
  );
  return row?.due ?? 0;
}

/** The daily reminders of due tasks: counts and case references only, never anything of the victim. */
export function createTaskReminders({ db, now, mailer, publicOrigin }: { db: Database; now: Clock; mailer: Mailer; publicOrigin: string }): TaskReminders {
  return {
    async run(options = {}) {
      const time = now();
      const today = utcDay(time);
      const at = time.toISOString();
      // A task is told once per due day: moving it to another day tells its assignee again when that day comes.
      const notified = await rows<{ id: number }>(
        db,
        sql`with due as (
            update case_tasks set due_notified_on = due_on
            where not done and assignee_id is not null and due_on <= ${today}::date and due_notified_on is distinct from due_on
            returning case_id, assignee_id)
          insert into staff_notifications (staff_id, case_id, kind, at) select assignee_id, case_id, 'task-due', ${at}::timestamptz from due returning id`,
      );
      const hhmm = at.slice(11, 16);
      if (!options.now && hhmm < (await reminderTime(db))) return { notified: notified.length, mailed: 0 };
      // The day's row is taken before the mail goes: a member already mailed today (or being mailed by another run) is left out.
      const due = await rows<{ email: string; overdue: number; today: number; case_ids: number[] }>(
        db,
        sql`with members as (
            select t.assignee_id as staff_id, (count(*) filter (where t.due_on < ${today}::date))::int as overdue,
              (count(*) filter (where t.due_on = ${today}::date))::int as today, array_agg(distinct t.case_id order by t.case_id) as case_ids
            from case_tasks t join staff_members m on m.id = t.assignee_id
            where not t.done and m.active and t.due_on <= ${today}::date group by t.assignee_id),
          taken as (
            insert into staff_reminder_mails (staff_id, day, sent_at) select staff_id, ${today}::date, ${at}::timestamptz from members
            on conflict do nothing returning staff_id)
          select m.email, members.overdue, members.today, members.case_ids from taken
            join members on members.staff_id = taken.staff_id join staff_members m on m.id = taken.staff_id`,
      );
      for (const member of due) {
        mailer.send(taskReminderMail(member.email, { overdue: member.overdue, today: member.today, caseIds: member.case_ids }, `${publicOrigin}/admin/tasks`), 'task reminder');
      }
      return { notified: notified.length, mailed: due.length };
    },
  };
}
