import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  affiliateApplications,
  clients,
  erasures,
  newsletterSubscriptions,
  serviceRequests,
  signInCodes,
  signInCodeSends,
  whistleblowingEvidence,
  whistleblowingReports,
} from '../src/db/schema';
import { leadFormRequest, startTestApi, TEAM_EMAIL, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 56 }, (_, index) => index)]);

async function postReport(email: string): Promise<number> {
  const form = new FormData();
  form.append('report', JSON.stringify({ firstName: 'Cara', lastName: 'Diaz', email, amountLost: '4.2 ETH', scamName: 'Coin Harbor', receiveUpdates: true }));
  form.append('evidence', new Blob([PNG], { type: 'image/png' }), 'wallet-transfer.png');
  const response = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const erasureCode = (email: string, token: string) => api.erasureCode(email, token);

/** Every row of every table that names `email`. */
async function rowsOf(email: string) {
  const reports = await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.email, email));
  return {
    requests: (await api.db.select().from(serviceRequests).where(eq(serviceRequests.email, email))).length,
    reports: reports.length,
    affiliate: (await api.db.select().from(affiliateApplications).where(eq(affiliateApplications.email, email))).length,
    newsletter: (await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).length,
    clients: (await api.db.select().from(clients).where(eq(clients.email, email))).length,
    codes: (await api.db.select().from(signInCodes).where(eq(signInCodes.email, email))).length,
    sends: (await api.db.select().from(signInCodeSends).where(eq(signInCodeSends.email, email))).length,
  };
}

describe("the client's data page: see, download, erase", () => {
  it('shows everything held about the address, erases it all with a fresh mailed code, and leaves other clients alone', async () => {
    const email = uniqueEmail('erasing-client');
    const other = uniqueEmail('other-client');
    await api.post('/api/services', leadFormRequest(email));
    await api.confirmLatestRequest(email);
    const otherRequest = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(other));
    const reportId = await postReport(email);
    const [evidenceRow] = await api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, reportId));
    const evidenceFile = path.join(api.evidenceDir, evidenceRow?.storageKey as string);
    expect(fs.existsSync(evidenceFile)).toBe(true);
    await api.post('/api/affiliate-applications', { firstName: 'Dev', lastName: 'Patel', email, profession: 'consumer-advocate', terms: true });
    await api.post('/api/newsletter', { email });
    await api.post('/api/newsletter/confirm', { token: await api.mailbox.linkTokenFor(email, '/newsletter/confirm') });
    const token = await api.signIn(email);

    const data = await api.get<Record<string, unknown> & { requests: { scam_description: string }[]; whistleblowingReports: { evidence: unknown[]; fields: Record<string, unknown> }[] }>('/api/me/data', { token });
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      email,
      requests: [{ email, scam_description: 'The broker stopped answering after my deposit.' }],
      whistleblowingReports: [{ id: reportId, evidence: [{ fileName: 'wallet-transfer.png', mediaType: 'image/png', sizeBytes: PNG.length }] }],
      affiliateApplications: [{ fields: { email, profession: 'consumer-advocate' } }],
      newsletter: { status: 'subscribed' },
      sessions: [{ current: true }],
    });
    expect(data.body.whistleblowingReports[0]?.fields).toMatchObject({ scamName: 'Coin Harbor', amountLost: '4.2 ETH' });
    expect(JSON.stringify(data.body)).not.toMatch(/idempotency|requestHash|TokenHash|storageKey/i);
    // Nothing answers for another address: the routes take none.
    expect(JSON.stringify(data.body)).not.toContain(other);
    expect((await api.get('/api/me/data')).status).toBe(401);

    // The token alone erases nothing: a wrong code, no code, or another address's code are refused.
    expect((await api.post('/api/me/erase', { code: '000000' }, { token })).status).toBe(400);
    expect((await api.post('/api/me/erase', {}, { token })).status).toBe(422);
    expect((await api.post('/api/me/erase', { code: '123456' })).status).toBe(401);
    expect((await rowsOf(email)).requests).toBe(1);

    const code = await erasureCode(email, token);
    const erased = await api.post('/api/me/erase', { code }, { token });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ status: 'success', message: 'Your data has been erased, and you are signed out everywhere.' });

    expect(await rowsOf(email)).toEqual({ requests: 0, reports: 0, affiliate: 0, newsletter: 0, clients: 0, codes: 0, sends: 0 });
    expect(await api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, reportId))).toEqual([]);
    expect(fs.existsSync(evidenceFile)).toBe(false);
    expect((await api.get('/api/me/data', { token })).status).toBe(401);
    expect((await api.get(`/api/services/by-email?email=${encodeURIComponent(email)}`, { token })).status).toBe(401);
    // The other client's request is still there.
    expect(await api.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.email, other))).toEqual([{ id: otherRequest.body.data.id }]);

    // The erasure log keeps a keyed hash of the address and the time, nothing else.
    const log = await api.db.select().from(erasures);
    expect(log.at(-1)).toEqual({ id: expect.any(Number), addressHash: expect.stringMatching(/^[0-9a-f]{64}$/), erasedAt: api.clock.now() });
    expect(JSON.stringify(log)).not.toContain(email);
    const teamMail = await api.mailbox.waitForMail((mail) => mail.to.includes(TEAM_EMAIL) && mail.subject === `New data erasure #${log.at(-1)?.id}`);
    expect(teamMail.text).not.toContain(email);
    expect(api.logs()).not.toContain(email);
  });

  it('erasing twice is harmless: a second sign-in and erasure of the same address succeed and remove what is left', async () => {
    const email = uniqueEmail('twice');
    await api.post('/api/services', leadFormRequest(email));
    for (let round = 0; round < 2; round += 1) {
      const token = await api.signIn(email);
      const erased = await api.post('/api/me/erase', { code: await erasureCode(email, token) }, { token });
      expect(erased.status).toBe(200);
      expect(await rowsOf(email)).toEqual({ requests: 0, reports: 0, affiliate: 0, newsletter: 0, clients: 0, codes: 0, sends: 0 });
    }
  });
});
