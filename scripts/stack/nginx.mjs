// Serves the five production builds with Debian's nginx, configured by
// docker/web/configure.sh: the script every web image runs at start, here
// given the local ports. nginx runs as an unprivileged master (as `nobody`
// when this runs as root) on loopback ports, with its configuration, pid,
// temp files and logs in a temporary directory: one per data directory, made
// afresh at each start, so a stack that was killed leaves nothing behind.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, REMOTE_APPS, ROOT, SHELL_ORIGINS, WEB_APPS, appName } from '../apps/apps.mjs';
import { writeSiteFiles } from '../../docker/web/site-files.mjs';
import { deployPaths, localRemoteMap } from '@frc/site-runtime/deployState.mjs';
import { NGINX } from '../lib/ensure.mjs';

export const NGINX_BINARY = '/usr/sbin/nginx';
export const CONFIGURE_SCRIPT = path.join(ROOT, 'docker/web/configure.sh');
const CONF_DIR = path.join(ROOT, 'docker/nginx');
export const PUBLISH_SCRIPT = path.join(ROOT, 'docker/web/publish-release.sh');

/** Debian's nginx with its JavaScript module, through which the shell reads the redirects (docker/nginx/njs/redirects.js). */
export function nginxInstalled() {
  return NGINX.check();
}

/** nginx's configuration, pid, temp files and logs while it serves `dataDir`. */
export function runtimeDirFor(dataDir) {
  const id = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `frc-nginx-${id}`);
}

/** When this runs as root, nginx (and everything that writes its files) runs as `nobody`: spawn options. */
export function unprivilegedUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('nobody:'));
  if (!entry) throw new Error('Running as root, and there is no user "nobody" to run nginx as');
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function runChecked(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${result.stderr || result.stdout || result.error?.message}`);
  }
  return result;
}

/**
 * What configure.sh is given for `app` of the local stack (or for `main`, the nginx-wide part), as each image is
 * given it for its one app: the local ports, and the remote map of the deploy state.
 */
export function localSiteEnv({ runtimeDir, dataDir, app }) {
  const env = {
    RUNTIME_DIR: runtimeDir,
    CONF_DIR,
    SHELL_ORIGINS: SHELL_ORIGINS.join(' '),
    PUBLIC_REMOTES: REMOTE_APPS.filter((remote) => remote.publicPages).map(appName).join(' '),
    ...localRemoteMap(dataDir),
    NGINX_WORKER_PROCESSES: '1',
    NGINX_ERROR_LOG: path.join(runtimeDir, 'error.log'),
    NGINX_ACCESS_LOG: path.join(runtimeDir, 'access.log'),
  };
  if (!app) return env;
  return {
    ...env,
    PAGES_DIR: path.join(dataDir, 'pages'),
    LISTEN: `127.0.0.1:${app.port}`,
    APP_ROOT: path.join(ROOT, app.workspace, 'dist'),
    API_UPSTREAM: `http://127.0.0.1:${API_PORT}`,
    RELEASES_DIR: deployPaths(dataDir).releases,
  };
}

/** Writes the configuration of all five apps into `runtimeDir`, as each image does for its one app. */
export function renderLocalConfig({ runtimeDir, dataDir }) {
  const user = unprivilegedUser();
  runChecked('sh', [CONFIGURE_SCRIPT, 'main'], { env: { ...process.env, ...localSiteEnv({ runtimeDir, dataDir }) }, ...user });
  for (const app of WEB_APPS) {
    runChecked('sh', [CONFIGURE_SCRIPT, 'site', appName(app)], { env: { ...process.env, ...localSiteEnv({ runtimeDir, dataDir, app }) }, ...user });
  }
}

/**
 * The files the shell's start writes (the remote map, the shell's page, the sitemap, the link to its pages),
 * written into `runtimeDir` for the local stack's deploy state without starting nginx: what the pages are
 * rendered from.
 */
export function writeLocalShellFiles({ runtimeDir, dataDir }) {
  const shell = WEB_APPS.find((app) => app.spa);
  return writeSiteFiles(localSiteEnv({ runtimeDir, dataDir, app: shell }), appName(shell));
}

/** A fresh directory that nginx (running as the unprivileged user) may write to; a new temporary one by default. */
export function makeRuntimeDir(dir) {
  const user = unprivilegedUser();
  if (dir) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-nginx-'));
  }
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o755);
  return dir;
}

function nginxArgs(runtimeDir) {
  return ['-p', runtimeDir, '-c', path.join(runtimeDir, 'nginx.conf'), '-e', 'stderr'];
}

export function testConfig(runtimeDir) {
  // nginx -t reports on stderr; its stdout may be opened as an access log (/dev/stdout).
  runChecked(NGINX_BINARY, ['-t', '-q', ...nginxArgs(runtimeDir)], { stdio: ['ignore', 'ignore', 'pipe'], ...unprivilegedUser() });
}

function errorLogTail(runtimeDir) {
  const log = path.join(runtimeDir, 'error.log');
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
}

/** Resolves once every app answers its page; rejects at once if nginx exits or cannot read the builds. */
async function untilServing(child, runtimeDir, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (const app of WEB_APPS) {
    const url = `http://127.0.0.1:${app.port}/`;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`nginx exited at start:\n${errorLogTail(runtimeDir)}`);
      }
      const status = await fetch(url).then((response) => response.status, () => 0);
      if (status === 200) break;
      if (status === 403 || status === 404) {
        throw new Error(`nginx answered ${status} for ${url}: is ${app.workspace}/dist built and readable by every user?`);
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer ${url} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts nginx for the local stack.
 * @param {{ dataDir: string }} options
 * @returns {Promise<() => Promise<void>>} stops it
 */
/**
 * nginx, as an unprivileged user, reads the published versions and the pre-rendered pages under the data folder:
 * each folder on the way must let others through (search permission only, not listing). A folder made by
 * mkdtemp (0700), as `npm run perf` makes, would have it answer every page with the shell's empty page.
 */
export function letNginxThrough(dataDir, user) {
  if (user.uid === undefined) return;
  for (let dir = path.resolve(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode, uid } = fs.statSync(dir);
    if (mode & 0o001 || uid === user.uid) continue;
    if (uid !== process.getuid()) throw new Error(`nginx (user ${user.uid}) cannot pass through ${dir}: let others search it (chmod o+x)`);
    fs.chmodSync(dir, (mode & 0o7777) | 0o001);
  }
}

export async function startNginx({ dataDir }) {
  const user = unprivilegedUser();
  letNginxThrough(dataDir, user);
  const runtimeDir = makeRuntimeDir(runtimeDirFor(dataDir));
  fs.mkdirSync(deployPaths(dataDir).releases, { recursive: true });
  renderLocalConfig({ runtimeDir, dataDir });
  testConfig(runtimeDir);

  const child = spawn(NGINX_BINARY, [...nginxArgs(runtimeDir), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'], ...user });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', (code, signal) => {
    if (!child.stopping) console.error(`nginx stopped (${signal ?? `exit code ${code}`})\n${errorLogTail(runtimeDir)}`);
  });
  const stop = async () => {
    child.stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    await untilServing(child, runtimeDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** The processes whose parent is `pid` (an nginx master's workers), from /proc. */
export function childrenOf(pid) {
  const children = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after its last ")".
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // The process ended while the folder was read.
    }
  }
  return children;
}

/** Whether the nginx worker `pid` has stopped taking requests: it has ended, or is finishing what it has. */
function leftService(pid) {
  try {
    // A worker told to quit renames itself, then at once closes its listening sockets and idle connections.
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('shutting down');
  } catch {
    return true;
  }
}

/**
 * Has the nginx master `pid` reload its configuration, and resolves once every worker of the old one has stopped
 * taking requests (within `timeoutMs`): the new workers answer every new connection, and the old ones have closed
 * their idle keep-alive connections. Without this wait a client whose next request went out on such a connection
 * while the old worker closed it would get a reset instead of an answer. An old worker may stay a while longer
 * for a request in flight or a connection that has not sent one (a browser's preconnect); it takes no new ones.
 */
export async function reloadNginx(pid, { timeoutMs = 10_000 } = {}) {
  const oldWorkers = childrenOf(pid);
  process.kill(pid, 'SIGHUP');
  const until = Date.now() + timeoutMs;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  while (!oldWorkers.every(leftService)) {
    if (Date.now() > until) throw new Error(`nginx (${pid}) did not retire the workers of its old configuration within ${timeoutMs} ms`);
    await pause();
  }
  // The rename comes right before the closing: one more pause lets it finish and the closed connections' ends arrive.
  await pause();
}

/**
 * Writes the remote map (and CSP) of a running local nginx again from the
 * current deploy state and makes nginx reload it (`reloadNginx`): what
 * recreating the shell's container does. Resolves false when no local nginx
 * runs for `dataDir`.
 */
export async function reloadRunningNginx(dataDir) {
  const runtimeDir = runtimeDirFor(dataDir);
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(runtimeDir, 'nginx.pid'), 'utf8'));
    // The pid file of a killed nginx may name another process by now.
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(runtimeDir)) return false;
  } catch {
    return false;
  }
  renderLocalConfig({ runtimeDir, dataDir });
  testConfig(runtimeDir);
  await reloadNginx(pid);
  return true;
}

export const DOCKERFILE = path.join(ROOT, 'docker/Dockerfile');
export const ENTRYPOINT = path.join(ROOT, 'docker/web/entrypoint.sh');

/** A web image's environment as docker/Dockerfile's one ENV instruction sets it, for `app`. */
export function imageEnv(app, release = '1.4.0') {
  const dockerfile = fs.readFileSync(DOCKERFILE, 'utf8');
  const instruction = /^ENV APP=\$\{APP\}((?:.*\\\n)*.*)$/m.exec(dockerfile);
  if (!instruction) throw new Error('docker/Dockerfile no longer sets the web image environment with one ENV instruction');
  const env = Object.fromEntries([...instruction[0].matchAll(/([A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name, value]));
  return { ...env, APP: app, RELEASE: release };
}

/**
 * Runs entrypoint.sh as a web image's start does (unprivileged), with `env` (LISTEN a loopback
 * address), and resolves once it answers. `stop()` ends it; `stderr()` is what it printed.
 */
export async function startWebImage(env) {
  const child = spawn('sh', [ENTRYPOINT], { env: { PATH: `${process.env.PATH}:/usr/sbin`, ...env }, stdio: ['ignore', 'ignore', 'pipe'], ...unprivilegedUser() });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const origin = `http://${env.LISTEN}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/`).then(() => true, () => false);
    if (up) break;
    if (child.exitCode !== null || tries >= 100) {
      await stop();
      throw new Error(`entrypoint.sh did not start nginx:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, pid: child.pid, stop, stderr: () => stderr };
}
