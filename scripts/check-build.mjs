// Checks the production build is federated at run time: every remote has its
// own mf-manifest.json, and the shell's bundle names no remote's address.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_APPS } from './lib/apps.mjs';

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

if (problems.length) {
  console.error(`check-build failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('check-build: every remote has its manifest; the shell bundle names no remote address');
