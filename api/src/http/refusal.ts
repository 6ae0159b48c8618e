import type { FastifyReply } from 'fastify';
import type { Refusal } from '../otp/signInCodes';

/** Answers a refused code request or check: its status and message, and Retry-After when it says when to retry. */
export function refuse(reply: FastifyReply, { status, message, retryAfterSeconds }: Refusal) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).send({ message });
}
