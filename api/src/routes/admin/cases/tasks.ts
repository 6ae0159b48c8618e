import { caseTasksResponseSchema, errorResponseSchema, newTaskRequestSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../../backOffice/audit';
import { addTask, tasksOfCase } from '../../../backOffice/tasks';
import { caseWorker } from '../../../backOffice/staffMembers';
import { caseOr404, viewerOf } from '../caseAccess';

/** A case's tasks and follow-ups. */
export function caseTaskRoutes({ db, now }: AppContext, audit: Audit): FastifyPluginAsyncZod {
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
  };
}
