// The free times at scale: CONSULTANTS consultants in several zones, each open every day with buffers and a daily cap,
// and BOOKINGS_PER_DAY bookings of each on each of the 21 days ahead, stored straight in the database; then
// GET /api/bookings/slots over HTTP, one request at a time, on PGlite and on PostgreSQL 15. Prints p50 and p99: a
// figure to watch (the issue's aim is p99 ≤ 50 ms), not a gate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './benchServer.mjs';
import { postgresInstalled, startPostgresCluster } from './postgresCluster.mjs';

const CONSULTANTS = Number(process.env.BENCH_SLOTS_CONSULTANTS ?? 10);
const DAYS = 21;
const BOOKINGS_PER_DAY = Number(process.env.BENCH_SLOTS_BOOKINGS_PER_DAY ?? 4);
const SAMPLES = Number(process.env.BENCH_SLOTS_SAMPLES ?? 200);
const AIM_P99_MS = 50;

const ZONES = ['Europe/London', 'America/New_York', 'Europe/Berlin', 'Asia/Singapore', 'Australia/Sydney'];
const WEEK = JSON.stringify(Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ from: '08:00', until: '12:00' }, { from: '13:00', until: '19:00' }]])));

/** The consultants, their rules and their bookings (each booking with a request of its own), in SQL both databases run. */
export function slotSeedStatements() {
  const total = CONSULTANTS * DAYS * BOOKINGS_PER_DAY;
  return [
    `insert into staff_members (email, name, role, webauthn_user_id)
      select 'bench-consultant' || i || '@example.com', 'Consultant ' || i, 'case_manager', 'bench-consultant-' || i from generate_series(1, ${CONSULTANTS}) i`,
    `insert into consultant_availability (staff_id, time_zone, weekly_hours, exceptions, buffer_before_minutes, buffer_after_minutes, min_notice_minutes, horizon_days, daily_cap, updated_at)
      select id, (array[${ZONES.map((zone) => `'${zone}'`).join(',')}])[1 + id % ${ZONES.length}], '${WEEK}'::jsonb,
        jsonb_build_array(jsonb_build_object('day', to_char(now() + interval '5 days', 'YYYY-MM-DD'), 'kind', 'blocked', 'hours', null)),
        5, 10, 240, ${DAYS}, 12, now()
      from staff_members where email like 'bench-consultant%'`,
    `insert into service_requests (fname, lname, phone, email, subject, scam_type, scam_description, created_at)
      select 'Booked', 'Visitor' || i, '+1 2025550100', 'booked' || i || '@example.com', 'contact-form-submission', 'forex', 'Bench booking', now()
      from generate_series(1, ${total}) i`,
    // Booking k of consultant c on day d starts at 09:00 UTC + 90 minutes × k on that day: never overlapping, buffers included.
    `insert into consultation_bookings (request_id, consultant_id, starts_at, ends_at, blocked_from, blocked_until, channel, phone, uid, manage_token_hash, updated_at)
      select r.id, s.id, b.starts_at, b.starts_at + interval '30 minutes', b.starts_at - interval '5 minutes', b.starts_at + interval '40 minutes',
        'phone', '+1 2025550100', 'bench-' || r.id || '@example.com', md5('bench-' || r.id), now()
      from (select id, row_number() over (order by id) - 1 as n from service_requests where email like 'booked%@example.com') r
      join (select id, row_number() over (order by id) - 1 as c from staff_members where email like 'bench-consultant%') s on s.c = r.n % ${CONSULTANTS}
      cross join lateral (select date_trunc('day', now()) + ((r.n / ${CONSULTANTS}) / ${BOOKINGS_PER_DAY}) * interval '1 day'
        + interval '9 hours' + ((r.n / ${CONSULTANTS}) % ${BOOKINGS_PER_DAY}) * interval '90 minutes' as starts_at) b`,
    `vacuum analyze`,
  ];
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** One GET of `url`, timed to its parsed body; throws unless 200. */
async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { elapsed, body };
}

/**
 * The slot query, and as this run's reference `GET /api/health` (one database round trip, a few bytes), each sample
 * one of each in turn: the machine's load on the moment moves both alike, so their ratio holds from day to day.
 */
async function measure(baseUrl, label) {
  for (let warmUp = 0; warmUp < 5; warmUp += 1) await Promise.all([timedGet(`${baseUrl}/api/bookings/slots`), timedGet(`${baseUrl}/api/health`)]);
  const slotTimes = [];
  const referenceTimes = [];
  let offered = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const slots = await timedGet(`${baseUrl}/api/bookings/slots`);
    slotTimes.push(slots.elapsed);
    offered = slots.body.slots.length;
    referenceTimes.push((await timedGet(`${baseUrl}/api/health`)).elapsed);
  }
  const [p50, p99] = [0.5, 0.99].map((share) => percentile(slotTimes.sort((a, b) => a - b), share));
  const [r50, r99] = [0.5, 0.99].map((share) => percentile(referenceTimes.sort((a, b) => a - b), share));
  console.log(`  ${label.padEnd(14)} ${String(offered).padStart(5)} slots offered   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   (aim p99 ≤ ${AIM_P99_MS} ms${p99 <= AIM_P99_MS ? ': met' : ': NOT met'})`);
  console.log(`  ${''.padEnd(14)} reference GET /api/health   p50 ${r50.toFixed(1).padStart(6)} ms   p99 ${r99.toFixed(1).padStart(6)} ms   (slots ÷ reference: p50 ×${(p50 / r50).toFixed(1)}, p99 ×${(p99 / r99).toFixed(1)})`);
}

/** The slot query on both databases: figures only. */
export async function benchSlots() {
  const seed = slotSeedStatements();
  console.log(`\napi bench: GET /api/bookings/slots, ${CONSULTANTS} consultants over ${DAYS} days, ${CONSULTANTS * DAYS * BOOKINGS_PER_DAY} bookings, ${SAMPLES} requests, one at a time`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-api-bench-slots-'));
  try {
    await (await startBenchServer({ PGLITE_DIR: dataDir })).stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite({ dataDir });
    for (const statement of seed) await db.exec(statement);
    await db.close();
    const server = await startBenchServer({ PGLITE_DIR: dataDir });
    try {
      await measure(server.baseUrl, 'PGlite');
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (!postgresInstalled()) {
    console.log('PostgreSQL 15 is not installed: the slot bench ran on PGlite only.');
    return;
  }
  const cluster = await startPostgresCluster();
  try {
    await (await startBenchServer({ DATABASE_URL: cluster.url })).stop();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    for (const statement of seed) await client.query(statement);
    await client.end();
    const server = await startBenchServer({ DATABASE_URL: cluster.url });
    try {
      await measure(server.baseUrl, 'PostgreSQL 15');
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}
