// What a stranger could do with the API before: replay another sender's Idempotency-Key, plant a
// request in a client's portal, lock a client out of sign-in, or send codes from a whole IPv6
// /64. Each attack is tried here the way the security probe tried it, and must fail.
import { randomUUID } from 'node:crypto';
import {
  CONFIRMATION_LINK_INVALID,
  INVALID_VERIFICATION_CODE,
  type CasesPageResponse,
  type ProfileResponse,
  type ServiceCreatedResponse,
} from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { LIMIT_PRESETS } from '../src/config';
import { affiliateApplications, serviceRequests } from '../src/db/schema';
import { leadFormRequest, startTestApi, TEAM_EMAIL, uniqueEmail, type TestApi } from './support/testApi';

/** The production rules, without the per-minute request caps (this suite sends many requests from one machine). */
const PRODUCTION_RULES = { ...LIMIT_PRESETS.strict, perIpLimitsEnabled: false };
const KEY_REUSED = 'This Idempotency-Key was already used for a different submission. Please send it again with a new key.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ limits: PRODUCTION_RULES });
});
afterAll(() => api.close());

/** Request options of someone at `address` (the test API trusts its loopback proxy, as the API trusts nginx). */
const from = (address: string, extra: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': address, ...extra } });

describe('a reused Idempotency-Key', () => {
  it("gives a stranger neither the first sender's request nor a lost submission", async () => {
    const key = randomUUID();
    const victim = uniqueEmail('first-sender');
    const first = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(victim, { fname: 'Maria', phone: '+44 7700900123' }), { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);

    const strangerEmail = uniqueEmail('second-sender');
    const replay = await api.post('/api/services', leadFormRequest(strangerEmail, { fname: 'Eve' }), { headers: { 'idempotency-key': key } });
    expect(replay).toMatchObject({ status: 422, body: { message: KEY_REUSED } });
    const leaked = JSON.stringify(replay.body);
    for (const field of [victim, 'Maria', '+44 7700900123']) expect(leaked).not.toContain(field);

    // Nothing of the stranger's was acknowledged and dropped: told plainly, they send again with a new key, and it is stored.
    const again = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(strangerEmail, { fname: 'Eve' }), { headers: { 'idempotency-key': randomUUID() } });
    expect(again).toMatchObject({ status: 201, body: { data: { fname: 'Eve', email: strangerEmail } } });
    const [stored] = await api.db.select().from(serviceRequests).where(eq(serviceRequests.idempotencyKey, key));
    expect(stored).toMatchObject({ fname: 'Maria', email: victim });
  });

  it('still answers a true retry (same key, same content) with the same request', async () => {
    const key = randomUUID();
    const email = uniqueEmail('true-retry');
    const first = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email), { headers: { 'idempotency-key': key } });
    const retry = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email), { headers: { 'idempotency-key': key } });
    expect(retry).toMatchObject({ status: 201, body: first.body });
  });

  it('is refused on the affiliate form too when the content differs', async () => {
    const key = randomUUID();
    const application = { firstName: 'Lena', lastName: 'Park', email: uniqueEmail('affiliate'), profession: 'blogger', terms: true };
    expect((await api.post('/api/affiliate-applications', application, { headers: { 'idempotency-key': key } })).status).toBe(201);
    const replay = await api.post('/api/affiliate-applications', { ...application, firstName: 'Mallory', email: uniqueEmail('other') }, { headers: { 'idempotency-key': key } });
    expect(replay).toMatchObject({ status: 422, body: { message: KEY_REUSED } });
    expect(await api.db.select().from(affiliateApplications).where(eq(affiliateApplications.idempotencyKey, key))).toHaveLength(1);
  });
});

describe('a request sent in a client\'s name without signing in', () => {
  const planted = 'URGENT: call +1-555-0100 to release your funds';

  async function casesOf(email: string, token: string) {
    const answer = await api.get<CasesPageResponse>(`/api/services/by-email?email=${encodeURIComponent(email)}&page=1`, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it("shows in the client's portal only as awaiting confirmation, with nothing typed into it, and never renames the client", async () => {
    const victim = uniqueEmail('victim');
    const token = await api.signIn(victim);
    const own = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(victim, { fname: 'Maria', lname: 'Silva' }), { token });
    expect(own.body.data.awaiting_confirmation).toBe(false);

    const attack = await api.post<ServiceCreatedResponse>(
      '/api/services',
      leadFormRequest(victim, { fname: planted, lname: 'Recovery Desk', phone: '+1-555-0100', scam_description: 'Pay the release fee today.', address: 'bc1qscammer' }),
    );
    expect(attack.status).toBe(201);

    const cases = await casesOf(victim, token);
    expect(cases.total).toBe(2);
    const [newest, older] = cases.data;
    expect(newest).toMatchObject({ id: attack.body.data.id, awaiting_confirmation: true, fname: null, lname: null, phone: null, scam_amount: null, scam_description: null, address: null });
    expect(JSON.stringify(cases)).not.toContain('555-0100');
    expect(JSON.stringify(cases)).not.toContain('release');
    expect(older).toMatchObject({ id: own.body.data.id, awaiting_confirmation: false, fname: 'Maria' });
    const profile = await api.get<ProfileResponse>('/api/profile', { token });
    expect(profile.body.user.name).toBe('Maria Silva');

    // The team still hears of it at once, and reads it whole behind the back office's sign-in, never in the mail.
    const teamMail = await api.mailbox.waitForMail((mail) => mail.to.includes(TEAM_EMAIL) && mail.subject === `New wizard consultation request #${attack.body.data.id}`);
    expect(teamMail.text).toContain(`/admin/inbox/request-${attack.body.data.id}`);
    expect(teamMail.text).not.toContain(planted);
  });

  it("shows whole once the address's owner confirms it from the mailed link, which works once and for 7 days", async () => {
    const owner = uniqueEmail('owner');
    const sent = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(owner, { fname: 'Nora', lname: 'Quinn' }));
    expect(sent.body.data).toMatchObject({ fname: 'Nora', awaiting_confirmation: true });
    const token = await api.signIn(owner);
    expect((await casesOf(owner, token)).data[0]).toMatchObject({ awaiting_confirmation: true, fname: null });
    expect((await api.get<ProfileResponse>('/api/profile', { token })).body.user.name).toBe(owner.split('@')[0]);

    const linkToken = await api.mailbox.confirmationTokenFor(owner);
    const confirmMail = api.mailbox.mailsTo(owner).find((mail) => mail.text.includes(linkToken));
    expect(confirmMail?.text).toContain(`http://localhost:3000/contact-us/confirm?token=${linkToken}`);
    expect(await api.post('/api/services/confirm', { token: linkToken })).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await casesOf(owner, token)).data[0]).toMatchObject({ awaiting_confirmation: false, fname: 'Nora', lname: 'Quinn', scam_amount: '2500' });
    expect((await api.get<ProfileResponse>('/api/profile', { token })).body.user.name).toBe('Nora Quinn');
    // Following the link again changes nothing and still says it is confirmed.
    expect((await api.post('/api/services/confirm', { token: linkToken })).status).toBe(200);
  });

  it('is confirmed by a sign-in with the mailed code from the browser that sent it, and only that request', async () => {
    const owner = uniqueEmail('signed-in-owner');
    const ownKey = randomUUID();
    const own = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(owner, { fname: 'Paul', lname: 'Phone' }), { headers: { 'idempotency-key': ownKey } });
    const strangerKey = randomUUID();
    const planted = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(owner, { fname: 'Call +1-555-0100' }), { headers: { 'idempotency-key': strangerKey } });
    expect([own.body.data.awaiting_confirmation, planted.body.data.awaiting_confirmation]).toEqual([true, true]);

    // A sign-in that names no request of this browser confirms nothing: the address alone is not the sender.
    const elsewhere = await api.signIn(owner);
    expect((await casesOf(owner, elsewhere)).data.map((record) => record.awaiting_confirmation)).toEqual([true, true]);

    api.clock.advanceSeconds(61);
    const token = await api.signIn(owner, [ownKey, randomUUID()]);
    const [newest, older] = (await casesOf(owner, token)).data;
    expect(newest).toMatchObject({ id: planted.body.data.id, awaiting_confirmation: true, fname: null });
    expect(older).toMatchObject({ id: own.body.data.id, awaiting_confirmation: false, fname: 'Paul', lname: 'Phone', scam_amount: '2500' });
    expect((await api.get<ProfileResponse>('/api/profile', { token })).body.user.name).toBe('Paul Phone');

    // Another address's sign-in with this request's key confirms nothing of it.
    const other = uniqueEmail('other-owner');
    const otherKey = randomUUID();
    const otherRequest = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(other), { headers: { 'idempotency-key': otherKey } });
    api.clock.advanceSeconds(61);
    await api.signIn(owner, [otherKey]);
    const [stored] = await api.db.select({ confirmedAt: serviceRequests.confirmedAt }).from(serviceRequests).where(eq(serviceRequests.id, otherRequest.body.data.id));
    expect(stored?.confirmedAt).toBeNull();
  });

  it('cannot be confirmed with a made-up or expired link', async () => {
    expect(await api.post('/api/services/confirm', { token: 'A'.repeat(43) })).toMatchObject({ status: 404, body: { message: CONFIRMATION_LINK_INVALID } });
    expect(await api.post('/api/services/confirm', { token: 'short' })).toMatchObject({ status: 422, body: { message: CONFIRMATION_LINK_INVALID } });

    const late = uniqueEmail('late');
    await api.post('/api/services', leadFormRequest(late));
    const linkToken = await api.mailbox.confirmationTokenFor(late);
    api.clock.advanceSeconds(7 * 24 * 3600 + 60);
    expect(await api.post('/api/services/confirm', { token: linkToken })).toMatchObject({ status: 404, body: { message: CONFIRMATION_LINK_INVALID } });
  });

  it('mails at most 3 confirmation links an hour to one address', async () => {
    const flooded = uniqueEmail('flooded');
    const ids: number[] = [];
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(flooded));
      expect(answer.status).toBe(201);
      ids.push(answer.body.data.id);
    }
    await api.mailbox.confirmationTokenFor(flooded, 2);
    await api.mailsSettled();
    expect(api.mailbox.mailsTo(flooded).filter((mail) => mail.subject.startsWith('Please confirm'))).toHaveLength(3);
    const links = ids.map((id) => new RegExp(`/admin/inbox/request-${id}(?!\\d)`));
    expect(api.mailbox.mailsTo(TEAM_EMAIL).filter((mail) => links.some((link) => link.test(mail.text)))).toHaveLength(5);
  });
});

describe('sign-in cannot be blocked by a stranger', () => {
  const VICTIM_NETWORK = '203.0.113.5';

  async function requestCodeFrom(email: string, address: string) {
    const before = api.mailbox.signInMailsTo(email).length;
    const sent = await api.post('/api/send-otp', { email }, from(address));
    return { sent, code: sent.status === 200 ? await api.mailbox.codeFor(email, before) : null };
  }

  const verifyFrom = (email: string, otp: string, address: string) => api.post('/api/verify-otp', { email, otp }, from(address));

  it('five codes asked for the address from elsewhere, a minute apart, leave the client their own code', async () => {
    const victim = uniqueEmail('flooded-sign-in');
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await requestCodeFrom(victim, '198.51.100.7')).sent.status).toBe(200);
      api.clock.advanceSeconds(61);
    }
    expect((await requestCodeFrom(victim, '198.51.100.7')).sent.status).toBe(429);

    const { sent, code } = await requestCodeFrom(victim, VICTIM_NETWORK);
    expect(sent.status).toBe(200);
    expect((await verifyFrom(victim, code ?? '', VICTIM_NETWORK)).status).toBe(200);
  });

  it("a stranger's five wrong guesses kill only the stranger's code", async () => {
    const victim = uniqueEmail('guessed');
    await requestCodeFrom(victim, '198.51.100.8');
    for (let guess = 0; guess < 5; guess += 1) expect((await verifyFrom(victim, String(100000 + guess), '198.51.100.8')).status).toBe(400);
    expect((await verifyFrom(victim, '123456', '198.51.100.8')).status).toBe(429);

    const { sent, code } = await requestCodeFrom(victim, VICTIM_NETWORK);
    expect(sent.status).toBe(200);
    expect((await verifyFrom(victim, code ?? '', VICTIM_NETWORK)).status).toBe(200);
  });

  it("guesses from a network that asked for no code never touch the client's code", async () => {
    const victim = uniqueEmail('untouched');
    const { code } = await requestCodeFrom(victim, VICTIM_NETWORK);
    for (let guess = 0; guess < 8; guess += 1) {
      expect(await verifyFrom(victim, String(200000 + guess), '198.51.100.9')).toMatchObject({ status: 400, body: { message: INVALID_VERIFICATION_CODE } });
    }
    // Even the right code is worthless from another network: it was sent to the client's.
    expect((await verifyFrom(victim, code ?? '', '198.51.100.9')).status).toBe(400);
    expect((await verifyFrom(victim, code ?? '', VICTIM_NETWORK)).status).toBe(200);
  });

  it('keeps guessing bounded for the address as a whole: past 20 wrong guesses an hour, each code gets one try', async () => {
    const victim = uniqueEmail('guessed-by-many');
    const { code } = await requestCodeFrom(victim, VICTIM_NETWORK);
    for (let stranger = 1; stranger <= 4; stranger += 1) {
      await requestCodeFrom(victim, `198.51.100.${100 + stranger}`);
      for (let guess = 0; guess < 5; guess += 1) await verifyFrom(victim, String(300000 + guess), `198.51.100.${100 + stranger}`);
    }
    await requestCodeFrom(victim, '198.51.100.200');
    expect((await verifyFrom(victim, '399999', '198.51.100.200')).status).toBe(400);
    expect((await verifyFrom(victim, '399998', '198.51.100.200')).status).toBe(429);
    // The client, who has not guessed wrong, still signs in with their code.
    expect((await verifyFrom(victim, code ?? '', VICTIM_NETWORK)).status).toBe(200);
  });

  it('counts one IPv6 /64 as one requester for the hourly cap of 20 codes', async () => {
    for (let sent = 1; sent <= 20; sent += 1) {
      const answer = await api.post('/api/send-otp', { email: uniqueEmail(`v6-${sent}`) }, from(`2001:db8:77:1::${sent.toString(16)}`));
      expect(answer.status).toBe(200);
    }
    const refused = await api.post('/api/send-otp', { email: uniqueEmail('v6-21') }, from('2001:db8:77:1:ffff:1:2:3'));
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringContaining('from this network') } });
    // Another /64 is another requester.
    expect((await api.post('/api/send-otp', { email: uniqueEmail('v6-other') }, from('2001:db8:77:2::1'))).status).toBe(200);
  });
});
