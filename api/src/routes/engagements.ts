import { ENGAGEMENT_MESSAGES, ENGAGEMENT_VERIFY_MAX_BYTES, engagementVerifyResponseSchema, errorResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { perMinute } from '../http/rateLimits';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/**
 * The public check of a sealed engagement letter (docs/engagement.md): anyone may send a PDF and learn whether its
 * seal is intact and whether this service issued it. The client's own letters are `cases/engagements.ts`.
 */
export function engagementVerifyRoutes({ engagements, limits }: AppContext): FastifyPluginAsyncZod {
  return async (verify) => {
    const refusals = { '4xx': errorResponseSchema };
    verify.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: ENGAGEMENT_VERIFY_MAX_BYTES }, (_request, body, done) => done(null, body));
    verify.post(
      '/engagements/verify',
      { bodyLimit: ENGAGEMENT_VERIFY_MAX_BYTES, config: perMinute(limits.submissionsPerMinutePerIp), schema: { response: { 200: engagementVerifyResponseSchema, ...refusals } } },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || !bytes.subarray(0, 5).equals(PDF_SIGNATURE)) return reply.code(415).send({ status: 'error', message: ENGAGEMENT_MESSAGES.verifyNotPdf });
        return engagements.verify(bytes);
      },
    );
  };
}
