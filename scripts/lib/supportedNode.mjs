// The project runs on Node 24 (LTS until April 2028; Node 20 left support on 30 April 2026). On a machine
// whose Node is older, `npm start` and `npm test` install Node 24 from the npm registry into the project
// (the `node` package, a devDependency: its binary lands in node_modules/.bin/node) and run themselves
// again with it, with node_modules/.bin first on PATH so that every child process (npx, npm scripts,
// Playwright's web servers, the API) finds the same Node. Must work before node_modules exists: Node's
// own modules only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps/apps.mjs';
import { ensureNodeModules } from './ensure.mjs';
import { banner, runOrExit } from './run.mjs';

export const SUPPORTED_NODE_MAJOR = 24;
const PROJECT_BIN = path.join(ROOT, 'node_modules/.bin');
const PROJECT_NODE = path.join(PROJECT_BIN, 'node');
// Set on the re-run, so that a project Node that is still too old stops here instead of looping.
const RERUN_MARK = 'FRC_SUPPORTED_NODE_RERUN';

export function majorOf(version) {
  return Number(/^v?(\d+)\./.exec(version ?? '')?.[1] ?? 0);
}

/** The version the project's own Node prints, or null when there is none (or it does not start). */
function projectNodeVersion() {
  if (!fs.existsSync(PROJECT_NODE)) return null;
  const result = spawnSync(PROJECT_NODE, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** PATH with the project's binaries (its Node among them) first. */
export function projectPath(env = process.env) {
  const rest = (env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== PROJECT_BIN);
  return [PROJECT_BIN, ...rest].join(path.delimiter);
}

/**
 * Returns when this process runs on Node 24 or later. Otherwise installs the project's Node 24 when missing,
 * runs this same script with it (same arguments, same working directory) and exits with its exit code.
 */
export async function ensureSupportedNode() {
  if (majorOf(process.version) >= SUPPORTED_NODE_MAJOR) {
    // Children of a project script find the project's Node first, like npm scripts do.
    if (fs.existsSync(PROJECT_NODE)) process.env.PATH = projectPath();
    return;
  }
  if (process.env[RERUN_MARK]) {
    console.error(`✗ Still on Node ${process.version} after switching to the project's Node: run it with Node ${SUPPORTED_NODE_MAJOR} or later.`);
    process.exit(1);
  }
  banner(`Node ${process.version} is older than ${SUPPORTED_NODE_MAJOR}: installing the project's Node ${SUPPORTED_NODE_MAJOR}`);
  await ensureNodeModules();
  if (majorOf(projectNodeVersion()) < SUPPORTED_NODE_MAJOR) {
    // The `node` package fetches its platform's binary in an install script: run it again if it was skipped.
    await runOrExit('npm', ['rebuild', 'node', '--foreground-scripts']);
  }
  const version = projectNodeVersion();
  if (majorOf(version) < SUPPORTED_NODE_MAJOR) {
    console.error(
      `✗ node_modules/.bin/node ${version ? `is ${version}` : 'is missing'}: install Node ${SUPPORTED_NODE_MAJOR} ` +
        `(npm install, or from https://nodejs.org) and run again.`,
    );
    process.exit(1);
  }
  banner(`running again with the project's Node ${version}`);
  const child = spawn(PROJECT_NODE, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: projectPath(), [RERUN_MARK]: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`✗ Could not start ${PROJECT_NODE}: ${error.message}`);
      resolve(1);
    });
  });
  process.exit(code);
}

/** Prints the Node this process runs on and the one a child's `node` finds on PATH (both v24 in a good run). */
export function reportNode() {
  const onPath = spawnSync('node', ['--version'], { encoding: 'utf8' });
  console.log(`node ${process.version} (${process.execPath}); \`node --version\` for every step: ${onPath.stdout?.trim() || 'not found'}`);
}
