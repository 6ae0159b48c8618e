import { z } from 'zod';
import { OTP_LENGTH } from './signIn';
import { serviceRecordSchema } from './services';
import { staffAccessSchema } from './backOffice';
import { CASE_ROOM_AUTHORS } from './caseRoomCodes';

/**
 * GET /api/me/data: everything the site holds about the signed-in client's address, as one JSON document (the
 * data page shows it; "Download my data" saves it).
 */
export const clientDataSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  requests: z.array(serviceRecordSchema),
  whistleblowingReports: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      fields: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
      evidence: z.array(z.object({ fileName: z.string(), mediaType: z.string(), sizeBytes: z.number().int() })),
    }),
  ),
  affiliateApplications: z.array(z.object({ id: z.number().int(), created_at: z.string(), fields: z.record(z.string(), z.union([z.string(), z.null()])) })),
  newsletter: z.object({ status: z.enum(['subscribed', 'awaiting confirmation', 'not subscribed']), since: z.string().nullable() }),
  sessions: z.array(z.object({ started_at: z.string(), last_seen_at: z.string(), expires_at: z.string(), current: z.boolean() })),
  /** The messages of the client's case rooms, both sides', oldest first. */
  caseMessages: z.array(z.object({ caseRef: z.string(), author: z.enum(CASE_ROOM_AUTHORS), authorName: z.string(), text: z.string(), at: z.string() })),
  /**
   * The documents of the client's case rooms with their SHA-256 checksums; each file downloads on its own from
   * GET /api/cases/:ref/documents/:id.
   */
  caseDocuments: z.array(
    z.object({
      caseRef: z.string(),
      id: z.number().int(),
      name: z.string(),
      size: z.number().int(),
      type: z.string(),
      sha256: z.string(),
      uploadedBy: z.enum(CASE_ROOM_AUTHORS),
      isReport: z.boolean(),
      at: z.string(),
    }),
  ),
  /** Which staff members opened this client's data, and when. */
  staff_access: z.array(staffAccessSchema),
});
export type ClientData = z.infer<typeof clientDataSchema>;

/** Body of POST /api/me/erase: the one-time code mailed to the address for the erasure. */
export const eraseDataRequestSchema = z.strictObject({
  code: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code from the e-mail`),
});
export type EraseDataRequest = z.infer<typeof eraseDataRequestSchema>;

export const eraseDataResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type EraseDataResponse = z.infer<typeof eraseDataResponseSchema>;
