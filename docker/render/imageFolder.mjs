// For the tests: the render image's /opt/cleartrace on this machine, made from docker/Dockerfile's own `render`
// stage (its COPY lines of repository files, and of node_modules from the dependency stage), so a job tested
// here finds exactly the files the image gives it, and a file the Dockerfile forgets fails the test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The render stage's COPY instructions into the working folder: [{ from?, sources, target }]. */
export function renderStageCopies(dockerfile = fs.readFileSync(path.join(ROOT, 'docker/Dockerfile'), 'utf8')) {
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  const start = lines.findIndex((line) => /^FROM \S+ AS render$/.test(line.trim()));
  if (start === -1) throw new Error('docker/Dockerfile has no render stage');
  const copies = [];
  for (const line of lines.slice(start + 1)) {
    if (/^FROM /.test(line)) break;
    const copy = /^COPY (--from=(\S+) )?(.+) (\S+)$/.exec(line.trim());
    if (!copy || copy[4].startsWith('/')) continue;
    copies.push({ from: copy[2], sources: copy[3].split(/\s+/), target: copy[4] });
  }
  return copies;
}

/** Lays out the image's working folder in `dir`: the repository files copied, node_modules linked. */
export function makeRenderImage(dir) {
  for (const { from, sources, target } of renderStageCopies()) {
    for (const source of sources) {
      if (from === 'dependencies') {
        // /src/node_modules/<name> of the dependency stage: this checkout's own.
        const installed = path.join(ROOT, path.relative('/src', source));
        fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
        fs.symlinkSync(installed, path.join(dir, target));
      } else if (!from) {
        fs.copyFileSync(path.join(ROOT, source), path.join(dir, target, path.basename(source)));
      }
    }
  }
  return dir;
}

/**
 * Runs a job of the image as the image does (`node <script> [args]` in its folder), with `env` and PATH only.
 * @returns {Promise<{ code: number | null, out: string, err: string }>}
 */
export function runJob(dir, script, { args = [], env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: dir, env: { PATH: process.env.PATH, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
