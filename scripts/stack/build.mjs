// Production bundles of the five web apps (two at a time on two cores) and the API.
import os from 'node:os';
import { WEB_APPS } from '../apps/apps.mjs';
import { ensureNodeModules } from '../lib/ensure.mjs';
import { banner, run, runBounded } from '../lib/run.mjs';

await ensureNodeModules();
banner('build');
const started = Date.now();
const jobs = [
  ...WEB_APPS.map((app) => () => run('npm', ['run', 'build', '--silent', '-w', app.workspace])),
  () => run('npm', ['run', 'build', '--silent', '-w', 'api']),
];
const codes = await runBounded(jobs, Math.max(1, Math.min(2, os.cpus().length)));
const failed = codes.filter((code) => code !== 0).length;
console.log(`build: ${jobs.length - failed} of ${jobs.length} apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
