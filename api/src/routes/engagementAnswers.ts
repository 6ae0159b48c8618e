import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EngagementRefusal, Trail } from '../engagement/engagements';
import { clientAddress } from '../http/clientAddress';

/**
 * What the client's and the team's engagement-letter routes (`cases/engagements.ts`, `admin/cases/engagements.ts`)
 * answer alike: the trail a step records, and a refusal.
 */
export const trailOf = (request: FastifyRequest): Trail => ({ ip: clientAddress(request), userAgent: request.headers['user-agent'] ?? null });

/** A refusal answered as the routes answer (a 429 with its Retry-After). */
export function refuse(reply: FastifyReply, refusal: EngagementRefusal) {
  if (refusal.retryAfterSeconds) void reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.code(refusal.status).send({ status: 'error', message: refusal.message });
}
