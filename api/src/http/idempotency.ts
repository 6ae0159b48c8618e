import { z } from 'zod';

/**
 * Headers of a submission that may be retried. The object stays loose because Fastify replaces
 * `request.headers` with what the schema lets through.
 */
export const idempotentSubmissionHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Must be 8 to 200 characters')
    .max(200, 'Must be 8 to 200 characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'Must contain only letters, digits, dots, colons, dashes and underscores')
    .optional(),
});
