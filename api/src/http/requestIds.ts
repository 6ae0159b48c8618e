import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** nginx's `$request_id` is 32 hex digits; anything else a client could send is not taken as it is. */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The id nginx gave the request (`X-Request-Id`), so the API's log and the browser name one id; a new one otherwise
 * (base64url: hardly ever six digits in a row, so a sign-in code is not found in the log by chance).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_SHAPE.test(given) ? given : randomBytes(12).toString('base64url');
}

/** Every answer names its request id, so a client can quote it ("Reference: …") and an operator find the log line. */
export function answerWithRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
