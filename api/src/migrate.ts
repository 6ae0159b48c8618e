import { readConfig } from './config';
import { seedContent } from './content/seedContent';
import { openDatabase } from './db/client';

/**
 * Brings the database's schema up to date (and puts the first content in an empty one), then exits: the migration job of a deployment
 * (deploy/k8s/base/migrate-job.yaml), run before the API's replicas. The API migrates at start too (a no-op
 * once this has run; concurrent starts take turns).
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const database = await openDatabase(config.database, {
    onConnectionLost: (error) => console.warn('a database connection was lost:', error.message),
  });
  const seeded = config.contentSeedDir ? await seedContent(database.db, config.contentSeedDir, new Date()) : 0;
  await database.close();
  console.log(`The ${database.kind} schema is up to date.${seeded > 0 ? ` ${seeded} content items were seeded.` : ''}`);
}

main().catch((error: unknown) => {
  console.error('The migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
