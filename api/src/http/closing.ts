import type { FastifyInstance } from 'fastify';

/**
 * Closing the app closes keep-alive connections as soon as they fall idle. Node closes the connections that are idle
 * when the server stops listening; a connection whose answer was still being sent then stays open until its
 * keep-alive timeout (72 s) runs out, and holds a rolling deploy's old replica, or a test's teardown, that long. So
 * every answer that finishes once the server has stopped listening closes the idle connections again, its own
 * included.
 */
export function closeConnectionsOnceIdle(app: FastifyInstance): void {
  app.addHook('onResponse', (_request, _reply, done) => {
    // The connection counts as idle only after Node's own handling of the finished answer, which ran before this
    // hook; the next turn of the loop is after it either way.
    if (!app.server.listening) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}
