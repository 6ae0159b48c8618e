import { randomUUID } from 'node:crypto';
import { CONTACT_METHOD_REQUIRED, HONEYPOT_FIELD, type CasesPageResponse, type ServiceCreatedResponse } from '@frc/contracts';
import { count, eq } from 'drizzle-orm';
import { serviceRequests } from '../src/db/schema';
import { leadFormRequest, PUBLIC_ORIGIN, startTestApi, TEAM_EMAIL, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function storedRequestsFor(email: string): Promise<number> {
  const [row] = await api.db.select({ total: count() }).from(serviceRequests).where(eq(serviceRequests.email, email));
  return row?.total ?? 0;
}

describe('POST /api/services', () => {
  it('stores a lead-form request and answers 201 with the stored record', async () => {
    const email = uniqueEmail('lead');
    const answer = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email.toUpperCase()));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        id: expect.any(Number),
        fname: 'Ada',
        lname: 'Lovelace',
        phone: '+1 2025550100',
        email,
        subject: 'contact-form-submission',
        scam_type: 'forex',
        transaction_type: 'wire_transfer',
        scam_amount: '2500',
        scam_currency: 'USD',
        scam_description: 'The broker stopped answering after my deposit.',
        address: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        awaiting_confirmation: true,
        case_reference: null,
        case_status: null,
        case_status_label: null,
        case_client_note: null,
      },
      booking_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(await storedRequestsFor(email)).toBe(1);
  });

  it('stores a full contact-form request with only a phone number, blanks as null', async () => {
    const answer = await api.post<ServiceCreatedResponse>('/api/services', {
      subject: 'Purchase a Crypto Tracing Report',
      fname: 'Ben',
      lname: 'Okafor',
      phone: '+44 7700900123',
      email: '',
      scam_type: 'digital',
      scam_amount: '',
      scam_description: '',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ subject: 'Purchase a Crypto Tracing Report', phone: '+44 7700900123', email: null, scam_amount: null, transaction_type: null });
  });

  it('refuses a request nobody could answer (no e-mail, no phone) with 422 and says why, storing nothing', async () => {
    const [before] = await api.db.select({ total: count() }).from(serviceRequests);
    const request = { subject: 'Get a Free Consultation Call', fname: 'Nobody', lname: 'Reachable', phone: ' ', email: '', scam_description: 'They took my savings.' };
    const answer = await api.post('/api/services', request);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: CONTACT_METHOD_REQUIRED, errors: [{ field: 'email', message: CONTACT_METHOD_REQUIRED }] });
    // Signed in, too: the session's address is no answer the person chose to give.
    const token = await api.signIn(uniqueEmail('no-contact'));
    expect((await api.post('/api/services', request, { token })).status).toBe(422);
    const [after] = await api.db.select({ total: count() }).from(serviceRequests);
    expect(after?.total).toBe(before?.total);
  });

  it('tells the team inbox about each new request by its form and a link, with nothing the sender wrote', async () => {
    const email = uniqueEmail('notify');
    const request = leadFormRequest(email, { scam_type: 'romance', transaction_type: 'btc_crypto', scam_description: 'They called from a bank' });
    const answer = await api.post<ServiceCreatedResponse>('/api/services', request);
    const id = answer.body.data.id;
    const mail = await api.mailbox.waitForMail((sent) => sent.subject === `New wizard consultation request #${id}`);
    expect(mail.to).toEqual([TEAM_EMAIL]);
    expect(mail.text).toContain(`Wizard consultation request #${id} came in through the site.`);
    expect(mail.text).toContain(`${PUBLIC_ORIGIN}/admin/inbox/request-${id}`);
    for (const given of [email, request.fname, request.lname, request.phone, request.scam_amount, 'They called from a bank', 'Romance', 'contact-form-submission']) {
      expect(mail.text).not.toContain(given);
      expect(mail.subject).not.toContain(given);
    }
  });

  it('answers a retry with the same Idempotency-Key with the first record, storing nothing new', async () => {
    const email = uniqueEmail('retry');
    const headers = { 'idempotency-key': '0b9f3f9e-5a1d-4b8e-9c1e-3f2a7d6c5b4a' };
    const first = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email), { headers });
    const [second, third] = await Promise.all([
      api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email), { headers }),
      api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email), { headers }),
    ]);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(await storedRequestsFor(email)).toBe(1);

    const other = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email), { headers: { 'idempotency-key': 'another-key-1234' } });
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect(await storedRequestsFor(email)).toBe(2);
    // The team hears about the two stored requests, not about the replays.
    await api.mailbox.waitForMail((mail) => mail.subject === `New wizard consultation request #${other.body.data.id}`);
    const aboutIt = [first.body.data.id, other.body.data.id].map((id) => new RegExp(`${PUBLIC_ORIGIN}/admin/inbox/request-${id}(?!\\d)`));
    const teamMailsAboutIt = api.mailbox.mailsTo(TEAM_EMAIL).filter((mail) => aboutIt.some((link) => link.test(mail.text)));
    expect(teamMailsAboutIt.map((mail) => mail.subject).sort()).toEqual(
      [`New wizard consultation request #${first.body.data.id}`, `New wizard consultation request #${other.body.data.id}`].sort(),
    );
  });

  it('answers each of many simultaneous requests with its own stored record', async () => {
    const emails = Array.from({ length: 40 }, (_, index) => uniqueEmail(`together-${index}`));
    const answers = await Promise.all(
      emails.map((email, index) =>
        api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email, { fname: `Caller${index}`, scam_amount: String(100 + index) }), {
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ fname: `Caller${index}`, email: emails[index], scam_amount: String(100 + index) });
    });
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(40);
    for (const [index, email] of emails.entries()) {
      const [row] = await api.db.select().from(serviceRequests).where(eq(serviceRequests.email, email));
      expect(row).toMatchObject({ id: answers[index]!.body.data.id, fname: `Caller${index}` });
    }
  });

  it('refuses an Idempotency-Key that cannot be one', async () => {
    const answer = await api.post('/api/services', leadFormRequest(uniqueEmail('bad-key')), { headers: { 'idempotency-key': 'x' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: [{ field: 'idempotency-key' }] });
  });

  it('accepts a bearer token, and files a request without e-mail under the signed-in client', async () => {
    const email = uniqueEmail('signed-in');
    const token = await api.signIn(email);
    const answer = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest('', { subject: 'Get a Free Consultation Call' }), { token });
    expect(answer.status).toBe(201);
    expect(answer.body.data.email).toBe(email);
    const cases = await api.get<CasesPageResponse>(`/api/services/by-email?email=${encodeURIComponent(email)}`, { token });
    expect(cases.body.data.map((record) => record.id)).toEqual([answer.body.data.id]);
  });

  it('never loses a lead over a stale token', async () => {
    const answer = await api.post('/api/services', leadFormRequest(uniqueEmail('stale')), { token: 'A'.repeat(43) });
    expect(answer.status).toBe(201);
  });

  it('answers a filled-in honeypot as if stored, and stores nothing', async () => {
    const email = uniqueEmail('bot');
    await api.mailsSettled();
    const teamMailsBefore = api.mailbox.mailsTo(TEAM_EMAIL).length;
    const answer = await api.post<ServiceCreatedResponse>('/api/services', { ...leadFormRequest(email), [HONEYPOT_FIELD]: 'https://cheap-pills.example' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'success', data: { email, fname: 'Ada' } });
    expect(await storedRequestsFor(email)).toBe(0);
    await api.mailsSettled();
    expect(api.mailbox.mailsTo(TEAM_EMAIL)).toHaveLength(teamMailsBefore);
  });

  it('names every refused field, and refuses codes the spec does not list', async () => {
    const answer = await api.post('/api/services', {
      ...leadFormRequest('not-an-address'),
      fname: '',
      scam_type: 'pyramid',
      transaction_type: 'paypal',
      subject: 'Buy now',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Please check these fields: fname, email, subject, scam_type, transaction_type.',
      errors: expect.arrayContaining([
        { field: 'fname', message: 'Field is required' },
        { field: 'email', message: 'Valid email required' },
        { field: 'scam_type', message: expect.stringContaining('binary, digital, forex, stock, property, romance, other') },
      ]),
    });
  });

  it('gives the one message when only one field is wrong', async () => {
    const answer = await api.post('/api/services', leadFormRequest(uniqueEmail('one'), { lname: '  ' }));
    expect(answer.body).toEqual({ message: 'Field is required', errors: [{ field: 'lname', message: 'Field is required' }] });
  });
});
