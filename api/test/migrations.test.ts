import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { Client } from 'pg';
import { openDatabase } from '../src/db/client';
import { API_ROOT, MIGRATIONS_DIR } from '../src/paths';
import { createTarget, TEST_POSTGRES_URL } from './support/testDatabase';

/** As scripts/build.mjs bundles: every dependency a plain require but @frc/contracts (TypeScript source), inlined. */
const EXTERNAL = Object.keys((JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies)
  .filter((name) => name !== '@frc/contracts')
  .flatMap((name) => [name, `${name}/*`]);

/** The migrations the schema is made of, as drizzle's journal lists them. */
const MIGRATION_COUNT = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function appliedMigrations(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

// Replicas starting together and the migration job (dist/migrate.js) on one PostgreSQL database. PGlite is one
// process's database: nothing to share there.
const onPostgres = TEST_POSTGRES_URL ? describe : describe.skip;

onPostgres('migrations on a database that replicas share', () => {
  it('three processes opening an empty database at once each find it migrated, every migration applied once', async () => {
    const { target, remove } = await createTarget();
    try {
      const connections = await Promise.all([1, 2, 3].map(() => openDatabase(target, { onConnectionLost: () => {} })));
      expect(connections.map((connection) => connection.kind)).toEqual(['postgres', 'postgres', 'postgres']);
      await Promise.all(connections.map((connection) => connection.close()));
      expect(await appliedMigrations((target as { url: string }).url)).toBe(MIGRATION_COUNT);
    } finally {
      await remove();
    }
  }, 60_000);

  it('the migration job (src/migrate.ts, bundled as the build bundles it) brings an empty database up to date and exits, and again as a no-op', async () => {
    // Bundled into a folder of its own (dist/ may be rebuilt by another suite meanwhile), under the API's folder so
    // that its dependencies resolve from node_modules as in the image.
    const folder = fs.mkdtempSync(path.join(API_ROOT, '.data', 'migrate-job-'));
    const job = path.join(folder, 'migrate.js');
    await build({ entryPoints: [path.join(API_ROOT, 'src/migrate.ts')], outfile: job, bundle: true, platform: 'node', format: 'cjs', external: EXTERNAL, logLevel: 'warning' });
    const { serverEnv, remove } = await createTarget();
    try {
      for (let run = 0; run < 2; run += 1) {
        const { stdout } = await promisify(execFile)(process.execPath, [job], { env: { ...process.env, ...serverEnv } });
        expect(stdout).toContain('The postgres schema is up to date.');
      }
      expect(await appliedMigrations(serverEnv.DATABASE_URL ?? '')).toBe(MIGRATION_COUNT);
    } finally {
      await remove();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
