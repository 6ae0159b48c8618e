// The back office's inbox at scale: ROWS consultation requests (and some reports, applications and cases) stored
// straight in the database, then GET /api/admin/inbox listed, filtered and searched over HTTP with a staff session,
// one request at a time, on PGlite and on PostgreSQL 15. Prints p50 and p99 per kind of query.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './benchServer.mjs';
import { postgresInstalled, startPostgresCluster } from './postgresCluster.mjs';

const ROWS = Number(process.env.BENCH_INBOX_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_INBOX_SAMPLES ?? 200);
const TARGET_P99_MS = 100;

/**
 * Rows spread over the last year; one in 50 in a case; every name and surname shared by ~100 rows; one in 500 named
 * Gráinne and one in 700 Fernández (found without their accents); every phone number its own.
 */
export function seedStatements(sessionTokenHash) {
  const since = `now() - interval '365 days'`;
  return [
    `insert into staff_members (email, name, role, webauthn_user_id) values ('bench-admin@example.com', 'Bench Admin', 'admin', 'bench-admin')`,
    `insert into staff_sessions (token_hash, staff_id, csrf_token, expires_at, last_seen_at)
      select '${sessionTokenHash}', id, 'bench', now() + interval '8 hours', now() from staff_members where email = 'bench-admin@example.com'`,
    `insert into service_requests (fname, lname, phone, email, subject, scam_type, transaction_type, scam_amount, scam_description, created_at, confirmed_at)
      select case when i % 500 = 0 then 'Gráinne' else 'First' || (i % 1000) end, case when i % 700 = 0 then 'Fernández' else 'Surname' || (i % 997) end,
        '+1 20255' || lpad((i % 100000)::text, 5, '0'), 'client' || i || '@example.com',
        case when i % 4 = 0 then 'Get a Free Consultation Call' else 'contact-form-submission' end,
        (array['binary','digital','forex','stock','property','romance','other'])[1 + i % 7],
        case when i % 3 = 0 then 'wire_transfer' end, (i % 50000)::text,
        'The broker ' || (array['Apex','Zenith','Orbit','Nimbus','Vertex'])[1 + i % 5] || ' stopped answering after deposit ' || i || ' file ref' || (i % 100),
        ${since} + (i * interval '315 seconds'), case when i % 2 = 0 then ${since} + (i * interval '315 seconds') end
      from generate_series(1, ${ROWS}) i`,
    `insert into whistleblowing_reports (first_name, last_name, email, amount_lost, receive_updates, created_at)
      select 'Report' || i, 'Sender' || i, 'reporter' || i || '@example.com', '1000', false, ${since} + (i * interval '3 hours') from generate_series(1, ${Math.ceil(ROWS / 50)}) i`,
    `insert into affiliate_applications (first_name, last_name, email, profession, created_at)
      select 'Partner' || i, 'Applicant' || i, 'partner' || i || '@example.com', 'blogger', ${since} + (i * interval '5 hours') from generate_series(1, ${Math.ceil(ROWS / 100)}) i`,
    `insert into cases (client_email, client_name, status, opened_at, updated_at, manager_id)
      select 'client' || i || '@example.com', 'Client ' || i, (array['new','consultation','engaged','investigating'])[1 + (i / 50) % 4], now(), now(),
        (select id from staff_members limit 1)
      from generate_series(50, ${ROWS}, 50) i`,
    `update service_requests r set case_id = c.id from cases c where c.client_email = r.email`,
    // What the daily purge leaves behind (api/src/retention/purge.ts).
    `vacuum analyze`,
  ];
}

const day = (daysAgo) => new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);
const QUERIES = [
  ['list, newest first', ''],
  ['list, page 40', '?page=40'],
  ['filter: kind, scam type, confirmed', '?kind=request&scamType=forex&confirmed=true'],
  ['filter: status', '?status=investigating'],
  ['filter: unassigned, date range', `?manager=unassigned&from=${day(120)}&to=${day(90)}`],
  ['search: a surname', '?q=surname421'],
  ['search: a word in 1 request of 100', '?q=ref42'],
  ['search: a word in 1 request of 5', '?q=zenith'],
  ['search: an e-mail address', '?q=client4242@example.com'],
  ['search: a phone, digits alone', '?q=2025504242'],
  ['search: a phone, dashes', '?q=202-550-4242'],
  ['search: a phone, code and spaces', `?q=${encodeURIComponent('+1 (202) 550 4242')}`],
  ['search: a name without its accent', '?q=Grainne'],
  ['search: a surname without its accent', '?q=fernandez'],
];

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function measure(baseUrl, token) {
  const lines = [];
  let met = true;
  for (const [label, query] of QUERIES) {
    const times = [];
    // A few first requests warm the caches up and are not counted.
    for (let warmUp = 0; warmUp < 5; warmUp += 1) await (await fetch(`${baseUrl}/api/admin/inbox${query}`, { headers: { cookie: `frc_staff=${token}` } })).arrayBuffer();
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/admin/inbox${query}`, { headers: { cookie: `frc_staff=${token}` } });
      const body = await response.json();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`inbox${query} answered ${response.status}: ${JSON.stringify(body)}`);
      if (sample === 0) lines.push({ label, total: body.total });
    }
    times.sort((a, b) => a - b);
    const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)];
    met &&= p99 <= TARGET_P99_MS;
    Object.assign(lines.at(-1), { p50, p99 });
  }
  for (const { label, total, p50, p99 } of lines) {
    console.log(`  ${label.padEnd(38)} ${String(total).padStart(7)} found   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`);
  }
  return met;
}

/** Runs the inbox bench on both databases; false when a p99 misses the target. */
export async function benchInbox() {
  const token = randomBytes(32).toString('base64url');
  const seed = seedStatements(createHash('sha256').update(token).digest('hex'));
  let met = true;

  // PGlite: migrated by a first start of the server, seeded with the server stopped (one process at a time).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-api-bench-inbox-'));
  try {
    await (await startBenchServer({ PGLITE_DIR: dataDir })).stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite({ dataDir });
    const seeding = performance.now();
    for (const statement of seed) await db.exec(statement);
    await db.close();
    console.log(`\napi bench: GET /api/admin/inbox, ${ROWS} requests, embedded PGlite (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s), ${SAMPLES} requests each, one at a time`);
    const server = await startBenchServer({ PGLITE_DIR: dataDir });
    try {
      met = (await measure(server.baseUrl, token)) && met;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (!postgresInstalled()) {
    console.log('\nPostgreSQL 15 is not installed: the inbox bench ran on PGlite only.');
    return false;
  }
  const cluster = await startPostgresCluster();
  try {
    const server = await startBenchServer({ DATABASE_URL: cluster.url });
    await server.stop();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    for (const statement of seed) await client.query(statement);
    await client.end();
    console.log(`\napi bench: GET /api/admin/inbox, ${ROWS} requests, PostgreSQL 15, ${SAMPLES} requests each, one at a time`);
    const measured = await startBenchServer({ DATABASE_URL: cluster.url });
    try {
      met = (await measure(measured.baseUrl, token)) && met;
    } finally {
      await measured.stop();
    }
  } finally {
    cluster.stop();
  }
  console.log(met ? `inbox target met (p99 ≤ ${TARGET_P99_MS} ms)` : `inbox target NOT met (p99 ≤ ${TARGET_P99_MS} ms)`);
  return met;
}
