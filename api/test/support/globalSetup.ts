import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { API_ROOT, MIGRATIONS_DIR } from '../../src/paths';
import { PGLITE_TEMPLATE_ENV, TEST_POSTGRES_URL } from './testDatabase';

/**
 * The server the process-level suites start (durability, graceful stop, two replicas): built once per run, before
 * any suite, so no suite rebuilds it under another's feet.
 */
function buildServer(): void {
  execFileSync(process.execPath, [path.join(API_ROOT, 'scripts/build.mjs')], { stdio: 'ignore' });
}

/**
 * PGlite run: initdb takes seconds, so the migrated empty database is made once, dumped, and every
 * suite starts from the dump. Kept between runs while the migrations stay the same.
 */
export default async function globalSetup(): Promise<void> {
  // `npm test -w api` builds it once for both databases' passes, which run side by side.
  if (!process.env.API_TEST_SERVER_BUILT) buildServer();
  if (TEST_POSTGRES_URL) return;
  const migrations = fs
    .readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => path.join(MIGRATIONS_DIR, file))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file));
  const version = createHash('sha256').update(Buffer.concat(migrations)).digest('hex').slice(0, 16);
  const templateFile = path.join(os.tmpdir(), `frc-api-pglite-template-${version}.tar`);
  if (!fs.existsSync(templateFile)) {
    const client = new PGlite();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${templateFile}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, templateFile);
  }
  process.env[PGLITE_TEMPLATE_ENV] = templateFile;
}
