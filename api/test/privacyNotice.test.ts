import { PRIVACY_NOTICE_VERSION } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { affiliateApplications, newsletterSubscriptions, serviceRequests, whistleblowingReports } from '../src/db/schema';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const report = (email: string, noticeVersion?: string) => ({ firstName: 'Cara', lastName: 'Diaz', email, amountLost: '4.2 ETH', receiveUpdates: false, noticeVersion });
const application = (email: string, noticeVersion?: string) => ({
  firstName: 'Dev',
  lastName: 'Patel',
  email,
  profession: 'consumer-advocate',
  terms: true,
  noticeVersion,
});

describe('the privacy notice a form showed is stored with what it sent', () => {
  it('with a consultation request, a whistleblowing report, an affiliate application and a newsletter sign-up', async () => {
    const email = uniqueEmail('notice');
    const request = await api.post<{ data: { id: number } }>('/api/services', { ...leadFormRequest(email), notice_version: PRIVACY_NOTICE_VERSION });
    expect(request.status).toBe(201);
    const reported = await api.post<{ data: { id: number } }>('/api/whistleblowing', report(email, PRIVACY_NOTICE_VERSION));
    expect(reported.status).toBe(201);
    const applied = await api.post<{ data: { id: number } }>('/api/affiliate-applications', application(email, PRIVACY_NOTICE_VERSION));
    expect(applied.status).toBe(201);
    expect((await api.post('/api/newsletter', { email, noticeVersion: PRIVACY_NOTICE_VERSION })).status).toBe(200);

    const [service] = await api.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.body.data.id));
    const [stored] = await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.id, reported.body.data.id));
    const [affiliate] = await api.db.select().from(affiliateApplications).where(eq(affiliateApplications.id, applied.body.data.id));
    const [subscription] = await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    for (const row of [service, stored, affiliate, subscription]) {
      expect(row?.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
      expect(row?.createdAt).toBeInstanceOf(Date);
    }
  });

  it('keeps it in the back office: the team\'s mail of an application links there and carries none of what was sent', async () => {
    const email = uniqueEmail('notice-mail');
    const applied = await api.post<{ data: { id: number } }>('/api/affiliate-applications', application(email, PRIVACY_NOTICE_VERSION));
    expect(applied.status).toBe(201);
    const mail = await api.mailbox.waitForMail((message) => message.text.includes(`/admin/inbox/affiliate-${applied.body.data.id}`));
    expect(mail.text).not.toContain(email);
    expect(mail.text).not.toContain('noticeVersion');
  });

  it('stores none for a form built before the notice, and refuses a version that is not one', async () => {
    const email = uniqueEmail('no-notice');
    const request = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email));
    expect(request.status).toBe(201);
    const [service] = await api.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.body.data.id));
    expect(service?.noticeVersion).toBeNull();

    const refused = await api.post<{ message: string }>('/api/newsletter', { email, noticeVersion: 'latest' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Must be a notice version like 2026-11-24');
    const refusedRequest = await api.post('/api/services', { ...leadFormRequest(email), notice_version: '2026-11-24\nEmail: x' });
    expect(refusedRequest.status).toBe(422);
  });
});
