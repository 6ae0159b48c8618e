import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasBearer(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && crypto.timingSafeEqual(digest(given), digest(token));
}

/** A preHandler for the operators' routes: 401 unless the request carries the ops token. */
export function requireOpsToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBearer(request.headers.authorization, token)) {
      await reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: 'The ops token is missing or wrong.' });
    }
  };
}
