// For the tests: a job of the render image run as the image runs it, `node <job>.mjs` in this workspace's folder
// (the Dockerfile copies the folder as it is), with the environment it is given and PATH only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The image's working folder: this workspace. */
export const JOBS_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {string} script  the job's file, e.g. gate.mjs
 * @param {{ args?: string[], env?: Record<string, string> }} [options]
 * @returns {Promise<{ code: number | null, out: string, err: string }>}
 */
export function runJob(script, { args = [], env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: JOBS_DIR, env: { PATH: process.env.PATH, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
