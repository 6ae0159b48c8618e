import { HONEYPOT_FIELD, type SubmissionReceivedResponse } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { affiliateApplications, newsletterSubscriptions, whistleblowingReports } from '../src/db/schema';
import { startTestApi, TEAM_EMAIL, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const report = {
  firstName: 'Cara',
  lastName: 'Diaz',
  email: 'Cara@Example.com',
  phone: '+44 20 7946 0958',
  blockchain: 'ETH',
  amountLost: '4.2 ETH',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7\n0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  scamName: 'QuickYield Pro',
  transactionIds: '0xabc\n0xdef',
  scamUrl: 'https://quickyield.example',
  receiveUpdates: true,
};

const application = {
  firstName: 'Dev',
  lastName: 'Patel',
  email: uniqueEmail('affiliate'),
  website: 'https://fraud-watch.example',
  profession: 'consumer-advocate',
  message: 'I run a consumer-rights blog.',
  terms: true,
};

describe('POST /api/whistleblowing', () => {
  it('stores the report and answers 201', async () => {
    const answer = await api.post<SubmissionReceivedResponse>('/api/whistleblowing', report);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 'success', data: { id: expect.any(Number), created_at: expect.any(String) } });
    const [stored] = await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.id, answer.body.data.id));
    expect(stored).toMatchObject({ ...report, email: 'cara@example.com', idempotencyKey: null });
    const mail = await api.mailbox.waitForMail((sent) => sent.subject === `New whistleblowing report #${answer.body.data.id}`);
    expect(mail.to).toEqual([TEAM_EMAIL]);
    expect(mail.text).toContain(`/admin/inbox/report-${answer.body.data.id}`);
    for (const given of ['QuickYield Pro', 'cara@example.com', 'Diaz', '4.2 ETH', 'firstName', 'receiveUpdates', 'noticeVersion']) expect(mail.text).not.toContain(given);
  });

  it('needs only the names and the amount lost', async () => {
    const answer = await api.post('/api/whistleblowing', { firstName: 'Anon', lastName: 'Ymous', amountLost: 'unknown' });
    expect(answer.status).toBe(201);
    const refused = await api.post('/api/whistleblowing', { firstName: 'Anon' });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Please check these fields: lastName, amountLost.' } });
  });

  it('stores a retried report once', async () => {
    const headers = { 'idempotency-key': 'whistle-retry-0001' };
    const first = await api.post<SubmissionReceivedResponse>('/api/whistleblowing', report, { headers });
    const again = await api.post<SubmissionReceivedResponse>('/api/whistleblowing', report, { headers });
    expect(again.body).toEqual(first.body);
    expect(await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.idempotencyKey, 'whistle-retry-0001'))).toHaveLength(1);
  });
});

describe('POST /api/affiliate-applications', () => {
  it('stores the application and answers 201', async () => {
    const answer = await api.post<SubmissionReceivedResponse>('/api/affiliate-applications', application);
    expect(answer.status).toBe(201);
    const [stored] = await api.db.select().from(affiliateApplications).where(eq(affiliateApplications.id, answer.body.data.id));
    expect(stored).toMatchObject({ firstName: 'Dev', profession: 'consumer-advocate', website: 'https://fraud-watch.example' });
  });

  it('refuses an application without the terms accepted or with an unknown profession', async () => {
    const answer = await api.post('/api/affiliate-applications', { ...application, terms: false, profession: 'influencer' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'terms', message: 'Please accept the terms' },
        { field: 'profession', message: expect.stringContaining('financial-advisor') },
      ]),
    });
  });
});

describe('POST /api/newsletter', () => {
  it('signs an address up once, and answers a repeat the same way', async () => {
    const email = uniqueEmail('news');
    const first = await api.post('/api/newsletter', { email });
    const again = await api.post('/api/newsletter', { email: email.toUpperCase() });
    expect(first).toMatchObject({ status: 200, body: { status: 'success', message: 'Thank you for subscribing!' } });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(1);
  });

  it('refuses what is not an address', async () => {
    expect(await api.post('/api/newsletter', { email: 'news at example' })).toMatchObject({ status: 422, body: { message: 'Valid email required' } });
  });
});

describe('honeypots', () => {
  it('drop bot posts silently on every form', async () => {
    const botEmail = uniqueEmail('bot');
    const trap = { [HONEYPOT_FIELD]: 'http://spam.example' };
    expect((await api.post('/api/whistleblowing', { ...report, firstName: 'Botty', ...trap })).status).toBe(201);
    expect((await api.post('/api/affiliate-applications', { ...application, email: botEmail, ...trap })).status).toBe(201);
    expect((await api.post('/api/newsletter', { email: botEmail, ...trap })).status).toBe(200);

    expect(await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.firstName, 'Botty'))).toEqual([]);
    expect(await api.db.select().from(affiliateApplications).where(eq(affiliateApplications.email, botEmail))).toEqual([]);
    expect(await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, botEmail))).toEqual([]);
  });
});
