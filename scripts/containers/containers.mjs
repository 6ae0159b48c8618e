// Podman on these machines (docs/deploy.md, "Containers here"): Debian's podman, buildah and runc, with a
// containers.conf that picks runc (crun cannot set the file limit here) and gives every container a file
// limit; docker-compose 1.29 talks to podman's Docker-compatible socket. Node's modules and `yaml` (installed by then).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { ROOT } from '../apps/apps.mjs';
import { commandExists, run, runOrExit } from '../lib/run.mjs';

// catatonit: the init of the pause image podman builds for a pod (`kube play`), only recommended by Debian's podman.
export const PODMAN = {
  check: () => ['podman', 'buildah', 'runc', 'mmdebstrap', 'docker-compose', 'catatonit'].every(commandExists),
  packages: ['podman', 'buildah', 'runc', 'mmdebstrap', 'docker-compose', 'catatonit'],
};
// Name resolution between containers: aardvark-dns with netavark, this plugin with CNI.
export const DNSNAME = {
  check: () => fs.existsSync('/usr/lib/cni/dnsname'),
  packages: ['golang-github-containernetworking-plugin-dnsname'],
};

export const CONTAINERS_CONF = path.join(os.tmpdir(), 'frc-containers.conf');

/** The environment every podman, buildah and docker-compose call of ours runs with. */
export function podmanEnv(extra = {}) {
  fs.writeFileSync(
    CONTAINERS_CONF,
    [
      '# Written by scripts/containers/containers.mjs: runc, and file limits podman can set here.',
      '[containers]',
      'default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]',
      '',
      '[engine]',
      'runtime = "runc"',
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF, BUILDAH_FORMAT: 'docker', ...extra };
}

export function podman(args, options = {}) {
  return run('podman', args, { env: podmanEnv(), ...options });
}
export function podmanOrExit(args, options = {}) {
  return runOrExit('podman', args, { env: podmanEnv(), ...options });
}
/** Runs podman and returns what it printed (stdout), or null when it failed. */
export function podmanOutput(args) {
  const result = spawnSync('podman', args, { cwd: ROOT, env: podmanEnv(), encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}
export function imageExists(name) {
  return spawnSync('podman', ['image', 'exists', name], { env: podmanEnv() }).status === 0;
}
/** Bytes of an image, as podman reports it. */
export function imageSize(name) {
  const size = podmanOutput(['image', 'inspect', '--format', '{{.Size}}', name]);
  return size ? Number(size) : null;
}

/** A pull that gives up quickly: these machines usually reach no image registry. */
export async function tryPull(reference, seconds = 60) {
  const child = spawn('podman', ['pull', '--quiet', reference], { env: podmanEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGTERM'), seconds * 1000);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  clearTimeout(timer);
  return { ok: code === 0, reason: stderr.trim().split('\n').pop() ?? '' };
}

/**
 * Podman's Docker-compatible API on a socket of our own, for docker-compose. Resolves with the DOCKER_HOST
 * value and a function that stops the service.
 */
export async function startPodmanService() {
  const socket = path.join(os.tmpdir(), `frc-podman-${process.pid}.sock`);
  fs.rmSync(socket, { force: true });
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { env: podmanEnv(), stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(socket)) {
    if (Date.now() > deadline || service.exitCode !== null) throw new Error('podman system service did not open its socket');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    dockerHost: `unix://${socket}`,
    stop: async () => {
      service.kill('SIGTERM');
      await new Promise((resolve) => (service.exitCode !== null ? resolve() : service.once('exit', resolve)));
      fs.rmSync(socket, { force: true });
    },
  };
}

/**
 * Runs the health checks of a compose project's containers every few seconds, as podman's systemd timers would:
 * these machines run no systemd, so podman cannot start those timers and a container's health would stay
 * "starting" (compose's `condition: service_healthy` would wait for ever). Returns a function that stops it.
 */
export function runHealthChecks(project, everySeconds = 3) {
  let stopped = false;
  const check = (id) =>
    new Promise((resolve) => {
      const child = spawn('podman', ['healthcheck', 'run', id], { env: podmanEnv(), stdio: 'ignore' });
      child.on('exit', resolve);
      child.on('error', resolve);
    });
  const loop = async () => {
    while (!stopped) {
      const listed = spawnSync('podman', ['ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.ID}} {{.Status}}'], {
        env: podmanEnv(),
        encoding: 'utf8',
      });
      // Only the containers that have a health check show one in their status: "Up 5 seconds ago (starting)".
      const ids = (listed.stdout ?? '').split('\n').filter((line) => /\((starting|healthy|unhealthy)\)/.test(line)).map((line) => line.split(' ')[0]);
      await Promise.all(ids.map(check));
      await new Promise((resolve) => setTimeout(resolve, everySeconds * 1000));
    }
  };
  const running = loop();
  return async () => {
    stopped = true;
    await running;
  };
}

/**
 * The compose file at `file` as docker-compose 1.29 can take it: parsed (anchors and `<<` merges resolved), every
 * string value interpolated from `env` (interpolateCompose), each `$` left in a value escaped as `$$`, without
 * `build` sections (the images are built by `npm run images`).
 */
export function composeFileFor(file, env) {
  const walk = (value) => {
    if (typeof value === 'string') return interpolateCompose(value, env).replaceAll('$', '$$$$');
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('x-')).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  const compose = walk(YAML.parse(fs.readFileSync(file, 'utf8'), { merge: true }));
  // The images come from `npm run images`; a build context would be relative to the original file's folder.
  for (const service of Object.values(compose.services ?? {})) delete service.build;
  // Written as YAML 1.1, which docker-compose 1.29 reads: a string such as `no` (Redis's `--protected-mode no`)
  // is quoted, not read back as a boolean.
  return YAML.stringify(compose, { version: '1.1' });
}

/**
 * A compose file's `${…}` filled in from `env`, as Compose v2 does (`docker compose config`): `${A}`, `${A:-default}`,
 * `${A-default}`, `${A:+other}`, `${A+other}`, `${A:?message}`, `${A?message}`, nested inside defaults, and `$$` for a
 * `$`. docker-compose 1.29 (Debian's, the one that drives podman here) knows neither `:+` nor nesting, so it is given
 * the filled-in file. Throws with the message of a required variable that is unset.
 */
export function interpolateCompose(text, env) {
  let index = 0;
  const read = (stopAtBrace) => {
    let out = '';
    while (index < text.length) {
      const char = text[index];
      if (stopAtBrace && char === '}') return out;
      if (char === '$' && text[index + 1] === '$') {
        out += '$';
        index += 2;
      } else if (char === '$' && text[index + 1] === '{') {
        index += 2;
        out += expression();
      } else if (char === '$' && /[A-Za-z_]/.test(text[index + 1] ?? '')) {
        const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index + 1))[0];
        index += 1 + name.length;
        out += env[name] ?? '';
      } else {
        out += char;
        index += 1;
      }
    }
    if (stopAtBrace) throw new Error('a ${ without its }');
    return out;
  };
  const expression = () => {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index))?.[0];
    if (!name) throw new Error(`a variable name is missing at "${text.slice(index - 2, index + 20)}"`);
    index += name.length;
    const operator = /^(:-|-|:\+|\+|:\?|\?)?/.exec(text.slice(index))[0];
    index += operator.length;
    const argument = operator ? read(true) : '';
    if (text[index] !== '}') throw new Error(`\${${name} is not closed`);
    index += 1;
    const value = env[name];
    const set = value !== undefined;
    const nonEmpty = set && value !== '';
    switch (operator) {
      case ':-':
        return nonEmpty ? value : argument;
      case '-':
        return set ? value : argument;
      case ':+':
        return nonEmpty ? argument : '';
      case '+':
        return set ? argument : '';
      case ':?':
        if (!nonEmpty) throw new Error(argument || `${name} is required`);
        return value;
      case '?':
        if (!set) throw new Error(argument || `${name} is required`);
        return value;
      default:
        return value ?? '';
    }
  };
  return read(false);
}
