import { z } from 'zod';
import { emailAddress } from './fields';
import { serviceRecordSchema } from './services';

/** Query of GET /api/services/by-email; `email` must be the signed-in client's own address. */
export const casesQuerySchema = z.object({
  email: emailAddress,
  page: z.coerce
    .number({ error: 'Must be a page number' })
    .int('Must be a page number')
    .min(1, 'Must be 1 or more')
    .max(1_000_000, 'Must be at most 1000000')
    .default(1),
});
export type CasesQuery = z.input<typeof casesQuerySchema>;

/** One page of the client's cases, newest first. */
export const casesPageResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(serviceRecordSchema),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type CasesPageResponse = z.infer<typeof casesPageResponseSchema>;
