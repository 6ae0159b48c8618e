// `npm run db:generate -w api [-- --name what_changed]`: drizzle-kit writes a migration for the
// changes in src/db/schema/ to drizzle/. npm may install drizzle-orm under api/node_modules
// while drizzle-kit sits at the root, where drizzle-kit cannot see it; NODE_PATH (for require)
// and a resolve hook (for import) point it at api's copy.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drizzleKitBin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const hook = new URL('./lib/resolveDrizzleOrmFromApi.mjs', import.meta.url).href;
const registerHook = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(hook)});`;

const { status } = spawnSync(process.execPath, ['--import', registerHook, drizzleKitBin, 'generate', ...process.argv.slice(2)], {
  cwd: apiDir,
  env: { ...process.env, NODE_PATH: path.join(apiDir, 'node_modules') },
  stdio: 'inherit',
});
process.exit(status ?? 1);
