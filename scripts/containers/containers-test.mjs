// `npm run containers:test`: the whole product in containers, tested. Builds the images (`npm run images`; cached
// layers make a second run quick), starts docker/compose.yaml with podman (docker-compose 1.29 over podman's
// Docker-compatible socket: the shell, the four remotes, the gate and prerender jobs, the canary guard, the API
// with two replicas behind the shell's nginx, PostgreSQL, Redis and MailDev), checks `node --version` in every image,
// runs the end-to-end smoke suite (Playwright's `containers` project) against it, then ships one remote (a new
// version of marketing, through the contract gate) and rolls it back, shows that the two API replicas count one
// per-IP limit together (Redis) and both answered, has a Prometheus container (deploy/observability/prometheus.yml)
// scrape both API replicas' metrics ports, and tears everything down (volumes too).
// Its ports are the dev stack's moved by 30000 (the shell on :33000, MailDev on :31080; test:compat uses 20000, the second stack 10000), so the end-to-end runs
// of `npm test` on this machine are not disturbed. Not part of `npm test`: it takes minutes. `--no-build` runs the
// images `npm run images` built, without building.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import appsManifest from '../../packages/build-config/apps.js';
import { ROOT } from '../apps/apps.mjs';
import { DNSNAME, PODMAN, composeFileFor, imageExists, imageSize, podmanEnv, podmanOutput, runHealthChecks, startPodmanService } from './containers.mjs';
import { HEADLESS_SHELL, ensureDebianPackages, ensureNodeModules } from '../lib/ensure.mjs';
import { banner, run } from '../lib/run.mjs';
import { ensureSupportedNode, reportNode } from '../lib/supportedNode.mjs';

await ensureSupportedNode();
reportNode();
await ensureNodeModules();
await ensureDebianPackages([PODMAN, DNSNAME, HEADLESS_SHELL]);

const started = Date.now();
const PROJECT = 'frc-containers-test';
const OFFSET = Number(process.env.FRC_CONTAINERS_PORT_OFFSET || 30000);
const apps = appsManifest.readApps({ ...process.env, FRC_PORT_OFFSET: String(OFFSET) });
const SITE = apps.shell.origin;
const app = (name) => apps.web.find((candidate) => candidate.name === name);
const MAILBOX = `http://127.0.0.1:${apps.mailWebPort}`;
const REMOTES = apps.remotes.map((remote) => remote.name);
const NEXT_RELEASE = '1.0.1';
const secret = () => randomBytes(24).toString('hex');
const stackEnv = {
  POSTGRES_PASSWORD: secret(),
  OTP_SECRET: secret(),
  OPS_TOKEN: secret(),
  SHELL_ORIGIN: SITE,
  SHELL_PORT: String(apps.shell.port),
  MAILDEV_PORT: String(apps.mailWebPort),
  ...Object.fromEntries(REMOTES.flatMap((remote) => [
    [`${remote.toUpperCase()}_ORIGIN`, app(remote).origin],
    [`${remote.toUpperCase()}_PORT`, String(app(remote).port)],
  ])),
};
const PROMETHEUS_IMAGE = 'prom/prometheus:v2.42.0';
const PROMETHEUS = `http://127.0.0.1:${OFFSET + 9090}`;
const figures = [];
const results = [];
const ROUTES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-containers-routes-'));
const step = async (name, body) => {
  banner(name);
  const stepStarted = Date.now();
  let ok = false;
  try {
    ok = (await body()) !== false;
  } catch (error) {
    console.error(`✗ ${name}: ${error instanceof Error ? error.message : error}`);
  }
  results.push({ name, ok, seconds: (Date.now() - stepStarted) / 1000 });
  return ok;
};

// The images: every one, timed (`npm run images` prints each build's time and size). `--no-build` takes the images
// `npm run images` left (a changed source file would rebuild every web app: minutes on two cores).
const PRODUCT_IMAGES = ['api', 'render', 'shell', ...REMOTES].map((name) => `frc/${name}:1.0.0`);
const imagesStarted = Date.now();
if (process.argv.includes('--no-build')) {
  const missing = [...PRODUCT_IMAGES, 'postgres:15-bookworm', 'redis:7-bookworm', 'maildev/maildev:2.2.1', PROMETHEUS_IMAGE].filter((image) => !imageExists(image));
  if (missing.length) {
    console.error(`✗ --no-build, but these images are missing: ${missing.join(', ')} (npm run images builds them)`);
    process.exit(1);
  }
} else {
  if (!(await step('images', async () => (await run(process.execPath, ['scripts/containers/images.mjs'])) === 0))) finish();
  figures.push(`images built (or found cached) in ${((Date.now() - imagesStarted) / 60000).toFixed(1)} min`);
}
for (const image of PRODUCT_IMAGES) figures.push(`${image.padEnd(28)} ${((imageSize(image) ?? 0) / 1e6).toFixed(0).padStart(5)} MB`);

const service = await startPodmanService();
// No systemd here to time podman's health checks: they are run from here (postgres must turn healthy for the API).
const stopHealthChecks = runHealthChecks(PROJECT);
const composeEnv = (extra = {}) => ({ ...podmanEnv(), ...stackEnv, DOCKER_HOST: service.dockerHost, COMPOSE_HTTP_TIMEOUT: '300', ...extra });
// docker-compose 1.29 cannot interpolate the file's `${A:+…}` and nested defaults: it gets the file filled in from
// the same environment (as `docker compose config` would print it), written again for every call.
const COMPOSE_FILE = path.join(os.tmpdir(), `${PROJECT}-compose.yaml`);
const compose = (args, extra) => {
  fs.writeFileSync(COMPOSE_FILE, composeFileFor(path.join(ROOT, 'docker/compose.yaml'), composeEnv(extra)));
  return run('docker-compose', ['-p', PROJECT, '-f', COMPOSE_FILE, '--ansi', 'never', ...args], { env: composeEnv(extra) });
};
const ok = async (args, extra) => (await compose(args, extra)) === 0;

/** The end-to-end smoke suite (Playwright's `containers` project) against the stack; `args` narrow it. */
async function smokeSuite(args = []) {
  const code = await run('npx', ['playwright', 'test', '--project=containers', ...args], {
    cwd: path.join(ROOT, 'e2e'),
    env: {
      ...process.env,
      FRC_PORT_OFFSET: '0',
      E2E_BASE_URL: SITE,
      MAILBOX_URL: MAILBOX,
      // The staff command (npm run staff -w api) reaches the stack's API through the site.
      API_ORIGIN: SITE,
      OPS_TOKEN: stackEnv.OPS_TOKEN,
      E2E_ROUTES_DIR: ROUTES_DIR,
      E2E_OUTPUT_DIR: 'test-results/containers',
    },
  });
  return code === 0;
}

/** Polls `check` every half second until it holds or `seconds` pass. */
async function until(check, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}
const answers = async (url) => (await fetch(url)).ok;
const remoteMap = async () => JSON.stringify(await (await fetch(`${SITE}/remotes.json`)).json());

let code = 1;
try {
  await compose(['down', '--volumes', '--remove-orphans']);
  const upStarted = Date.now();
  const up = await step('compose up (two API replicas)', async () => {
    if (!(await ok(['up', '-d', '--no-build', '--scale', 'api=2']))) return false;
    await until(() => answers(`${SITE}/api/health`), 240, `${SITE}/api/health`);
    await until(() => answers(`${SITE}/`), 60, `${SITE}/`);
    await until(() => answers(`${MAILBOX}/email`), 60, `${MAILBOX}/email`);
    figures.push(`time to healthy (compose up to the site, its API and the inbox answering): ${((Date.now() - upStarted) / 1000).toFixed(0)} s`);
    const replicas = podmanOutput(['ps', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--filter', 'label=com.docker.compose.service=api', '--format', '{{.Names}} {{.Status}}']);
    console.log(`API replicas:\n${replicas}`);
    if ((replicas?.split('\n').filter((line) => /\bUp\b/.test(line)).length ?? 0) !== 2) throw new Error('two API replicas are not both up');
    return true;
  });
  if (up) {
    await step('node --version in every image', async () => {
      const images = ['node:24-bookworm-slim', 'maildev/maildev:2.2.1', ...PRODUCT_IMAGES];
      let all24 = true;
      for (const image of images) {
        const version = podmanOutput(['run', '--rm', '--read-only', '--entrypoint', 'node', image, '--version']);
        console.log(`${image.padEnd(32)} ${version ?? 'no node'}`);
        all24 &&= /^v24\./.test(version ?? '');
      }
      return all24;
    });
    // The suites take their lists of pages from each remote's routes.json: the ones in the images under test.
    await step("the remotes' routes, from their images", async () => {
      for (const remote of REMOTES) {
        const routes = podmanOutput(['run', '--rm', '--read-only', '--entrypoint', 'cat', `frc/${remote}:1.0.0`, '/srv/app/routes.json']);
        if (!routes) throw new Error(`no routes.json in frc/${remote}:1.0.0`);
        fs.writeFileSync(path.join(ROUTES_DIR, `${remote}.json`), routes);
      }
      return true;
    });
    await step("Prometheus scrapes both API replicas and the render watcher, and sees their jobs succeed", () => prometheusScrapesBoth());
    await step("nginx's request id comes back with the answer and is in the API's log line", () => requestIdLogged());
    await step('smoke suite (Playwright, project containers)', () => smokeSuite());
    await step(`deploy marketing ${NEXT_RELEASE} (last good 1.0.0), through the contract gate`, async () => {
      const buildStarted = Date.now();
      if ((await run(process.execPath, ['scripts/containers/images.mjs', '--only', 'marketing', '--release', NEXT_RELEASE])) !== 0) return false;
      figures.push(`marketing ${NEXT_RELEASE} built in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s`);
      const next = { MARKETING_VERSION: NEXT_RELEASE, MARKETING_LAST_GOOD_VERSION: '1.0.0' };
      if (!(await ok(['up', '-d', '--no-deps', 'marketing'], next))) return false;
      await until(() => answers(`${app('marketing').origin}/marketing/${NEXT_RELEASE}/mf-manifest.json`), 60, `marketing ${NEXT_RELEASE} published`);
      if (!(await ok(['run', '--rm', '--no-deps', '-T', 'gate'], next))) return false;
      if (!(await ok(['up', '-d', '--no-deps', 'shell'], next))) return false;
      await until(async () => (await remoteMap()).includes(`/marketing/${NEXT_RELEASE}/`), 60, `the shell's map naming marketing ${NEXT_RELEASE}`);
      console.log(`remotes.json: ${await remoteMap()}`);
      return true;
    });
    await step(`smoke suite on marketing ${NEXT_RELEASE} (pages only)`, () => smokeSuite(['--grep', 'home page']));
    await step('roll marketing back to 1.0.0', async () => {
      const back = { MARKETING_VERSION: '1.0.0', MARKETING_LAST_GOOD_VERSION: '' };
      if (!(await ok(['run', '--rm', '--no-deps', '-T', 'gate'], back))) return false;
      if (!(await ok(['up', '-d', '--no-deps', 'shell'], back))) return false;
      await until(async () => {
        const map = await remoteMap();
        return map.includes('/marketing/1.0.0/') && !map.includes(`/marketing/${NEXT_RELEASE}/`);
      }, 60, "the shell's map naming marketing 1.0.0 again");
      console.log(`remotes.json: ${await remoteMap()}`);
      // The rolled-back version is still served where the map points.
      await until(() => answers(`${app('marketing').origin}/marketing/1.0.0/mf-manifest.json`), 30, 'marketing 1.0.0 served');
      return true;
    });
    await step('smoke suite again, after the rollback (pages only)', () => smokeSuite(['--grep', 'home page']));
    // Last, since it spends this machine's per-IP budget for the minute: a burst through the shell's nginx, spread
    // over both replicas, is let through exactly as often as the one shared counter allows, then refused by both.
    await step('the two API replicas share one per-IP limit (Redis), and both answered', () => sharedLimitHolds());
  } else {
    await compose(['ps']);
    await compose(['logs', '--tail', '40']);
  }
  code = results.every((result) => result.ok) ? 0 : 1;
} finally {
  await step('compose down (containers and volumes)', async () => {
    const down = await ok(['down', '--volumes', '--remove-orphans']);
    // A container compose met restarting (a crash loop) is left behind: everything of the project goes.
    const left = podmanOutput(['ps', '--all', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--format', '{{.ID}}'])?.split('\n').filter(Boolean) ?? [];
    if (left.length) await run('podman', ['rm', '--force', ...left], { env: podmanEnv() });
    const volumes = podmanOutput(['volume', 'ls', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--format', '{{.Name}}'])?.split('\n').filter(Boolean) ?? [];
    if (volumes.length) await run('podman', ['volume', 'rm', '--force', ...volumes], { env: podmanEnv() });
    await run('podman', ['network', 'rm', '--force', `${PROJECT}_default`], { env: podmanEnv(), stdio: 'ignore' });
    return down || left.length > 0;
  });
  await stopHealthChecks();
  await service.stop();
  fs.rmSync(ROUTES_DIR, { recursive: true, force: true });
}
finish();

/**
 * Requests to a route under the global per-IP limit (the telemetry read-out, refused 401 without the operators'
 * token, but counted first), one after another through the proxy until the first 429. With one counter for both
 * replicas, the requests let through are exactly what the first answer said remained; with a counter per replica
 * they would be about twice that, and the replica counting less would still let requests through after the first
 * 429. Each replica's log must show some of the burst.
 */
async function sharedLimitHolds() {
  const marker = `shared-limit-${Date.now().toString(36)}`;
  const since = new Date(Date.now() - 5000).toISOString();
  const url = `${SITE}/api/telemetry/remote-loads/summary?burst=${marker}`;
  const ask = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    const header = (name) => Number(response.headers.get(name));
    return { status: response.status, limit: header('x-ratelimit-limit'), remaining: header('x-ratelimit-remaining'), reset: header('x-ratelimit-reset') };
  };
  let first = await ask();
  // A window about to end (or already spent by the suite) is waited out, so the burst is counted in one window.
  if (first.status === 429 || first.reset < 15) {
    await new Promise((resolve) => setTimeout(resolve, (first.reset + 1) * 1000));
    first = await ask();
  }
  if (first.status === 429 || !Number.isFinite(first.remaining) || first.limit <= 0) throw new Error(`no rate limit headers: ${JSON.stringify(first)}`);
  let letThrough = 0;
  let refusedAt = null;
  for (let sent = 0; sent < first.limit * 2 + 10 && refusedAt === null; sent += 1) {
    const answer = await ask();
    if (answer.status === 429) refusedAt = sent;
    else letThrough += 1;
  }
  const after = [];
  for (let sent = 0; sent < 20; sent += 1) after.push((await ask()).status);
  const replicas = podmanOutput(['ps', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--filter', 'label=com.docker.compose.service=api', '--format', '{{.Names}}'])?.split('\n').filter(Boolean) ?? [];
  const answeredBy = replicas.map((name) => ({ name, requests: (podmanOutput(['logs', '--since', since, name]) ?? '').split('\n').filter((line) => line.includes(marker) && line.includes('incoming request')).length }));
  console.log(`limit ${first.limit} a minute per IP; ${first.remaining} remained after the first request; let through ${letThrough} more, then 429`);
  console.log(`the next 20 requests: ${after.filter((status) => status === 429).length} answered 429`);
  for (const replica of answeredBy) console.log(`${replica.name}: ${replica.requests} requests of the burst`);
  if (refusedAt === null) throw new Error(`no 429 after ${letThrough} requests: the limit is not shared (or not on)`);
  if (letThrough !== first.remaining) throw new Error(`${letThrough} requests let through where ${first.remaining} remained: the replicas do not count together`);
  if (after.some((status) => status !== 429)) throw new Error(`after the first 429 some requests were let through again (${after.join(' ')})`);
  if (answeredBy.length !== 2 || answeredBy.some((replica) => replica.requests === 0)) throw new Error('the burst did not reach both API replicas');
  return true;
}

/**
 * `curl -i /api/health` through the shell's nginx: the answer carries nginx's `$request_id` (32 hex digits, not the
 * one the client sent) as X-Request-Id, and the replica that answered logged the request under that id.
 */
async function requestIdLogged() {
  const answer = await fetch(`${SITE}/api/health`, { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
  await answer.arrayBuffer();
  const id = answer.headers.get('x-request-id') ?? '';
  console.log(`GET /api/health: ${answer.status}, X-Request-Id: ${id}`);
  if (answer.status !== 200 || !/^[0-9a-f]{32}$/.test(id)) throw new Error(`no request id of nginx's in the answer (${answer.status}, "${id}")`);
  const replicas = podmanOutput(['ps', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--filter', 'label=com.docker.compose.service=api', '--format', '{{.Names}}'])?.split('\n').filter(Boolean) ?? [];
  // The line is written as the answer goes out: it may reach the container's log just after it.
  let logged;
  await until(async () => {
    logged = replicas.flatMap((name) => (podmanOutput(['logs', '--since', '1m', name]) ?? '').split('\n').filter((line) => line.includes(`"reqId":"${id}"`)).map((line) => `${name}: ${line}`));
    return logged.length > 0;
  }, 20, `the API's log line of request ${id}`);
  console.log(logged.join('\n'));
  return true;
}

/**
 * Prometheus in a container on the stack's network, with deploy/observability's configuration (`api` resolves to
 * each replica, `prerender` to the render service; their metrics ports are published nowhere): both API targets
 * and the render watcher's must be up, and each replica's last success of the scheduled publish (every 15 s) and the
 * render watcher's last success (every poll that finds the pages current) must reach it. The container goes at the
 * end, whatever happened.
 */
async function prometheusScrapesBoth() {
  const name = `${PROJECT}-prometheus`;
  const podman = (args) => run('podman', args, { env: podmanEnv() });
  await run('podman', ['rm', '--force', name], { env: podmanEnv(), stdio: 'ignore' });
  const config = path.join(ROOT, 'deploy/observability');
  if ((await podman(['run', '-d', '--name', name, '--network', `${PROJECT}_default`, '-p', `127.0.0.1:${OFFSET + 9090}:9090`, '-v', `${config}:/etc/prometheus:ro`, PROMETHEUS_IMAGE])) !== 0) return false;
  try {
    const query = async (expression) => (await (await fetch(`${PROMETHEUS}/api/v1/query?query=${encodeURIComponent(expression)}`)).json()).data.result;
    await until(async () => {
      const { data } = await (await fetch(`${PROMETHEUS}/api/v1/targets?state=active`)).json();
      const targets = (job) => data.activeTargets.filter((target) => target.labels.job === job);
      const shown = (job) => targets(job).map((target) => `${target.labels.instance} ${target.health}`).join(', ') || 'none yet';
      console.log(`frc-api targets: ${shown('frc-api')}; frc-render targets: ${shown('frc-render')}`);
      const allUp = (job, count) => targets(job).length === count && targets(job).every((target) => target.health === 'up');
      return allUp('frc-api', 2) && allUp('frc-render', 1);
    }, 120, "both API replicas and the render watcher up in Prometheus");
    await until(async () => (await query('frc_job_last_success_timestamp_seconds{job="frc-api",job_name="content_publish"} > 0')).length === 2, 120, "each replica's last success of the scheduled publish");
    const [watcher] = await query('time() - frc_job_last_success_timestamp_seconds{job="frc-render",job_name="render_watcher"} < 60');
    if (!watcher) throw new Error("the render watcher's last success is not in Prometheus, or older than a minute");
    console.log(`the render watcher last succeeded ${Number(watcher.value[1]).toFixed(1)} s before the query`);
    const rules = (await (await fetch(`${PROMETHEUS}/api/v1/rules`)).json()).data.groups.flatMap((group) => group.rules);
    console.log(`alert rules loaded: ${rules.map((rule) => rule.name).join(', ')}`);
    return rules.length > 0;
  } finally {
    await run('podman', ['rm', '--force', name], { env: podmanEnv(), stdio: 'ignore' });
  }
}

function finish() {
  banner('summary');
  for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.name.padEnd(64)} ${result.seconds.toFixed(1).padStart(7)} s`);
  for (const figure of figures) console.log(figure);
  console.log(`total time ${((Date.now() - started) / 60000).toFixed(1)} min`);
  process.exit(results.every((result) => result.ok) ? code : 1);
}
