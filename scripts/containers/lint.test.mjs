// The images' files lint clean: the Dockerfiles (dockerfile-utils) and the start-up scripts (shellcheck). Part of
// `npm run check:deploy`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../apps/apps.mjs';
import { commandExists } from '../lib/run.mjs';
import { DOCKERFILE } from '../stack/nginx.mjs';

describe('lint', () => {
  test('docker/Dockerfile passes dockerfile-utils', () => {
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/dockerfile-utils'), ['lint', DOCKERFILE], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test('the base images and the stand-ins built here pass dockerfile-utils', () => {
    for (const folder of ['docker/base', 'docker/standins']) {
      for (const file of fs.readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith('.Dockerfile'))) {
        const result = spawnSync(path.join(ROOT, 'node_modules/.bin/dockerfile-utils'), ['lint', path.join(ROOT, folder, file)], { encoding: 'utf8' });
        assert.equal(result.status, 0, `${folder}/${file}: ${result.stdout}${result.stderr}`);
      }
    }
  });

  test('the start-up scripts pass shellcheck', { skip: !commandExists('shellcheck') && 'shellcheck is not installed (npm test installs it)' }, () => {
    const scripts = fs
      .readdirSync(path.join(ROOT, 'docker/web'))
      .filter((file) => file.endsWith('.sh'))
      .map((file) => path.join(ROOT, 'docker/web', file));
    scripts.push(path.join(ROOT, 'docker/standins/postgres-entrypoint.sh'));
    const result = spawnSync('shellcheck', ['--shell=sh', ...scripts], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    // The API's health check is bash's (its /dev/tcp).
    const ready = spawnSync('shellcheck', ['--shell=bash', path.join(ROOT, 'docker/api/ready.sh')], { encoding: 'utf8' });
    assert.equal(ready.status, 0, ready.stdout + ready.stderr);
  });
});
