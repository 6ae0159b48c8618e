import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ShutdownSettings } from './config';
import type { DatabaseConnection } from './db/client';

/**
 * The graceful stop on SIGTERM: readiness fails at once (`drain()`), requests are still served for
 * `drainDelayMs` so a load balancer can take the replica out, then the server stops listening (new connections
 * are refused, a request on a kept-alive connection gets 503) and waits up to `timeoutMs` for the requests in
 * flight, uploads included. Past that their connections are cut. Then the jobs and timers stop (the app's onClose
 * hooks), the database closes, and the process exits: 0 when every request finished, 1 when some were cut.
 */
export function stopGracefully(
  { app, database, logger, drain, settings }: { app: FastifyInstance; database: DatabaseConnection; logger: FastifyBaseLogger; drain: () => void; settings: ShutdownSettings },
  signal: string,
): Promise<number> {
  drain();
  logger.info({ signal, ...settings }, 'stopping: readiness fails, requests in flight are finished');
  return (async () => {
    if (settings.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.drainDelayMs));
    let cut = false;
    const bound = setTimeout(() => {
      cut = true;
      logger.error({ timeoutMs: settings.timeoutMs }, 'requests still in flight at the end of the shutdown bound: their connections are cut');
      app.server.closeAllConnections();
    }, settings.timeoutMs);
    try {
      await app.close();
    } finally {
      clearTimeout(bound);
    }
    await database.close();
    logger.info('stopped: every request answered, jobs stopped, database closed');
    return cut ? 1 : 0;
  })();
}
