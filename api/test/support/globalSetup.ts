import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { API_ROOT, MIGRATIONS_DIR } from '../../src/paths';
import { openDatabase } from '../../src/db/client';
import { adminQuery, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, TEST_POSTGRES_URL } from './testDatabase';

/**
 * The server the process-level suites start (durability, graceful stop, two replicas): built once per run, before
 * any suite, so no suite rebuilds it under another's feet.
 */
function buildServer(): void {
  execFileSync(process.execPath, [path.join(API_ROOT, 'scripts/build.mjs')], { stdio: 'ignore' });
}

/** A short digest of the migrations: a template made from other migrations is not used. */
function migrationsVersion(): string {
  const migrations = fs
    .readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => path.join(MIGRATIONS_DIR, file))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file));
  return createHash('sha256').update(Buffer.concat(migrations)).digest('hex').slice(0, 16);
}

/**
 * PostgreSQL run: a migrated empty database on the test server, which every suite's database is created from
 * (`create database … template`, a copy of its files) rather than migrated again. Made by the first pass that needs it.
 */
async function postgresTemplate(version: string): Promise<string> {
  const name = `api_template_${version}`;
  const url = new URL(TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  // Two passes (the suites, then the serial ones) run one after the other, never at once: the first makes it.
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code === '42P04') return name;
    throw error;
  }
  const connection = await openDatabase({ kind: 'postgres', url: url.toString() }, { onConnectionLost: () => undefined });
  await connection.close();
  return name;
}

/**
 * PGlite run: initdb takes seconds, so the migrated empty database is made once, dumped, and every
 * suite starts from the dump. Kept between runs while the migrations stay the same.
 */
async function pgliteTemplate(version: string): Promise<string> {
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
  return templateFile;
}

export default async function globalSetup(): Promise<void> {
  // `npm test -w api` builds it once for both databases' passes, which run side by side.
  if (!process.env.API_TEST_SERVER_BUILT) buildServer();
  const version = migrationsVersion();
  if (TEST_POSTGRES_URL) process.env[POSTGRES_TEMPLATE_ENV] = await postgresTemplate(version);
  else process.env[PGLITE_TEMPLATE_ENV] = await pgliteTemplate(version);
}
