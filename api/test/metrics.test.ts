import { randomBytes, randomInt } from 'node:crypto';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** Labels of prom-client's process figures (Node's version, heap spaces) and of the buckets, which hold numbers by design. */
const LABELS_OF_PROCESS_FIGURES = new Set(['le', 'quantile', 'version', 'major', 'minor', 'patch', 'type', 'space']);
/** A route label: a template (`/api/admin/cases/:ref`), the CORS preflight's `*`, or the one value of every path no route matched. */
const ROUTE_TEMPLATE = /^(?:(?:\/(?:[a-z-]+|:[a-zA-Z]+))+|\*|unmatched)$/;

describe('Prometheus metrics on a port of their own', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ serveMetrics: true, contentPublishEveryMs: 20 });
  });
  afterAll(() => api.close());

  async function scrape(): Promise<Sample[]> {
    const answer = await fetch(`${api.metricsOrigin}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(await answer.text());
  }
  const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
    samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;
  const routesIn = (samples: Sample[]) => new Set(samples.filter((sample) => sample.name === 'http_requests_total').map((sample) => sample.labels.route));

  it('counts requests and their latency by route template, and what the forms, codes and mails did, with no victim data in any label', async () => {
    const email = uniqueEmail('metrics');
    expect((await api.post('/api/services', leadFormRequest(email))).status).toBe(201);
    const token = await api.signIn(email);
    expect((await api.post('/api/verify-otp', { email, otp: '000000' })).status).toBe(400);
    expect((await api.get('/api/cases/C-4242', { token })).status).toBe(404);
    expect((await api.get(`/api/services/by-email?email=${encodeURIComponent(email)}`, { token })).status).toBeLessThan(500);
    await api.mailsSettled();

    const samples = await scrape();
    expect(valueOf(samples, 'http_requests_total', { method: 'POST', route: '/api/services', status_class: '2xx' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: '/api/cases/:ref', status_class: '4xx' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/verify-otp', status_class: '4xx' })).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { method: 'POST', route: '/api/verify-otp', status_class: '2xx', le: '+Inf' })).toBe(1);
    expect(valueOf(samples, 'frc_form_submissions_total', { form: 'consultation' })).toBe(1);
    expect(valueOf(samples, 'frc_sign_in_codes_total', { audience: 'client', outcome: 'sent' })).toBe(1);
    expect(valueOf(samples, 'frc_sign_in_codes_total', { audience: 'client', outcome: 'verified' })).toBe(1);
    expect(valueOf(samples, 'frc_sign_in_codes_total', { audience: 'client', outcome: 'failed' })).toBe(1);
    expect(valueOf(samples, 'frc_mails_total', { kind: 'sign_in_code', outcome: 'sent' })).toBe(1);
    expect(valueOf(samples, 'frc_queue_depth', { queue: 'client_notices' })).toBe(0);
    expect(valueOf(samples, 'frc_queue_depth', { queue: 'task_reminders' })).toBe(0);
    expect(valueOf(samples, 'frc_queue_depth', { queue: 'mail_delivery' })).toBe(0);
    // prom-client's process figures, the event loop's lag among them.
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds', {})).toEqual(expect.any(Number));
    expect(valueOf(samples, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);

    const labels = samples.flatMap((sample) => Object.entries(sample.labels).filter(([key]) => !LABELS_OF_PROCESS_FIGURES.has(key)));
    for (const [key, value] of labels) {
      expect([key, value]).not.toEqual([key, expect.stringMatching(/@|C-\d|\d{2,}/)]);
      if (key === 'route') expect(value).toMatch(ROUTE_TEMPLATE);
    }
  });

  it('gives every path no route matches one label value: 500 random paths add at most one', async () => {
    const before = routesIn(await scrape());
    const segment = () => [randomBytes(randomInt(3, 12)).toString('base64url'), `${randomInt(1, 1e9)}`, `jane${randomInt(1e6)}@example.com`, `C-${randomInt(1, 1e6)}`][randomInt(4)]!;
    for (let index = 0; index < 500; index += 1) {
      const depth = randomInt(1, 5);
      const path = `/${index % 2 === 0 ? 'api/' : ''}x${Array.from({ length: depth }, segment).join('/')}`;
      const answer = await api.call(index % 3 === 0 ? 'POST' : 'GET', path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
    const after = routesIn(await scrape());
    const added = [...after].filter((route) => !before.has(route));
    expect(added.length).toBeLessThanOrEqual(1);
    expect(added.every((route) => route === 'unmatched')).toBe(true);
  });

  it("knows each timed job's last success and how long it took", async () => {
    let samples = await scrape();
    while (!(valueOf(samples, 'frc_job_last_success_timestamp_seconds', { job_name: 'content_publish' }) ?? 0)) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      samples = await scrape();
    }
    const lastSuccess = valueOf(samples, 'frc_job_last_success_timestamp_seconds', { job_name: 'content_publish' })!;
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);
    expect(valueOf(samples, 'frc_job_last_duration_seconds', { job_name: 'content_publish' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'frc_job_failures_total', { job_name: 'content_publish' })).toBe(0);
  });

  it('serves nothing but GET /metrics there', async () => {
    expect((await fetch(`${api.metricsOrigin}/api/health`)).status).toBe(404);
    expect((await fetch(`${api.metricsOrigin}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
