import {
  affiliateApplicationSchema,
  HONEYPOT_FIELD,
  newsletterSignupResponseSchema,
  newsletterSignupSchema,
  submissionReceivedResponseSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { affiliateApplications, newsletterSubscriptions } from '../db/schema';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { insertOnce } from '../leads/insertOnce';
import { teamNotificationMail } from '../mail/messages';

/** The content pages' forms: affiliate application, newsletter sign-up (the whistleblowing report has its own module). */
export function siteFormRoutes({ db, mailer, teamEmail, limits, now }: AppContext): FastifyPluginAsyncZod {
  const received = (row: { id: number; createdAt: Date }) => ({ status: 'success' as const, data: { id: row.id, created_at: row.createdAt.toISOString() } });
  const droppedAsSpam = () => received({ id: 0, createdAt: now() });
  const notifyTeam = (what: string, fields: Record<string, string | boolean | null>) => {
    if (teamEmail) mailer.send(teamNotificationMail(teamEmail, what, fields), 'team notification');
  };

  return async (app) => {
    const submissionLimit = perMinute(limits.submissionsPerMinutePerIp);

    app.post(
      '/affiliate-applications',
      {
        schema: { body: affiliateApplicationSchema, headers: idempotentSubmissionHeaders, response: { 201: submissionReceivedResponseSchema } },
        config: submissionLimit,
      },
      async (request, reply) => {
        const { [HONEYPOT_FIELD]: honeypot, terms: _accepted, noticeVersion, ...fields } = request.body;
        const application = { ...fields, noticeVersion: noticeVersion ?? null };
        if (honeypot) return reply.code(201).send(droppedAsSpam());
        const { row, created } = await insertOnce(db, affiliateApplications, application, request.headers['idempotency-key']);
        if (created) notifyTeam(`affiliate application #${row.id}`, application);
        return reply.code(201).send(received(row));
      },
    );

    app.post(
      '/newsletter',
      { schema: { body: newsletterSignupSchema, response: { 200: newsletterSignupResponseSchema } }, config: submissionLimit },
      async (request) => {
        const { email, noticeVersion, [HONEYPOT_FIELD]: honeypot } = request.body;
        // A repeated sign-up changes nothing and gets the same answer, so it tells nobody who is subscribed.
        if (!honeypot) {
          await db
            .insert(newsletterSubscriptions)
            .values({ email, noticeVersion: noticeVersion ?? null })
            .onConflictDoNothing({ target: newsletterSubscriptions.email });
        }
        return { status: 'success' as const, message: 'Thank you for subscribing!' };
      },
    );
  };
}
