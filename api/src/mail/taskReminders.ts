import { DEFAULT_REMINDER_TIME } from '@frc/contracts';
import { and, count, eq, isNotNull, lte, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock';
import { columnName, rows, tableAs } from '../db/rows';
import { utcDay } from '../backOffice/tasks';
import type { Database } from '../db/client';
import { backOfficeSettings, caseTasks, staffMembers, staffNotifications, staffReminderMails } from '../db/schema';
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

/** The task's bell has not been told of its due day yet. */
const notYetAnnounced = sql`${caseTasks.dueNotifiedOn} is distinct from ${caseTasks.dueOn}`;
const [t, m] = [alias(caseTasks, 't'), alias(staffMembers, 'm')];

/** Tasks come due whose assignee's bell has not been told yet: what the next reminder check announces. */
export async function unannouncedDueTaskCount(db: Database, time: Date): Promise<number> {
  const [row] = await db
    .select({ due: count() })
    .from(caseTasks)
    .where(and(not(caseTasks.done), isNotNull(caseTasks.assigneeId), lte(caseTasks.dueOn, utcDay(time)), notYetAnnounced));
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
      // Raw, both queries: data-modifying CTEs (an UPDATE's and an INSERT … ON CONFLICT DO NOTHING's RETURNING feeding the
      // next statement), which the builder cannot write; one statement each, so no other run takes the same rows.
      const notified = await rows<{ id: number }>(
        db,
        sql`with due as (
            update ${caseTasks} set ${columnName(caseTasks.dueNotifiedOn)} = ${caseTasks.dueOn}
            where not ${caseTasks.done} and ${caseTasks.assigneeId} is not null and ${caseTasks.dueOn} <= ${today}::date and ${notYetAnnounced}
            returning ${caseTasks.caseId}, ${caseTasks.assigneeId})
          insert into ${staffNotifications} (${columnName(staffNotifications.staffId)}, ${columnName(staffNotifications.caseId)}, ${columnName(staffNotifications.kind)}, ${columnName(staffNotifications.at)})
            select ${columnName(caseTasks.assigneeId)}, ${columnName(caseTasks.caseId)}, 'task-due', ${at}::timestamptz from due returning ${staffNotifications.id}`,
      );
      const hhmm = at.slice(11, 16);
      if (!options.now && hhmm < (await reminderTime(db))) return { notified: notified.length, mailed: 0 };
      // The day's row is taken before the mail goes: a member already mailed today (or being mailed by another run) is left out.
      const due = await rows<{ email: string; overdue: number; today: number; case_ids: number[] }>(
        db,
        sql`with members as (
            select ${t.assigneeId} as staff_id, (count(*) filter (where ${t.dueOn} < ${today}::date))::int as overdue,
              (count(*) filter (where ${t.dueOn} = ${today}::date))::int as today, array_agg(distinct ${t.caseId} order by ${t.caseId}) as case_ids
            from ${tableAs(caseTasks, t)} join ${tableAs(staffMembers, m)} on ${m.id} = ${t.assigneeId}
            where not ${t.done} and ${m.active} and ${t.dueOn} <= ${today}::date group by ${t.assigneeId}),
          taken as (
            insert into ${staffReminderMails} (${columnName(staffReminderMails.staffId)}, ${columnName(staffReminderMails.day)}, ${columnName(staffReminderMails.sentAt)})
              select staff_id, ${today}::date, ${at}::timestamptz from members
            on conflict do nothing returning ${staffReminderMails.staffId})
          select ${m.email}, members.overdue, members.today, members.case_ids from taken
            join members on members.staff_id = taken.staff_id join ${tableAs(staffMembers, m)} on ${m.id} = taken.staff_id`,
      );
      for (const member of due) {
        mailer.send(taskReminderMail(member.email, { overdue: member.overdue, today: member.today, caseIds: member.case_ids }, `${publicOrigin}/admin/tasks`), 'task reminder');
      }
      return { notified: notified.length, mailed: due.length };
    },
  };
}
