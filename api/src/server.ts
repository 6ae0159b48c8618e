import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './http/logging';

/** Production entry point: configuration from the environment, see README.md. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database, {
    onConnectionLost: (error) => logger.warn({ err: error }, 'a database connection was lost; the pool opens a new one when needed'),
  });
  const app = await buildApp({ ...config, database, logger, purgeEveryMs: 24 * 60 * 60 * 1000, noticeFlushEveryMs: 30_000, reminderCheckEveryMs: 60_000 });
  if (!config.teamEmail) logger.warn('TEAM_EMAIL is not set: nobody is told about new consultation requests');
  if (!config.otpSecret) logger.warn('OTP_SECRET is not set: sign-in codes stop working when the process restarts');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  logger.info({ database: database.kind, address }, 'API ready');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? [error.message, error.cause instanceof Error ? error.cause.message : null].filter(Boolean).join(': ') : error;
  console.error('The API could not start:', reason);
  process.exit(1);
});
