// `npm run test:compat -- intake 1.4.0 [--data-dir DIR] [-- <playwright arguments>]`: how a team checks a candidate
// before promoting it. Runs the cross-remote tests that touch the remote (the Playwright tests tagged @intake, and
// those of the suites named after it, intake-*.spec.ts) with the current shell and the other remotes' current
// versions against that version of the remote:
//   1. publishes the version on the stack of DIR (default .data) when it is not published yet (deploy:local's build;
//      nothing is switched: the stack's map stays as it is),
//   2. runs the contract gate against the shell and the versions that stack's map serves (as deploy:local does),
//   3. starts a stack of its own beside it (every port moved by COMPAT_PORT_OFFSET, default 20000; data in
//      .data/compat) whose map names the candidate and the others' current versions, with no last good version and
//      no canary: the candidate's failures are failures, not fall-backs,
//   4. runs those tests against that stack, as against any deployed site, and stops it.
// Exit code: 0 when the gate passed and every test did.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS, ROOT, appName, remoteApp } from '../apps/apps.mjs';
import { compatVersions, deployedVersions, layOutStack } from '@frc/site-runtime/deployState.mjs';
import { VERSION, localContractProblems, publishVersion } from './localRelease.mjs';
import { runSuitesOnStack } from './suitesOnStack.mjs';

const USAGE = `usage: npm run test:compat -- <${REMOTE_APPS.map(appName).join('|')}> <version> [--data-dir DIR] [-- <playwright arguments>]`;
const COMPAT_DIR = '.data/compat';

function fail(message) {
  console.error(`test:compat: ${message}`);
  process.exit(1);
}

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const { values, positionals } = parseArgs({
  args: split === -1 ? argv : argv.slice(0, split),
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' } },
});
const playwrightArgs = split === -1 ? [] : argv.slice(split + 1);
const [remote, version] = positionals;
if (positionals.length !== 2 || !remoteApp(remote)) fail(USAGE);
if (!VERSION.test(version)) fail(`"${version}" is not a version like 1.4.0 or 1.4.0-rc.1`);

const dataDir = path.resolve(ROOT, values['data-dir'] ?? '.data');
const compatDir = path.resolve(ROOT, COMPAT_DIR);
if (dataDir === compatDir) fail(`--data-dir must be the stack whose versions are checked, not ${COMPAT_DIR}`);
try {
  if ((await publishVersion({ dataDir, remote, version })) === 'already published') console.log(`${remote} ${version} is already published: nothing is built.`);
} catch (error) {
  fail(error.message);
}

const versions = deployedVersions(dataDir);
const problems = localContractProblems({ dataDir, remote, version, versions });
if (problems.length > 0) {
  for (const problem of problems) console.error(`test:compat: ${problem}`);
  fail(`${remote} ${version} breaks the contract above: no test was run`);
}

const state = compatVersions(versions, remote, version);
layOutStack(dataDir, compatDir, state);
const named = Object.entries(state).map(([name, { current }]) => `${name} ${current ?? 'root build'}`);
console.log(`Compatibility of ${remote} ${version} with the shell's build and ${named.filter((entry) => !entry.startsWith(`${remote} `)).join(', ')}`);
console.log(`(the versions ${path.relative(ROOT, dataDir) || '.'}'s map serves now): the tests tagged @${remote} and those of ${remote}-*.spec.ts.`);

const code = await runSuitesOnStack({
  offset: process.env.COMPAT_PORT_OFFSET || '20000',
  dataDir: COMPAT_DIR,
  name: 'compat',
  // Playwright's grep reads the file's name and the tags with the title.
  playwrightArgs: ['--project', 'site', '--grep', `@${remote}\\b|\\b${remote}-[a-z-]+\\.spec\\.ts\\b`, ...playwrightArgs],
  // The map the stack serves names the candidate, and nothing to fall back to.
  beforeSuites: async (site) => {
    const map = await (await fetch(`${site}/remotes.json`)).json();
    const entry = map[remote];
    if (typeof entry !== 'string' || !entry.endsWith(`/${remote}/${version}/mf-manifest.json`)) {
      throw new Error(`test:compat: the stack's map names ${JSON.stringify(entry)} for ${remote}, not ${remote} ${version} alone`);
    }
    console.log(`The stack's map names ${entry} for ${remote}.`);
  },
});
console.log(code === 0 ? `test:compat: ${remote} ${version} passed with the others' current versions.` : `test:compat: ${remote} ${version} failed (exit code ${code}).`);
process.exit(code);
