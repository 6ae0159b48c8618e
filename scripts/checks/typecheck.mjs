// Type-checks every workspace that has a tsconfig.json, two at a time.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps/apps.mjs';
import { run, runBounded } from '../lib/run.mjs';

const workspaces = ['packages', '.']
  .flatMap((base) => fs.readdirSync(path.join(ROOT, base)).map((name) => path.join(base, name)))
  .filter((dir) => dir !== 'packages' && fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')))
  .sort();

const codes = await runBounded(workspaces.map((dir) => () => run('npx', ['tsc', '--noEmit', '-p', dir])), 2);
const failed = workspaces.filter((_, index) => codes[index] !== 0);
console.log(`typecheck: ${workspaces.length - failed.length} of ${workspaces.length} workspaces clean${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
