import { readConfig } from './config';
import { openDatabase } from './db/client';

/**
 * Brings the database's schema up to date, then exits: the migration job of a deployment
 * (deploy/k8s/base/migrate-job.yaml), run before the API's replicas. The API migrates at start too (a no-op
 * once this has run; concurrent starts take turns).
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const database = await openDatabase(config.database, {
    onConnectionLost: (error) => console.warn('a database connection was lost:', error.message),
  });
  await database.close();
  console.log(`The ${database.kind} schema is up to date.`);
}

main().catch((error: unknown) => {
  console.error('The migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
