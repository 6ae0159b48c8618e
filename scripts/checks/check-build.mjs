// Checks the production build is federated at run time: every remote has its
// own mf-manifest.json and routes.json, the shell's bundle names no remote's
// address, and no page path of a remote beyond the header's and footer's links;
// the apps whose pages are pre-rendered carry their server bundles.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, WEB_APPS } from '../apps/apps.mjs';
import { contractProblems, readBuild } from '@frc/site-runtime/contractGate.mjs';

const { evaluateModule } = createRequire(import.meta.url)('../../packages/build-config/routes.js');

const problems = [];
const [shell, ...remotes] = WEB_APPS;

for (const remote of remotes) {
  const manifest = path.join(ROOT, remote.workspace, 'dist/mf-manifest.json');
  if (!fs.existsSync(manifest)) {
    problems.push(`${remote.workspace}: no dist/mf-manifest.json`);
    continue;
  }
  const { name, exposes } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  console.log(`${remote.workspace}/dist/mf-manifest.json: remote "${name}" exposes ${exposes.map((e) => e.path).join(', ')}`);
  const routes = path.join(ROOT, remote.workspace, 'dist/routes.json');
  if (!fs.existsSync(routes)) problems.push(`${remote.workspace}: no dist/routes.json`);
  else remote.routes = JSON.parse(fs.readFileSync(routes, 'utf8')).routes;
}

const remoteAddress = new RegExp(
  `(localhost|127\\.0\\.0\\.1):(${remotes.map((remote) => remote.port).join('|')})|remoteEntry\\.js|mf-manifest\\.json"`,
);
const shellDist = path.join(ROOT, shell.workspace, 'dist');
const bundles = fs.readdirSync(shellDist).filter((file) => file.endsWith('.js'));
for (const file of bundles) {
  const match = fs.readFileSync(path.join(shellDist, file), 'utf8').match(remoteAddress);
  if (match) problems.push(`shell/dist/${file} contains "${match[0]}"`);
}
console.log(`shell/dist: ${bundles.length} bundles checked, remote map read at run time from /remotes.json`);

// Every string in the header's and footer's link lists (the footer's first words: its site text's): the only page
// paths the shell may name.
const stringsIn = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];
const linked = new Set(
  ['shell/src/layout/header/navigation.ts', 'packages/contracts/src/siteText.ts']
    .flatMap((file) => stringsIn(evaluateModule(path.join(ROOT, file))))
    .filter((text) => text.startsWith('/')),
);
const shellCode = bundles.map((file) => fs.readFileSync(path.join(shellDist, file), 'utf8')).join('\n');
const pagePaths = remotes.flatMap((remote) => (remote.routes ?? []).flatMap((route) => [route.path, ...route.addresses]));
const named = [...new Set(pagePaths)].filter((pagePath) => pagePath !== '/' && shellCode.includes(`"${pagePath}"`));
for (const pagePath of named.filter((candidate) => !linked.has(candidate))) problems.push(`shell/dist names the page path "${pagePath}", which is no header or footer link`);
console.log(`shell/dist: names ${named.length} of the remotes' ${new Set(pagePaths).size} page paths, each a header or footer link; routes read at run time from each remote's routes.json`);

// Browser code takes the contracts' zod-free entry: no schema library in any app's scripts.
for (const app of WEB_APPS) {
  const dist = path.join(ROOT, app.workspace, 'dist');
  if (!fs.existsSync(dist)) continue;
  for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    if (fs.readFileSync(path.join(dist, file), 'utf8').includes('ZodError')) problems.push(`${app.workspace}/dist/${file} contains zod (ZodError)`);
  }
}
console.log('dist: no app bundles zod');

// Each app whose pages are pre-rendered carries its server bundle (and a remote its style index) in its build,
// so a published version brings its own rendering (docs/rendering.md).
for (const app of WEB_APPS.filter((candidate) => candidate.spa || candidate.publicPages)) {
  const dist = path.join(ROOT, app.workspace, 'dist');
  const needed = ['server/render.js', ...(app.spa ? [] : ['style-files.json'])];
  for (const file of needed) if (!fs.existsSync(path.join(dist, file))) problems.push(`${app.workspace}: no dist/${file}`);
}
console.log('dist: the shell and each public remote carry their server bundle (dist/server/render.js)');

// The builds keep the federation's contract with each other (the gate deploy:local runs before a switch):
// each remote exposes what the shell and the others load from it, and accepts the shell's shared libraries.
const builds = Object.fromEntries(WEB_APPS.map((app) => [app.spa ? 'shell' : app.workspace.replace(/^mf-/, ''), readBuild(path.join(ROOT, app.workspace, 'dist'))]));
for (const remote of Object.keys(builds).filter((name) => name !== 'shell')) {
  const others = Object.fromEntries(Object.entries(builds).filter(([name]) => name !== remote));
  problems.push(...contractProblems({ remote, version: '(dist)', candidate: builds[remote], others }));
}
const uses = Object.entries(builds).filter(([, build]) => build.uses.length > 0);
console.log(`dist: every remote keeps the contract; the builds' federated modules: ${uses.map(([name, build]) => `${name} loads ${build.uses.join(', ')}`).join('; ')}`);

if (problems.length) {
  console.error(`check-build failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('check-build: every remote has its manifest and routes; the shell bundle names no remote address and no page path of its own');
