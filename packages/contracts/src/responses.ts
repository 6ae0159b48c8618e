import { z } from 'zod';
import { isoTimestamp } from './fields';

/**
 * A field the server refused, and why. `field` is the path, dot-joined (`email`, `page`); `label` names it as its form
 * does, where the form has one ("Cover › Icon").
 */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string(), label: z.string().optional() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every 4xx/5xx answer: `message` is written for people and shown as is. */
export const errorResponseSchema = z.object({
  /** The back office's refusals say `error` here too. */
  status: z.literal('error').optional(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** 201 answer to a stored whistleblowing report or affiliate application. */
export const submissionReceivedResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ id: z.number().int(), created_at: isoTimestamp }),
});
export type SubmissionReceivedResponse = z.infer<typeof submissionReceivedResponseSchema>;
