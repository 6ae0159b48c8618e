import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../config';
import { clientAddress, requesterNetwork } from './clientAddress';

const MINUTE_MS = 60_000;

/** A cap of `max` requests per minute and IP for one route (ignored when limits are off). */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: MINUTE_MS } };
}

/** Per-IP request caps: every route gets `requestsPerMinutePerIp` unless it sets its own. */
export async function registerRateLimits(app: FastifyInstance, limits: Limits): Promise<void> {
  if (!limits.perIpLimitsEnabled) return;
  await app.register(rateLimit, {
    global: true,
    max: limits.requestsPerMinutePerIp,
    timeWindow: MINUTE_MS,
    // The same requester as the sign-in code caps count: the trusted client address, IPv6 by /64.
    keyGenerator: (request) => requesterNetwork(clientAddress(request)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
