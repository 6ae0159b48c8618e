// `npm run bench -w api`: load on POST /api/services against the built server on embedded PGlite
// (fresh data directory on disk, per-IP limits off, info logging: its 'API ready' line gives the address),
// from this machine over 127.0.0.1; then the back office's inbox at 100,000 stored requests on PGlite and
// PostgreSQL 15 (lib/benchInbox.mjs); then the free times of 10 consultants over 21 days on both
// (lib/benchSlots.mjs). `-- --inbox-only` or `-- --slots-only` runs that part alone.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchInbox } from './lib/benchInbox.mjs';
import { benchSlots } from './lib/benchSlots.mjs';
import { startBenchServer } from './lib/benchServer.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET = { requestsPerSecond: 500, p99Ms: 100 };

const apiDir = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs')], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-api-bench-'));

const ONLY_INBOX = process.argv.includes('--inbox-only');
const ONLY_SLOTS = process.argv.includes('--slots-only');
const { baseUrl, stop: stopServer } = ONLY_INBOX || ONLY_SLOTS ? { baseUrl: null, stop: async () => {} } : await startBenchServer({ PGLITE_DIR: dataDir });

const body = JSON.stringify({
  fname: 'Bench',
  lname: 'Mark',
  phone: '+1 2025550100',
  email: 'bench@example.com',
  subject: 'contact-form-submission',
  scam_type: 'forex',
  transaction_type: 'wire_transfer',
  scam_amount: '2500',
  scam_description: 'Load test request.',
});
const load = (seconds) =>
  autocannon({
    url: `${baseUrl}/api/services`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        // Every form submission carries its own key, as the web apps send it.
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  });

/** POST /api/services under load, then a count of the stored rows (the server stopped). */
async function benchServices() {
  console.log(`api bench: POST ${baseUrl}/api/services, embedded PGlite on disk, ${CONNECTIONS} connections`);
  const warmUp = await load(2);
  const result = await load(DURATION_SECONDS);
  const created = result['2xx'];
  console.log(`duration      ${DURATION_SECONDS} s`);
  console.log(`requests      ${result.requests.total} (${created} answered 201, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts)`);
  console.log(`throughput    ${result.requests.average.toFixed(0)} req/s (target ≥ ${TARGET.requestsPerSecond})`);
  console.log(`latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (target p99 ≤ ${TARGET.p99Ms} ms)`);
  const met = result.requests.average >= TARGET.requestsPerSecond && result.latency.p99 <= TARGET.p99Ms && result.non2xx === 0 && result.errors === 0;
  console.log(met ? 'target met' : 'target NOT met');

  // Every 201 must be a stored row: count them in the data directory once the server is gone.
  // A few more rows are normal: requests in flight when each load stopped (at most one per connection)
  // were stored, but their answers were no longer counted.
  await stopServer();
  const { PGlite } = await import('@electric-sql/pglite');
  const stored = new PGlite({ dataDir });
  const { rows } = await stored.query('select count(*)::int as count from service_requests');
  await stored.close();
  const acknowledged = warmUp['2xx'] + created;
  const unanswered = rows[0].count - acknowledged;
  const consistent = unanswered >= 0 && unanswered <= 2 * CONNECTIONS;
  console.log(`stored rows   ${rows[0].count} for ${acknowledged} answers 201 (warm-up included; ${unanswered} in flight at the stops)${consistent ? '' : ' — MISMATCH'}`);
  if (!consistent) process.exitCode = 1;
}

try {
  if (!ONLY_INBOX && !ONLY_SLOTS) await benchServices();
  if (!ONLY_SLOTS && !(await benchInbox())) process.exitCode = 1;
  if (!ONLY_INBOX) await benchSlots();
} finally {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
