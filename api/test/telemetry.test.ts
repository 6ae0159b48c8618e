import { LIMIT_PRESETS } from '../src/config';
import { remoteLoads } from '../src/db/schema';
import { startTestApi, type TestApi } from './support/testApi';

const OPS_TOKEN = 'the operators token of this suite';
const DAY_SECONDS = 24 * 60 * 60;

const load = (overrides: Record<string, unknown> = {}) => ({ remote: 'intake', version: '1.5.0', outcome: 'ok', durationMs: 120, ...overrides });

interface Summary {
  from: string;
  to: string;
  versions: { remote: string; version: string; loads: number; failures: number; failureRate: number; p95Ms: number | null }[];
}

describe('load telemetry', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ opsToken: OPS_TOKEN, telemetry: { maxRows: 1_000, retentionDays: 90 } });
  });
  afterAll(() => api.close());
  beforeEach(() => api.db.delete(remoteLoads));

  const summary = (query = '') => api.get<Summary>(`/api/telemetry/remote-loads/summary${query}`, { token: OPS_TOKEN });

  it('stores each reported load with the time it arrived, and nothing else', async () => {
    const sent = await api.post('/api/telemetry/remote-loads', {
      loads: [load(), load({ outcome: 'failed', durationMs: 3900, errorClass: 'entry' }), load({ remote: 'marketing', version: 'root', durationMs: 80 })],
    });
    expect(sent.status).toBe(204);
    const rows = await api.db.select().from(remoteLoads);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { remote: 'intake', version: '1.5.0', outcome: 'ok', durationMs: 120, errorClass: null, receivedAt: api.clock.now() },
      { remote: 'intake', version: '1.5.0', outcome: 'failed', durationMs: 3900, errorClass: 'entry', receivedAt: api.clock.now() },
      { remote: 'marketing', version: 'root', outcome: 'ok', durationMs: 80, errorClass: null, receivedAt: api.clock.now() },
    ]);
  });

  it('refuses what is not a load report: other fields, unknown values, too many loads, text', async () => {
    const refusals = [
      { loads: [load({ email: 'someone@example.com' })] },
      { loads: [load({ outcome: 'slow' })] },
      { loads: [load({ remote: '../intake' })] },
      { loads: [load({ version: 'latest' })] },
      { loads: [load({ durationMs: -1 })] },
      { loads: [load({ errorClass: 'TypeError: x is undefined' })] },
      { loads: [] },
      { loads: Array.from({ length: 21 }, () => load()) },
      { loads: [load()], page: '/dashboard' },
    ];
    for (const body of refusals) {
      const answer = await api.post('/api/telemetry/remote-loads', body);
      expect([answer.status, JSON.stringify(body)]).toEqual([422, JSON.stringify(body)]);
    }
    const text = await api.call('POST', '/api/telemetry/remote-loads', { raw: JSON.stringify({ loads: [load()] }), headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(await api.db.select().from(remoteLoads)).toEqual([]);
  });

  it('sums up loads, failures, failure rate and p95 per remote and version, over a window, for the ops token only', async () => {
    const durations = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    await api.post('/api/telemetry/remote-loads', { loads: durations.map((durationMs) => load({ durationMs })) });
    await api.post('/api/telemetry/remote-loads', { loads: [load({ outcome: 'failed', durationMs: 4000, errorClass: 'manifest' }), load({ version: '1.4.0', durationMs: 50 })] });

    expect((await api.get('/api/telemetry/remote-loads/summary')).status).toBe(401);
    expect((await api.get('/api/telemetry/remote-loads/summary', { token: 'a guess' })).status).toBe(401);

    const figures = await summary();
    expect(figures.status).toBe(200);
    expect(figures.body.versions).toEqual([
      { remote: 'intake', version: '1.4.0', loads: 1, failures: 0, failureRate: 0, p95Ms: 50 },
      // p95 of the 20 successful loads (10…200 ms), the failure's 4 s left out.
      { remote: 'intake', version: '1.5.0', loads: 21, failures: 1, failureRate: 1 / 21, p95Ms: 191 },
    ]);
    expect((await summary('?remote=intake&version=1.4.0')).body.versions).toHaveLength(1);

    // An hour later, the default window (60 minutes) holds nothing of it; a longer one does.
    api.clock.advanceSeconds(61 * 60);
    expect((await summary()).body.versions).toEqual([]);
    expect((await summary('?minutes=120')).body.versions).toHaveLength(2);
    // `since` narrows the window to what came after it.
    await api.post('/api/telemetry/remote-loads', { loads: [load({ outcome: 'failed', errorClass: 'chunk' })] });
    const since = new Date(api.clock.now().getTime() - 1000).toISOString();
    expect((await summary(`?minutes=120&since=${encodeURIComponent(since)}`)).body.versions).toEqual([
      { remote: 'intake', version: '1.5.0', loads: 1, failures: 1, failureRate: 1, p95Ms: null },
    ]);
    expect((await summary('?minutes=0')).status).toBe(422);
  });

  it('is not served without an ops token configured', async () => {
    const bare = await startTestApi();
    try {
      expect((await bare.get('/api/telemetry/remote-loads/summary', { token: OPS_TOKEN })).status).toBe(404);
      expect((await bare.post('/api/telemetry/remote-loads', { loads: [load()] })).status).toBe(204);
    } finally {
      await bare.close();
    }
  });
});

describe('load telemetry is capped in size and time, and rate limited', () => {
  it('keeps the newest rows within the cap, and none past the retention period', async () => {
    const api = await startTestApi({ telemetry: { maxRows: 5, retentionDays: 2 } });
    try {
      await api.post('/api/telemetry/remote-loads', { loads: Array.from({ length: 4 }, (_, index) => load({ durationMs: index })) });
      await api.post('/api/telemetry/remote-loads', { loads: Array.from({ length: 4 }, (_, index) => load({ durationMs: 10 + index })) });
      const capped = await api.db.select().from(remoteLoads);
      expect(capped.map((row) => row.durationMs).sort((a, b) => a - b)).toEqual([3, 10, 11, 12, 13]);

      api.clock.advanceSeconds(DAY_SECONDS + 60);
      await api.post('/api/telemetry/remote-loads', { loads: [load({ durationMs: 20 })] });
      expect(await api.db.select().from(remoteLoads)).toHaveLength(5);
      api.clock.advanceSeconds(DAY_SECONDS);
      await api.post('/api/telemetry/remote-loads', { loads: [load({ durationMs: 30 })] });
      // Two days after the first reports, only the two later ones are left.
      expect((await api.db.select().from(remoteLoads)).map((row) => row.durationMs).sort((a, b) => a - b)).toEqual([20, 30]);
    } finally {
      await api.close();
    }
  });

  it('answers 429 past the reports a minute allowed to one address', async () => {
    const api = await startTestApi({ limits: { ...LIMIT_PRESETS.strict, telemetryReportsPerMinutePerIp: 3 } });
    try {
      const statuses = [];
      for (let report = 0; report < 4; report += 1) statuses.push((await api.post('/api/telemetry/remote-loads', { loads: [load()] })).status);
      expect(statuses).toEqual([204, 204, 204, 429]);
    } finally {
      await api.close();
    }
  });
});
