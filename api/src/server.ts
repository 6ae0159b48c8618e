// First: tracing wraps `pg` and `ioredis` only if it starts before they are loaded.
import { tracing } from './tracingFirst';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './http/logging';
import { createReadiness } from './http/readiness';
import { startMetricsServer } from './observability/metricsServer';
import { stopGracefully } from './shutdown';

/** Production entry point: configuration from the environment, see README.md. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database, {
    onConnectionLost: (error) => logger.warn({ err: error }, 'a database connection was lost; the pool opens a new one when needed'),
  });
  const readiness = createReadiness();
  const app = await buildApp({ ...config, database, logger, readiness, tracing, purgeEveryMs: 24 * 60 * 60 * 1000, noticeFlushEveryMs: 30_000, reminderCheckEveryMs: 60_000, contentPublishEveryMs: 15_000 });
  if (!config.teamEmail) logger.warn('TEAM_EMAIL is not set: nobody is told about new consultation requests');
  if (!config.otpSecret) logger.warn('OTP_SECRET is not set: sign-in codes stop working when the process restarts');

  let stopping = false;
  const stop = (signal: string, settings = config.shutdown) => {
    if (stopping) return;
    stopping = true;
    stopGracefully({ app, database, logger, drain: readiness.drain, settings }, signal).then(
      (code) => process.exit(code),
      (error: unknown) => {
        logger.error({ err: error }, 'the API did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Ctrl-C at a terminal: no load balancer to wait for.
  process.on('SIGINT', () => stop('SIGINT', { ...config.shutdown, drainDelayMs: 0 }));

  const metricsServer = await startMetricsServer(app.metrics.registry, { port: config.metricsPort, host: config.metricsHost });
  app.addHook('onClose', async () => {
    await metricsServer.close();
    await tracing?.shutdown();
  });
  logger.info({ metrics: metricsServer.origin, tracing: tracing !== null }, 'metrics ready');
  const address = await app.listen({ port: config.port, host: config.host });
  logger.info({ database: database.kind, address }, 'API ready');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? [error.message, error.cause instanceof Error ? error.cause.message : null].filter(Boolean).join(': ') : error;
  console.error('The API could not start:', reason);
  process.exit(1);
});
