import { z } from 'zod';
import { emailAddress, FIELD_REQUIRED, isoTimestamp } from './fields';
import { INVALID_VERIFICATION_CODE, OTP_LENGTH } from './signIn';

/** Body of POST /api/send-otp. */
export const sendOtpRequestSchema = z.object({ email: emailAddress });
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

/** The answer is the same whether or not the address belongs to a client. */
export const sendOtpResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** Body of POST /api/verify-otp. */
export const verifyOtpRequestSchema = z.object({
  email: emailAddress,
  otp: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), INVALID_VERIFICATION_CODE),
  /** The Idempotency-Keys of the requests this browser sent: those in the signed-in address's name are confirmed. */
  sentRequests: z.array(z.string().max(100)).max(20).optional(),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/** A bearer token for `Authorization: Bearer …`, valid until `expires_at` or logout. */
export const verifyOtpResponseSchema = z.object({ token: z.string(), expires_at: isoTimestamp });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** The signed-in client; `name` comes from their latest consultation request, else the address's local part. */
export const profileUserSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const profileResponseSchema = z.object({ user: profileUserSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const logoutResponseSchema = z.object({ status: z.literal('success') });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
