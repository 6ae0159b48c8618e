import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Limits } from '../config';
import { clientAddress, requesterNetwork } from './clientAddress';

const MINUTE_MS = 60_000;
/** How long a request waits for Redis before it is let through uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before it serves without it (and goes on trying). */
const REDIS_FIRST_CONNECT_MS = 3_000;

const perIpRefusals = new WeakSet<FastifyRequest>();

/** Whether this request was answered 429 by a per-minute cap below (rather than by a route's own cap). */
export function refusedByPerIpLimit(request: FastifyRequest): boolean {
  return perIpRefusals.has(request);
}

/** A cap of `max` requests per minute and IP for one route (ignored when limits are off). */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: MINUTE_MS } };
}

/**
 * The Redis every replica counts in. While it cannot be reached, requests are let through uncounted (fail open)
 * and the outage is logged once, then its end: the sign-in code caps, the upload caps and the idempotency keys
 * live in the database and still hold, and a cache outage must not take the site down with it.
 */
async function openSharedCounter(app: FastifyInstance, redisUrl: string): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    // A request never queues behind a reconnection: a command fails at once and the request goes through.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_FIRST_CONNECT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let reachable = false;
  let outageLogged = false;
  let closing = false;
  const lost = (error?: Error) => {
    if (closing) return;
    if (reachable || !outageLogged) app.log.warn({ err: error }, 'Redis cannot be reached: requests go through without the per-IP limits until it answers again');
    reachable = false;
    outageLogged = true;
  };
  redis.on('ready', () => {
    if (!reachable) app.log.info('the shared request limits are counted in Redis');
    reachable = true;
  });
  redis.on('error', lost);
  redis.on('close', () => lost());
  const connected = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_FIRST_CONNECT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await connected;
  app.addHook('onClose', async () => {
    closing = true;
    redis.disconnect();
  });
  return redis;
}

/**
 * Per-IP request caps: every route gets `requestsPerMinutePerIp` unless it sets its own. Counted in this process's
 * memory, or in Redis for every replica together when `redisUrl` is given.
 */
export async function registerRateLimits(app: FastifyInstance, limits: Limits, { redisUrl }: { redisUrl: string | null }): Promise<void> {
  if (!limits.perIpLimitsEnabled) return;
  const redis = redisUrl ? await openSharedCounter(app, redisUrl) : null;
  await app.register(rateLimit, {
    global: true,
    max: limits.requestsPerMinutePerIp,
    timeWindow: MINUTE_MS,
    ...(redis && { redis, nameSpace: 'frc-rate-limit-', skipOnError: true }),
    // The same requester as the sign-in code caps count: the trusted client address, IPv6 by /64.
    keyGenerator: (request) => requesterNetwork(clientAddress(request)),
    errorResponseBuilder: (request, context) => {
      perIpRefusals.add(request);
      return { statusCode: 429, message: `Too many requests. Please try again in ${context.after}.` };
    },
  });
}
