import { INVALID_VERIFICATION_CODE } from '@frc/contracts';
import { LIMIT_PRESETS } from '../src/config';
import { CODE_EXPIRED } from '../src/otp/signInCodes';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

/** The production code rules, without the per-IP request caps (this suite sends many requests). */
const PRODUCTION_CODE_RULES = { ...LIMIT_PRESETS.strict, perIpLimitsEnabled: false };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ limits: PRODUCTION_CODE_RULES });
});
afterAll(() => api.close());

function verify(email: string, otp: string) {
  return api.post('/api/verify-otp', { email, otp });
}

function wrongCode(code: string): string {
  return code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
}

describe('a sign-in code', () => {
  it('works until 10 minutes have passed', async () => {
    const email = uniqueEmail('in-time');
    const code = await api.requestCode(email);
    api.clock.advanceSeconds(10 * 60 - 1);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const email = uniqueEmail('expired');
    const code = await api.requestCode(email);
    api.clock.advanceSeconds(10 * 60);
    expect(await verify(email, code)).toMatchObject({ status: 400, body: { message: CODE_EXPIRED } });
  });

  it('works once', async () => {
    const email = uniqueEmail('once');
    const code = await api.requestCode(email);
    expect((await verify(email, code)).status).toBe(200);
    expect(await verify(email, code)).toMatchObject({ status: 400, body: { message: INVALID_VERIFICATION_CODE } });
  });

  it('works once even when tried twice at the same moment', async () => {
    const email = uniqueEmail('race');
    const code = await api.requestCode(email);
    const answers = await Promise.all([verify(email, code), verify(email, code), verify(email, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('is replaced by a resend: only the newest code works', async () => {
    const email = uniqueEmail('replaced');
    const first = await api.requestCode(email);
    api.clock.advanceSeconds(61);
    const second = await api.requestCode(email);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail('five');
    const code = await api.requestCode(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await verify(email, wrongCode(code))).toMatchObject({ status: 400, body: { message: INVALID_VERIFICATION_CODE } });
    }
    const refused = await verify(email, code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many incorrect attempts. Please wait 10 minutes, then request a new code.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // No new code either until the dead one has run out.
    expect((await api.post('/api/send-otp', { email })).status).toBe(429);
    api.clock.advanceSeconds(10 * 60);
    expect((await verify(email, await api.requestCode(email))).status).toBe(200);
  });

  it('keeps its wrong tries when resent: 3 wrong, resend, 2 wrong, and it is dead', async () => {
    const email = uniqueEmail('resend-keeps-count');
    const first = await api.requestCode(email);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(email, wrongCode(first));
    api.clock.advanceSeconds(61);
    const second = await api.requestCode(email);
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await verify(email, wrongCode(second))).status).toBe(400);
    expect((await verify(email, second)).status).toBe(429);
  });

  it('cannot be guessed faster by parallel tries: at most 5 are judged', async () => {
    const email = uniqueEmail('parallel-guesses');
    const code = await api.requestCode(email);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrongCode(code))));
    expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(7);
  });

  it('refuses what is not six digits without counting it as a try', async () => {
    const email = uniqueEmail('shape');
    const code = await api.requestCode(email);
    for (const otp of ['12345', 'abcdef', '1234567', '', '12 345']) {
      expect(await verify(email, otp)).toMatchObject({ status: 422, body: { message: otp ? INVALID_VERIFICATION_CODE : 'Field is required' } });
    }
    expect((await verify(email, code)).status).toBe(200);
  });

  it('is refused for an address that never asked for one', async () => {
    expect(await verify(uniqueEmail('never-asked'), '123456')).toMatchObject({ status: 400, body: { message: INVALID_VERIFICATION_CODE } });
  });
});

describe('resending', () => {
  it('is throttled to one code a minute per address, with Retry-After', async () => {
    const email = uniqueEmail('throttle');
    await api.requestCode(email);
    api.clock.advanceSeconds(20);
    const refused = await api.post('/api/send-otp', { email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.body).toEqual({ message: 'Please wait 40 seconds before requesting another code.' });
    api.clock.advanceSeconds(40);
    expect((await api.post('/api/send-otp', { email })).status).toBe(200);
  });

  it('is capped at 5 codes an hour per address', async () => {
    const email = uniqueEmail('hourly');
    for (let send = 1; send <= 5; send += 1) {
      expect((await api.post('/api/send-otp', { email })).status).toBe(200);
      api.clock.advanceSeconds(61);
    }
    const refused = await api.post('/api/send-otp', { email });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many codes requested for this address/) });
    api.clock.advanceSeconds(3600);
    expect((await api.post('/api/send-otp', { email })).status).toBe(200);
  });

  it('is capped at 20 codes an hour per IP address', async () => {
    api.clock.advanceSeconds(3600); // leave the sends of the other tests behind
    for (let send = 1; send <= 20; send += 1) expect((await api.post('/api/send-otp', { email: uniqueEmail('same-ip') })).status).toBe(200);
    const refused = await api.post('/api/send-otp', { email: uniqueEmail('same-ip') });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many codes requested from this network/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    api.clock.advanceSeconds(3600);
  });
});

describe('no enumeration', () => {
  function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }

  it('answers a client and a stranger alike, in similar time', async () => {
    const manySenders = await startTestApi({ limits: { ...PRODUCTION_CODE_RULES, otpSendsPerHourPerIp: 1000 } });
    try {
      await compareClientAndStranger(manySenders);
    } finally {
      await manySenders.close();
    }
  });

  async function compareClientAndStranger(target: TestApi) {
    const rounds = 15;
    const clients = Array.from({ length: rounds }, () => uniqueEmail('client'));
    for (const email of clients) await target.post('/api/services', leadFormRequest(email));
    await target.signIn(clients[0] ?? '');
    target.clock.advanceSeconds(61);

    const timings: Record<'client' | 'stranger', number[]> = { client: [], stranger: [] };
    const answers = new Set<string>();
    for (let round = 0; round < rounds; round += 1) {
      for (const [who, email] of [['client', clients[round]], ['stranger', uniqueEmail('stranger')]] as const) {
        const started = performance.now();
        const answer = await target.post('/api/send-otp', { email });
        timings[who].push(performance.now() - started);
        answers.add(`${answer.status} ${JSON.stringify(answer.body)} ${answer.headers.get('content-length')}`);
      }
    }
    expect([...answers]).toEqual(['200 {"status":"success","message":"Verification code sent"} 55']);
    const [client, stranger] = [median(timings.client), median(timings.stranger)];
    expect(Math.abs(client - stranger)).toBeLessThan(Math.max(10, 0.5 * Math.max(client, stranger)));
  }

  it('answers the same, without waiting, when the mail server is down', async () => {
    const offline = await startTestApi({ smtpUrl: 'smtp://127.0.0.1:9', limits: PRODUCTION_CODE_RULES });
    try {
      const started = performance.now();
      const answer = await offline.post('/api/send-otp', { email: uniqueEmail('smtp-down') });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(answer).toMatchObject({ status: 200, body: { status: 'success', message: 'Verification code sent' } });
      await offline.mailsSettled();
      expect(offline.logs()).toContain('mail could not be sent');
    } finally {
      await offline.close();
    }
  });
});
