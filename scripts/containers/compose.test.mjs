// What docker/compose.yaml lets through: published ports, secrets without defaults, the volumes each service reads
// and writes, the order services start in, and the API behind its one trusted proxy. Part of `npm run check:deploy`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../apps/apps.mjs';

describe('what the deployment lets through', () => {
  const compose = fs.readFileSync(path.join(ROOT, 'docker/compose.yaml'), 'utf8');
  // A service's lines: from its name to the next line indented as little.
  const service = (name) => {
    const lines = compose.split('\n');
    const start = lines.indexOf(`  ${name}:`);
    const end = lines.findIndex((line, index) => index > start && /^ {0,2}[a-z]/.test(line));
    return `${lines.slice(start + 1, end).join('\n')}\n`;
  };

  test('the mail inbox, which holds every sign-in code, is published on loopback only', () => {
    const maildev = /\n {2}maildev:\n((?: {4}.*\n)+)/.exec(compose)?.[1] ?? '';
    assert.match(maildev, /ports: \["127\.0\.0\.1:\$\{MAILDEV_PORT:-1080\}:1080"\]/);
    assert.doesNotMatch(compose, /"1025:1025"|"1080:1080"/);
  });

  test('the database password has no default: compose refuses to start without one', () => {
    const uses = compose.match(/\$\{POSTGRES_PASSWORD[^}]*\}/g) ?? [];
    assert.ok(uses.length >= 2);
    for (const use of uses) assert.match(use, /^\$\{POSTGRES_PASSWORD:\?/);
  });

  test('the render service reads every remote version read-only and writes the pages the shell reads, and only those; it stays, watching the content', () => {
    const prerender = service('prerender');
    assert.match(prerender, /command: \[node, render\.mjs, --watch\]/);
    assert.match(prerender, /API_ORIGIN: http:\/\/api:4000/);
    assert.match(prerender, /restart: unless-stopped/);
    for (const remote of ['marketing', 'intake', 'portal', 'admin']) assert.match(prerender, new RegExp(`- ${remote}-releases:/releases/${remote}:ro\\n`));
    assert.match(prerender, /- pages:\/srv\/pages\n/);
    assert.match(prerender, /target: render, args: \{ APP: shell \}/);
    const shell = service('shell');
    assert.match(shell, /PAGES_DIR: \/srv\/pages/);
    assert.match(shell, /volumes: \["pages:\/srv\/pages:ro", "map-overrides:\/srv\/map-overrides:ro"\]/);
  });

  test('the canary guard gets the same map as the shell, writes the one volume the shell reads its rollbacks from and reads the pages\' (its status job)', () => {
    const guard = service('canary-guard');
    assert.match(guard, /command: \["node", "canary-guard\.mjs"\]/);
    assert.match(guard, /<<: \*remote-map\n/);
    assert.match(guard, /OPS_TOKEN: \$\{OPS_TOKEN:-\}/);
    assert.match(guard, /volumes: \["map-overrides:\/srv\/map-overrides", "pages:\/srv\/pages:ro"\]/);
    assert.match(service('shell'), /MAP_OVERRIDES_DIR: \/srv\/map-overrides\n/);
  });

  test('the shell starts with a remote map only once the contract gate has passed for that map', () => {
    assert.match(service('shell'), /\n {6}gate: \{ condition: service_completed_successfully \}\n/);
    const gate = service('gate');
    assert.match(gate, /command: \["node", "gate\.mjs"\]/);
    // The very map the shell gets: the same anchor.
    assert.match(gate, /environment: \*remote-map\n/);
    assert.match(service('shell'), /<<: \*remote-map\n/);
    for (const remote of ['marketing', 'intake', 'portal', 'admin']) assert.match(gate, new RegExp(`- ${remote}-releases:/releases/${remote}:ro\\n`));
  });

  test('both API replicas count their per-IP limits in the Redis service, and the shell passes /api on once one is ready', () => {
    const api = service('api');
    assert.match(api, /REDIS_URL: \$\{REDIS_URL:-redis:\/\/redis:6379\}\n/);
    assert.match(api, /\n {6}redis: \{ condition: service_healthy \}\n/);
    // The image's own script (its behaviour: "the API image's health check" below), with nothing podman 4.3's Docker
    // API could split at spaces.
    assert.match(api, /\n {6}test: \["CMD", "\/opt\/frc\/api\/ready\.sh"\]\n/);
    assert.match(service('shell'), /\n {6}api: \{ condition: service_healthy \}\n/);
    const redis = service('redis');
    assert.match(redis, /image: redis:7-bookworm\n/);
    assert.match(redis, /"redis-cli", "ping"/);
    // Never published on the machine: only the API replicas reach it.
    assert.doesNotMatch(redis, /ports:/);
  });

  test('compose waits longer than the API drains and finishes its requests before it kills a replica', () => {
    const api = service('api');
    const seconds = (pattern) => Number(pattern.exec(api)?.[1]);
    const drain = seconds(/SHUTDOWN_DRAIN_DELAY_MS: \$\{SHUTDOWN_DRAIN_DELAY_MS:-(\d+)\}/) / 1000;
    const timeout = seconds(/SHUTDOWN_TIMEOUT_MS: \$\{SHUTDOWN_TIMEOUT_MS:-(\d+)\}/) / 1000;
    const grace = seconds(/stop_grace_period: (\d+)s/);
    assert.ok(drain > 0 && timeout > 0);
    assert.ok(grace >= drain + timeout, `${grace} s >= ${drain} + ${timeout} s`);
  });

  test('documents stay on the shared volume unless a bucket is named', () => {
    const api = service('api');
    assert.match(api, /"documents:\/data\/documents"/);
    assert.match(api, /DOCUMENTS_S3_BUCKET: \$\{DOCUMENTS_S3_BUCKET:-\}\n/);
  });

  test("the API's one trusted proxy replaces X-Forwarded-For with the address that connected to it", () => {
    const proxy = fs.readFileSync(path.join(ROOT, 'docker/nginx/server/api-proxy.conf'), 'utf8');
    assert.match(proxy, /^proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    assert.doesNotMatch(proxy, /proxy_add_x_forwarded_for/);
  });
});
