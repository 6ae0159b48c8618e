// Bundles the API into dist/server.js (and the migration job's dist/migrate.js). @frc/contracts (TypeScript source) is inlined; every other
// dependency stays a plain require, resolved from node_modules at run time.
import { build } from 'esbuild';
import fs from 'node:fs';

const apiPackage = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const inlined = new Set(['@frc/contracts']);
const external = Object.keys(apiPackage.dependencies).filter((name) => !inlined.has(name));

const started = Date.now();
fs.rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  // server.js, and migrate.js: the deployments' migration job.
  entryPoints: ['server', 'migrate'].map((name) => ({ in: new URL(`../src/${name}.ts`, import.meta.url).pathname, out: name })),
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
// The first content's files (src/content/seed/<kind>.json), read at start by the API and the migration job.
const seedSource = new URL('../src/content/seed/', import.meta.url);
const seedTarget = new URL('../dist/content-seed/', import.meta.url);
fs.mkdirSync(seedTarget, { recursive: true });
if (fs.existsSync(seedSource)) {
  for (const name of fs.readdirSync(seedSource).filter((file) => file.endsWith('.json'))) fs.copyFileSync(new URL(name, seedSource), new URL(name, seedTarget));
}
console.log(`api: dist/server.js and dist/migrate.js built in ${Date.now() - started} ms`);
