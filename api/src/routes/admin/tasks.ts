import {
  caseTasksResponseSchema,
  dueTasksResponseSchema,
  errorResponseSchema,
  myTasksResponseSchema,
  newTaskRequestSchema,
  notificationsResponseSchema,
  notificationsSeenRequestSchema,
  recordIdText,
  reminderSettingsRequestSchema,
  TASK_EDIT_CONFLICT,
  taskResponseSchema,
  taskUpdateRequestSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { markNotificationsSeen, notificationsOf } from '../../backOffice/notifications';
import { addTask, changeTask, findTask, openTasksOf, tasksOfCase, utcDay, type TaskChanges } from '../../backOffice/tasks';
import { caseWorker } from '../../backOffice/staffMembers';
import { setReminderTime } from '../../mail/taskReminders';
import { caseOr404, NOT_FOUND, viewerOf } from './caseAccess';
import { auditListRead } from './listReads';

/** The cases' tasks and follow-ups, each member's due list and bell, and the time of the daily reminder. */
export function taskRoutes({ db, now }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
    const caseParams = z.object({ ref: z.string().max(40) });

    /** The case's tasks: the team's record of the case, so its read is audited as one. */
    app.get('/cases/:ref/tasks', { schema: { params: caseParams, response: { 200: caseTasksResponseSchema, 404: errorResponseSchema } } }, async (request, reply) => {
      const found = await caseOr404(db, request, reply, request.params.ref);
      if (!found) return reply;
      await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.caseTasksRead, target: found.summary.ref, clientEmail: found.summary.clientEmail });
      return { tasks: await tasksOfCase(db, found.id) };
    });

    app.post(
      '/cases/:ref/tasks',
      { schema: { params: caseParams, body: newTaskRequestSchema, response: { 201: caseTasksResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const found = await caseOr404(db, request, reply, request.params.ref);
        if (!found) return reply;
        const { title, note, dueOn, dueTime, assigneeId } = request.body;
        const assignee = assigneeId === undefined ? (found.summary.managerId ?? viewer.id) : assigneeId;
        const { refusal } = await caseWorker(db, assignee, 'assigneeId');
        if (refusal) return reply.code(422).send(refusal);
        const taskId = await addTask(db, { caseId: found.id, title, note: note || null, dueOn, dueTime: dueTime ?? null, assigneeId: assignee, createdBy: viewer.id, createdAt: now() });
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.taskCreated, target: `${found.summary.ref}/task-${taskId}`, clientEmail: found.summary.clientEmail });
        return reply.code(201).send({ tasks: await tasksOfCase(db, found.id) });
      },
    );

    /** A change of a task still at `version` (else 409, nothing written): done, undone, its title, note, due or assignee. */
    app.post(
      '/tasks/:id',
      { schema: { params: z.object({ id: recordIdText }), body: taskUpdateRequestSchema, response: { 200: taskResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const found = await findTask(db, viewer, request.params.id);
        if (!found) return reply.code(404).send(NOT_FOUND);
        const { version, done, dueTime, note, assigneeId, ...rest } = request.body;
        const { refusal } = assigneeId !== undefined && assigneeId !== found.task.assigneeId ? await caseWorker(db, assigneeId, 'assigneeId') : { refusal: undefined };
        if (refusal) return reply.code(422).send(refusal);
        const changes: TaskChanges = { ...rest };
        if (note !== undefined) changes.note = note || null;
        if (dueTime !== undefined) changes.dueTime = dueTime;
        if (assigneeId !== undefined) changes.assigneeId = assigneeId;
        if (done !== undefined && done !== found.task.done) {
          changes.done = done;
          changes.doneAt = done ? now() : null;
        }
        if (!(await changeTask(db, found.task.id, version, changes))) return reply.code(409).send({ message: TASK_EDIT_CONFLICT });
        const action = changes.done === true ? AUDIT_ACTIONS.taskCompleted : AUDIT_ACTIONS.taskChanged;
        const what = Object.keys(changes).join(', ') || 'nothing';
        await audit(db, request, { staffId: viewer.id, action, target: `${found.task.caseRef}/task-${found.task.id}: ${what}`, clientEmail: found.clientEmail });
        return { task: (await findTask(db, viewer, found.task.id))!.task };
      },
    );

    /** The member's own open tasks due today or before (UTC days), by due: their titles are the team's words on cases, so the list read is audited. */
    app.get('/tasks/due', { schema: { response: { 200: dueTasksResponseSchema } } }, async (request) => {
      await auditListRead(audit, db, request, AUDIT_ACTIONS.dueTasksListed, {}, now());
      const today = utcDay(now());
      return { today, tasks: await openTasksOf(db, viewerOf(request).id, today) };
    });

    /** My tasks: every open task of the member's, by due. */
    app.get('/tasks', { schema: { response: { 200: myTasksResponseSchema } } }, async (request) => {
      await auditListRead(audit, db, request, AUDIT_ACTIONS.myTasksListed, {}, now());
      return { today: utcDay(now()), tasks: await openTasksOf(db, viewerOf(request).id, null) };
    });

    /** The member's bell: case references and what happened, nothing of the victim. */
    app.get('/notifications', { schema: { response: { 200: notificationsResponseSchema } } }, async (request) => notificationsOf(db, viewerOf(request).id));

    app.post('/notifications/seen', { schema: { body: notificationsSeenRequestSchema, response: { 200: notificationsResponseSchema } } }, async (request) => {
      const staffId = viewerOf(request).id;
      await markNotificationsSeen(db, staffId, request.body.upTo, now());
      return notificationsOf(db, staffId);
    });

    app.post(
      '/settings/reminders',
      { config: { adminOnly: true }, schema: { body: reminderSettingsRequestSchema, response: { 200: reminderSettingsRequestSchema } } },
      async (request) => {
        await setReminderTime(db, request.body.reminderTime);
        await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.reminderTimeSet, target: request.body.reminderTime });
        return { reminderTime: request.body.reminderTime };
      },
    );
  };
}
