import {
  affiliateApplicationSchema,
  errorResponseSchema,
  HONEYPOT_FIELD,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBED,
  newsletterSignupResponseSchema,
  newsletterSignupSchema,
  newsletterTokenSchema,
  submissionReceivedResponseSchema,
} from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { idempotentSubmissionHeaders } from '../http/idempotency';
import { perMinute } from '../http/rateLimits';
import { createConfirmationMailBudget } from '../leads/requestConfirmation';
import { awaitNewsletterConfirmation, confirmNewsletter, newsletterConfirmedBy, storeAffiliateApplication, unsubscribeNewsletter } from '../leads/siteForms';
import { newInboxItemMail, newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/messages';
import { hashSecretToken, newSecretToken } from '../secretTokens';

/** The content pages' forms: affiliate application, newsletter sign-up (the whistleblowing report has its own module). */
export function siteFormRoutes({ db, mailer, teamEmail, limits, now, publicOrigin }: AppContext): FastifyPluginAsyncZod {
  const received = (row: { id: number; createdAt: Date }) => ({ status: 'success' as const, data: { id: row.id, created_at: row.createdAt.toISOString() } });
  const droppedAsSpam = () => received({ id: 0, createdAt: now() });

  const confirmationMails = createConfirmationMailBudget(now);
  const link = (pagePath: string, token: string) => `${publicOrigin}${pagePath}?token=${token}`;

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
        const { row, created } = await storeAffiliateApplication(db, application, request.headers['idempotency-key']);
        if (created && teamEmail) mailer.send(newInboxItemMail(teamEmail, { kind: 'affiliate', source: null, id: row.id }, publicOrigin), 'team notification');
        return reply.code(201).send(received(row));
      },
    );

    app.post(
      '/newsletter',
      { schema: { body: newsletterSignupSchema, response: { 200: newsletterSignupResponseSchema } }, config: submissionLimit },
      async (request) => {
        const { email, noticeVersion, [HONEYPOT_FIELD]: honeypot } = request.body;
        // The answer is the same whatever happens, so it tells nobody whether an address is subscribed. A new
        // address, or one not confirmed yet, gets a fresh confirmation link (at most a few an hour); a confirmed one
        // nothing.
        if (!honeypot) {
          const { token, tokenHash } = newSecretToken();
          const waiting = await awaitNewsletterConfirmation(db, { email, noticeVersion: noticeVersion ?? null }, tokenHash, now());
          if (waiting && confirmationMails.take(email)) {
            mailer.send(newsletterConfirmationMail(email, link(NEWSLETTER_CONFIRM_PATH, token), NEWSLETTER_CONFIRM_DAYS), 'newsletter confirmation');
          }
        }
        return { status: 'success' as const, message: 'Thank you for subscribing!' };
      },
    );

    app.post(
      '/newsletter/confirm',
      { schema: { body: newsletterTokenSchema, response: { 200: newsletterSignupResponseSchema, 404: errorResponseSchema } }, config: submissionLimit },
      async (request, reply) => {
        const tokenHash = hashSecretToken(request.body.token);
        const unsubscribe = newSecretToken();
        const confirmed = await confirmNewsletter(db, tokenHash, unsubscribe.tokenHash, now());
        if (confirmed) {
          mailer.send(newsletterWelcomeMail(confirmed, link(NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe.token)), 'newsletter welcome');
          return { status: 'success' as const, message: NEWSLETTER_CONFIRMED };
        }
        // The same link followed twice: still confirmed.
        if (await newsletterConfirmedBy(db, tokenHash)) return { status: 'success' as const, message: NEWSLETTER_CONFIRMED };
        return reply.code(404).send({ message: NEWSLETTER_LINK_INVALID });
      },
    );

    app.post(
      '/newsletter/unsubscribe',
      { schema: { body: newsletterTokenSchema, response: { 200: newsletterSignupResponseSchema, 404: errorResponseSchema } }, config: submissionLimit },
      async (request, reply) => {
        if (!(await unsubscribeNewsletter(db, hashSecretToken(request.body.token)))) return reply.code(404).send({ message: NEWSLETTER_LINK_INVALID });
        return { status: 'success' as const, message: NEWSLETTER_UNSUBSCRIBED };
      },
    );
  };
}
