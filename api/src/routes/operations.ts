import { parseCaseReference } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOpsToken } from '../http/opsAuth';
import type { PurgeCounts } from '../retention/purge';

/**
 * POST /ops/purge: the purge of expired records, now (`npm run purge -w api`); POST /ops/notices: the client notices
 * gathered in windows that have ended, mailed now (the server does it every 30 s); POST /ops/reminders: the day's task
 * reminders, mailed now whatever the set time (still once a day per member). The ops token only. Where the API allows it
 * (`OPS_NOTICES_END_WINDOW`, the end-to-end stack), `POST /ops/notices { "caseRef": "C-12" }` first ends that case's
 * window, so a test sees the gathered notice without waiting for it; likewise (`OPS_LETTERS_EXPIRE_ON_DEMAND`)
 * `POST /ops/reminders { "letterId": 7 }` first ends that waiting engagement letter's period, so it expires.
 */
export function operationsRoutes({
  purge,
  flushNotices,
  noticeWindowsEndOnDemand,
  sendReminders,
  letterPeriodEndsOnDemand,
  opsToken,
}: {
  purge: () => Promise<PurgeCounts>;
  /** With a case's id, that case's window ends now too. */
  flushNotices: (endingNow?: number) => Promise<number>;
  /** Whether a request may name a case whose window ends now (the end-to-end stack alone). */
  noticeWindowsEndOnDemand: boolean;
  sendReminders: () => Promise<{ notified: number; mailed: number; consultations: number; engagementLetters: number }>;
  /** Ends a waiting letter's period now (the end-to-end stack alone); null where a request may not ask it. */
  letterPeriodEndsOnDemand: ((letterId: number) => Promise<boolean>) | null;
  opsToken: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/ops/purge', { preHandler: requireOpsToken(opsToken) }, async () => ({ purged: await purge() }));
    const noticesBody = z.object({ caseRef: z.string().optional() }).optional();
    // Read after the token is checked (a schema would answer strangers first): no body at all is the plain flush.
    app.post('/ops/notices', { preHandler: requireOpsToken(opsToken) }, async (request, reply) => {
      const body = noticesBody.safeParse(request.body ?? undefined);
      if (!body.success) return reply.code(400).send({ message: 'The body may only name a case: { "caseRef": "C-12" }.' });
      const caseRef = body.data?.caseRef;
      if (caseRef === undefined) return { mailed: await flushNotices() };
      if (!noticeWindowsEndOnDemand) return reply.code(403).send({ message: 'This API does not end notice windows on demand.' });
      const caseId = parseCaseReference(caseRef);
      if (caseId === null) return reply.code(400).send({ message: `"${caseRef}" is not a case reference.` });
      return { mailed: await flushNotices(caseId) };
    });
    const remindersBody = z.object({ letterId: z.number().int().positive().max(2_147_483_647) }).optional();
    app.post('/ops/reminders', { preHandler: requireOpsToken(opsToken) }, async (request, reply) => {
      const body = remindersBody.safeParse(request.body ?? undefined);
      if (!body.success) return reply.code(400).send({ message: 'The body may only name a waiting letter: { "letterId": 7 }.' });
      const letterId = body.data?.letterId;
      if (letterId !== undefined) {
        if (!letterPeriodEndsOnDemand) return reply.code(403).send({ message: 'This API does not end letters’ periods on demand.' });
        if (!(await letterPeriodEndsOnDemand(letterId))) return reply.code(404).send({ message: `No waiting letter ${letterId}.` });
      }
      return await sendReminders();
    });
  };
}
