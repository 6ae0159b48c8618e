import { dueTasksResponseSchema, errorResponseSchema, myTasksResponseSchema, recordIdText, TASK_EDIT_CONFLICT, taskResponseSchema, taskUpdateRequestSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { changeTask, findTask, openTasksOf, utcDay, type TaskChanges } from '../../backOffice/tasks';
import { caseWorker } from '../../backOffice/staffMembers';
import { NOT_FOUND, viewerOf } from './caseAccess';
import { auditListRead } from './listReads';

/** Each member's tasks: a change of one, the due list and every open task of theirs. */
export function taskRoutes({ db, now }: AppContext, audit: Audit): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
