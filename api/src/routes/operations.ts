import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOpsToken } from '../http/opsAuth';
import type { PurgeCounts } from '../retention/purge';

/**
 * POST /ops/purge: the purge of expired records, now (`npm run purge -w api`); POST /ops/notices: the client notices
 * gathered in windows that have ended, mailed now (the server does it every 30 s); POST /ops/reminders: the day's task
 * reminders, mailed now whatever the set time (still once a day per member). The ops token only.
 */
export function operationsRoutes({
  purge,
  flushNotices,
  sendReminders,
  opsToken,
}: {
  purge: () => Promise<PurgeCounts>;
  flushNotices: () => Promise<number>;
  sendReminders: () => Promise<{ notified: number; mailed: number; consultations: number; engagementLetters: number }>;
  opsToken: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/ops/purge', { preHandler: requireOpsToken(opsToken) }, async () => ({ purged: await purge() }));
    app.post('/ops/notices', { preHandler: requireOpsToken(opsToken) }, async () => ({ mailed: await flushNotices() }));
    app.post('/ops/reminders', { preHandler: requireOpsToken(opsToken) }, async () => await sendReminders());
  };
}
