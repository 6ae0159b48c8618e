import { DEFAULT_ALLOWED_ORIGINS, LIMIT_PRESETS } from '../src/config';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const json = { 'content-type': 'application/json' };

describe('unreadable or oversized requests', () => {
  it('answers 400 to malformed JSON', async () => {
    for (const raw of ['{"fname":', '{fname: "Ada"}', "{'a':1}", '[1,2,', 'nul']) {
      expect(await api.call('POST', '/api/services', { raw, headers: json })).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    }
  });

  it('answers 400 to an empty JSON body and to prototype poisoning', async () => {
    expect((await api.call('POST', '/api/services', { raw: '', headers: json })).status).toBe(400);
    const poisoned = await api.call('POST', '/api/newsletter', { raw: '{"email":"a@b.io","__proto__":{"admin":true}}', headers: json });
    expect(poisoned.status).toBe(400);
  });

  it('answers 413 to a body over 16 KiB', async () => {
    const answer = await api.post('/api/services', leadFormRequest(uniqueEmail('huge'), { scam_description: 'x'.repeat(16 * 1024) }));
    expect(answer).toMatchObject({ status: 413, body: { message: 'The request is too large. Please shorten the text and try again.' } });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const answer = await api.call('POST', '/api/services', { raw: 'fname=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer).toMatchObject({ status: 415, body: { message: 'Please send the request as JSON.' } });
  });

  it('answers 415 to a text/plain body, as to any body that is not JSON', async () => {
    const answer = await api.call('POST', '/api/services', { raw: JSON.stringify(leadFormRequest(uniqueEmail('plain'))), headers: { 'content-type': 'text/plain' } });
    expect(answer).toMatchObject({ status: 415, body: { message: 'Please send the request as JSON.' } });
    const charset = await api.call('POST', '/api/newsletter', { raw: '{"email":"a@b.io"}', headers: { 'content-type': 'text/plain; charset=utf-8' } });
    expect(charset.status).toBe(415);
  });

  it('reads JSON sent with a charset parameter, as the default parser did', async () => {
    const raw = JSON.stringify(leadFormRequest(uniqueEmail('charset')));
    expect((await api.call('POST', '/api/services', { raw, headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(201);
  });

  it('answers 422 to JSON that is not an object', async () => {
    const answer = await api.call('POST', '/api/services', { raw: '"just a string"', headers: json });
    expect(answer).toMatchObject({ status: 422, body: { errors: [{ field: 'body' }] } });
  });

  it('answers 404 with a message for unknown routes', async () => {
    expect(await api.get('/api/nothing-here')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('headers', () => {
  it('carry the security headers', async () => {
    const { headers } = await api.get('/api/health');
    expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('allow CORS only for the site\'s own origins', async () => {
    // The test API allows the default origins: the web apps' local origins (apps.json), the shell's first.
    const [shell = '', , intake = ''] = DEFAULT_ALLOWED_ORIGINS;
    expect([shell, intake]).toEqual([expect.stringMatching(/^http:\/\/localhost:\d+$/), expect.stringMatching(/^http:\/\/localhost:\d+$/)]);
    const own = await api.get('/api/health', { headers: { origin: shell } });
    expect(own.headers.get('access-control-allow-origin')).toBe(shell);
    const foreign = await api.get('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await api.call('OPTIONS', '/api/services', {
      headers: { origin: intake, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(intake);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });
});

describe('GET /api/health', () => {
  it('says the database answers', async () => {
    expect(await api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: api.database.target.kind } });
  });
});

describe('request limits', () => {
  it('answer 429 with Retry-After once an IP sends too many forms', async () => {
    const limited = await startTestApi({ limits: { ...LIMIT_PRESETS.strict, submissionsPerMinutePerIp: 3 } });
    try {
      for (let sent = 1; sent <= 3; sent += 1) expect((await limited.post('/api/services', leadFormRequest(uniqueEmail('flood')))).status).toBe(201);
      const refused = await limited.post('/api/services', leadFormRequest(uniqueEmail('flood')));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/) });
      // Other routes keep their own allowance.
      expect((await limited.get('/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('carry no codes, no tokens and no full e-mail addresses', async () => {
    const email = uniqueEmail('private');
    const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email));
    const code = await api.requestCode(email);
    const { body } = await api.post<{ token: string }>('/api/verify-otp', { email, otp: code });
    await api.get(`/api/services/by-email?email=${encodeURIComponent(email)}&page=1`, { token: body.token });
    await api.post('/api/services', leadFormRequest(email, { fname: '' }));
    await api.mailbox.waitForMail((mail) => mail.text.includes(`/admin/inbox/request-${sent.body.data.id}`));

    const logs = api.logs();
    expect(logs).toContain('/api/services/by-email?email=pr***@example.com&page=1');
    expect(logs).not.toContain(email);
    expect(logs).not.toContain(encodeURIComponent(email));
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(body.token);
  });

  it('mask an address however the URL spells it, in any parameter or in the path', async () => {
    const email = uniqueEmail('spelled');
    const [local, domain] = email.split('@') as [string, string];
    const spellings = [
      `/api/services/by-email?%65mail=${local}%40${domain}&page=1`,
      `/api/services/by-email?EMAIL=${encodeURIComponent(encodeURIComponent(email))}`,
      `/api/health?contact=${local}%40${domain}`,
      `/api/${local}@${domain}/cases`,
      `/api/health?q=%ZZ${local}@${domain}`,
    ];
    for (const url of spellings) await api.get(url);
    const logs = api.logs();
    expect(logs).not.toContain(local);
    expect(logs).toContain('/api/services/by-email?email=sp***@example.com&page=1');
  });

  it('take the client address from the trusted proxy only, ignoring a malformed one', async () => {
    await api.get('/api/health', { headers: { 'x-forwarded-for': 'garbage-0' } });
    await api.get('/api/health', { headers: { 'x-forwarded-for': '203.0.113.9, not-an-address' } });
    await api.get('/api/health', { headers: { 'x-forwarded-for': '198.51.100.23' } });
    const addresses = api
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { req?: { remoteAddress?: string } })
      .map((entry) => entry.req?.remoteAddress)
      .filter((address): address is string => address !== undefined);
    expect(addresses).not.toContain('garbage-0');
    expect(addresses).not.toContain('not-an-address');
    expect(addresses).not.toContain('203.0.113.9');
    // The test API trusts loopback, as the API trusts its own proxy: a well-formed forwarded address is the client's.
    expect(addresses).toContain('198.51.100.23');
    expect(addresses.every((address) => /^[\d.]+$|:/.test(address))).toBe(true);
  });
});

describe('a failing database', () => {
  it('gives a plain 500 and a 503 health check, and keeps the address out of the log', async () => {
    const broken = await startTestApi();
    try {
      await broken.database.release();
      const email = uniqueEmail('db-down');
      const answer = await broken.post('/api/services', leadFormRequest(email));
      expect(answer).toMatchObject({ status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } });
      expect(await broken.get('/api/health')).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      expect(broken.logs()).toContain('request failed');
      expect(broken.logs()).not.toContain(email);
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
