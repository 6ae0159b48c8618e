import type { ProfileResponse, VerifyOtpResponse } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { sessions, signInCodes } from '../src/db/schema';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('sign-in by e-mailed code', () => {
  it('mails a six-digit code and trades it for a bearer token', async () => {
    const email = uniqueEmail('happy');
    const mailsBefore = api.mailbox.mailsTo(email).length;
    const sent = await api.post('/api/send-otp', { email });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 'success', message: 'Verification code sent' });

    const code = await api.mailbox.codeFor(email, mailsBefore);
    const mail = api.mailbox.mailsTo(email).at(-1);
    expect(mail?.subject).toBe('Your ClearTrace Recovery sign-in code');
    expect(mail?.text).toContain('expires in 10 minutes');

    const verified = await api.post<VerifyOtpResponse>('/api/verify-otp', { email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('no-store');
    expect(verified.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) });
    const lifetimeHours = (Date.parse(verified.body.expires_at) - api.clock.now().getTime()) / 3_600_000;
    expect(lifetimeHours).toBeCloseTo(12, 5);
  });

  it('treats the address case-insensitively', async () => {
    const email = uniqueEmail('mixed-case');
    const code = await api.requestCode(email.toUpperCase());
    const verified = await api.post<VerifyOtpResponse>('/api/verify-otp', { email: ` ${email.replace(/^./, (c) => c.toUpperCase())} `, otp: code });
    expect(verified.status).toBe(200);
  });

  it('stores neither codes nor tokens, only their hashes', async () => {
    const email = uniqueEmail('hashed');
    const code = await api.requestCode(email);
    const [stored] = await api.db.select().from(signInCodes).where(eq(signInCodes.email, email));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    const { body } = await api.post<VerifyOtpResponse>('/api/verify-otp', { email, otp: code });
    const rows = await api.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === body.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('issues a different token at each sign-in', async () => {
    const email = uniqueEmail('twice');
    const tokens = [await api.signIn(email), await api.signIn(email)];
    expect(new Set(tokens).size).toBe(2);
  });
});

describe('GET /api/profile', () => {
  it('names the client after their latest confirmed request', async () => {
    const email = uniqueEmail('named');
    const token = await api.signIn(email);
    await api.post('/api/services', leadFormRequest(email, { fname: 'Grace', lname: 'Hopper' }), { token });
    await api.post('/api/services', leadFormRequest(email, { fname: 'Grace B.', lname: 'Hopper' }));
    await api.confirmLatestRequest(email);
    const profile = await api.get<ProfileResponse>('/api/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.body).toEqual({ user: { id: expect.any(Number), email, name: 'Grace B. Hopper' } });
  });

  it("falls back to the address's local part", async () => {
    const email = uniqueEmail('nameless');
    const token = await api.signIn(email);
    const profile = await api.get<ProfileResponse>('/api/profile', { token });
    expect(profile.body.user.name).toBe(email.split('@')[0]);
  });

  it('keeps the same client id across sign-ins', async () => {
    const email = uniqueEmail('same-id');
    const first = await api.get<ProfileResponse>('/api/profile', { token: await api.signIn(email) });
    const second = await api.get<ProfileResponse>('/api/profile', { token: await api.signIn(email) });
    expect(second.body.user.id).toBe(first.body.user.id);
  });
});

describe('tokens', () => {
  it('stop working at logout', async () => {
    const email = uniqueEmail('logout');
    const token = await api.signIn(email);
    const other = await api.signIn(email);
    const loggedOut = await api.post('/api/logout', undefined, { token });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toEqual({ status: 'success' });
    expect((await api.get('/api/profile', { token })).status).toBe(401);
    expect((await api.post('/api/logout', undefined, { token })).status).toBe(401);
    // Only that one session ends.
    expect((await api.get('/api/profile', { token: other })).status).toBe(200);
  });

  it('stop working 12 hours after sign-in, however busy the client was', async () => {
    const token = await api.signIn(uniqueEmail('expiring'));
    // A request every 25 minutes: never idle for 30.
    for (let elapsed = 25 * 60; elapsed < 12 * 3600; elapsed += 25 * 60) {
      api.clock.advanceSeconds(25 * 60);
      expect((await api.get('/api/profile', { token })).status).toBe(200);
    }
    api.clock.advanceSeconds(12 * 3600 - Math.floor((12 * 3600) / (25 * 60)) * 25 * 60 - 5);
    expect((await api.get('/api/profile', { token })).status).toBe(200);
    api.clock.advanceSeconds(10);
    const expired = await api.get('/api/profile', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Your session has ended. Please sign in again.' });
  });

  it('stop working after 30 minutes without a request, and each request keeps them alive', async () => {
    const token = await api.signIn(uniqueEmail('idle'));
    api.clock.advanceSeconds(30 * 60 - 5);
    expect((await api.get('/api/profile', { token })).status).toBe(200);
    api.clock.advanceSeconds(30 * 60 - 5);
    expect((await api.get('/api/services/by-email?email=x%40example.com', { token })).status).toBe(403);
    api.clock.advanceSeconds(30 * 60 - 5);
    expect((await api.get('/api/profile', { token })).status).toBe(200);
    api.clock.advanceSeconds(30 * 60 + 5);
    expect(await api.get('/api/profile', { token })).toMatchObject({ status: 401, body: { message: 'Your session has ended. Please sign in again.' } });
  });

  it('are refused when missing or malformed', async () => {
    expect(await api.get('/api/profile')).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    expect((await api.get('/api/profile', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(401);
    expect((await api.get('/api/profile', { token: 'not-a-token' })).status).toBe(401);
  });
});
