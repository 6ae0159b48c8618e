// What the tests of nginx's configuration and of the images' start share: the remote map an image is given, and
// folders nginx's unprivileged workers can read, removed once the test file's tests are over.
import fs from 'node:fs';
import { after } from 'node:test';
import { makeRuntimeDir, nginxInstalled } from './nginx.mjs';

export const noNginx = !nginxInstalled() && 'nginx is not installed (npm test installs it)';

export const REMOTE_MAP = {
  REMOTE_MARKETING: 'https://static.example.com/marketing/2.0.1/mf-manifest.json',
  REMOTE_INTAKE: 'https://static.example.com/intake/1.4.0/mf-manifest.json',
  REMOTE_PORTAL: 'https://portal.example.com/portal/1.0.0/mf-manifest.json',
  REMOTE_ADMIN: 'https://admin.example.com/admin/1.0.0/mf-manifest.json',
};

const temporary = [];
after(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

export function tempDir() {
  const dir = makeRuntimeDir();
  temporary.push(dir);
  return dir;
}
