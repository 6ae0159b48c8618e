// Type-checks every workspace that has a tsconfig.json, two programs at a time. Workspaces whose tsconfig.json
// say the same but for what they include (the remotes, the shell and the browser packages) are checked as one
// program: the packages they all import (contracts, ui, session…) and React's types are then read and checked once,
// not once for each of them. A workspace set apart by its options (the API's Node types, the e2e suites' lib) is a
// program of its own.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps/apps.mjs';
import { run, runBounded } from '../lib/run.mjs';

const workspaces = ['packages', '.']
  .flatMap((base) => fs.readdirSync(path.join(ROOT, base)).map((name) => path.join(base, name)))
  .filter((dir) => dir !== 'packages' && fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')))
  .sort();

/** Each workspace's configuration, with what it extends and includes made absolute. */
const configs = workspaces.map((dir) => {
  const { include = [], extends: base, ...rest } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'tsconfig.json'), 'utf8'));
  const absolute = (entry) => path.resolve(ROOT, dir, entry);
  return { dir, include: include.map(absolute), options: { ...rest, ...(base ? { extends: absolute(base) } : {}) } };
});

/** The workspaces by their options: one program for each set of the same. */
const programs = new Map();
for (const config of configs) {
  const key = JSON.stringify(config.options);
  programs.set(key, [...(programs.get(key) ?? []), config]);
}

const generated = path.join(ROOT, 'node_modules/.cache/typecheck');
fs.rmSync(generated, { recursive: true, force: true });

/** The tsconfig.json tsc is given for a program: the workspace's own, or one written for the workspaces together. */
function projectOf(members) {
  if (members.length === 1) return members[0].dir;
  fs.mkdirSync(generated, { recursive: true });
  const file = path.join(generated, `${members.map(({ dir }) => path.basename(dir)).join('+')}.json`);
  const include = [...new Set(members.flatMap((member) => member.include))];
  fs.writeFileSync(file, JSON.stringify({ ...members[0].options, include }, null, 2));
  return path.relative(ROOT, file);
}

// The largest first, so the others run beside it rather than after it.
const groups = [...programs.values()].sort((a, b) => b.length - a.length);
const codes = await runBounded(
  groups.map((members) => () => run('npx', ['tsc', '--noEmit', '-p', projectOf(members)])),
  2,
);
const failed = groups.flatMap((members, index) => (codes[index] !== 0 ? [members.map(({ dir }) => dir).join(', ')] : []));
console.log(
  `typecheck: ${workspaces.length} workspaces in ${groups.length} programs, ${groups.length - failed.length} clean${failed.length ? `; failed: ${failed.join('; ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
