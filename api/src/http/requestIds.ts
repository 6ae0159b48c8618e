import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** nginx's `$request_id` is 32 hex digits; anything else a client could send is not taken as it is. */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9-]{8,64}$/;

/** The id nginx gave the request (`X-Request-Id`), so its access log, the API's log and the browser all name one id; a new one otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_SHAPE.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a client can quote it ("Reference: …") and an operator find the log line. */
export function answerWithRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
