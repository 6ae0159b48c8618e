import type { CaseDetailResponse, CasesPageResponse, InboxItemResponse, InboxPage, ServiceCreatedResponse } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { serviceRequests } from '../src/db/schema';
import { startApiWithTeam, type StaffBrowser } from './support/staffClient';
import { leadFormRequest, uniqueEmail, type TestApi } from './support/testApi';

// The currency a victim gives their amount in: stored with the request, USD when none is given, shown back in it.

let api: TestApi;
let admin: StaffBrowser;

beforeAll(async () => {
  ({ api, admin } = await startApiWithTeam({ admin: 'Ida Admin', manager: 'Cora Manager', prefix: 'currency' }));
});
afterAll(() => api.close());

async function send(email: string, overrides: Record<string, string> = {}) {
  const sent = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email, overrides), { token: await api.signIn(email) });
  expect(sent.status).toBe(201);
  return sent.body.data;
}

const amountField = (item: InboxItemResponse['item']) => item.fields.find((field) => field.label === 'Amount lost')?.value;

describe('the currency of a request', () => {
  it('stores the chosen currency and shows the amount in it to the client and to the team', async () => {
    const email = uniqueEmail('euro');
    const record = await send(email, { scam_amount: '1000-5000', scam_currency: 'EUR' });
    expect(record).toMatchObject({ scam_amount: '1000-5000', scam_currency: 'EUR' });
    const [row] = await api.db.select({ currency: serviceRequests.scamCurrency }).from(serviceRequests).where(eq(serviceRequests.id, record.id));
    expect(row).toEqual({ currency: 'EUR' });

    const listed = await api.get<CasesPageResponse>(`/api/services/by-email?email=${encodeURIComponent(email)}`, { token: await api.signIn(email) });
    expect(listed.body.data.map((each) => [each.scam_amount, each.scam_currency])).toEqual([['1000-5000', 'EUR']]);

    const ref = `request-${record.id}`;
    const item = (await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`)).body.item;
    expect(item).toMatchObject({ amount: '1000-5000', currency: 'EUR' });
    expect(amountField(item)).toBe('€1,000\u2013€5,000');
    const page = await admin.get<InboxPage>(`/api/admin/inbox?q=${encodeURIComponent(email)}`);
    expect(page.body.items.map((each) => [each.ref, each.currency])).toEqual([[ref, 'EUR']]);

    const csv = await admin.get<string>(`/api/admin/inbox/export?q=${encodeURIComponent(email)}`);
    expect(csv.body).toContain('"€1,000\u2013€5,000"');
  });

  it('takes a request without a currency (or a blank one) as US dollars', async () => {
    const none = await send(uniqueEmail('dollars'), { scam_amount: '17,500' });
    const blank = await send(uniqueEmail('blank-currency'), { scam_amount: '250.5', scam_currency: '' });
    expect([none.scam_currency, blank.scam_currency]).toEqual(['USD', 'USD']);
    const item = (await admin.get<InboxItemResponse>(`/api/admin/inbox/request-${blank.id}`)).body.item;
    expect(amountField(item)).toBe('$250.50');
  });

  it('refuses a currency the list does not have with 422, naming the field and the list, and stores nothing', async () => {
    const email = uniqueEmail('yen');
    for (const currency of ['JPY', 'eur', 'US$']) {
      const refused = await api.post('/api/services', { ...leadFormRequest(email), scam_currency: currency });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message: 'Must be one of: USD, EUR, GBP, AUD, CAD',
        errors: [{ field: 'scam_currency', message: 'Must be one of: USD, EUR, GBP, AUD, CAD' }],
      });
    }
    expect(await api.db.select().from(serviceRequests).where(eq(serviceRequests.email, email))).toEqual([]);
  });

  it('keeps an amount in another currency out of the case’s US dollar amounts, in a note in its own currency', async () => {
    const record = await send(uniqueEmail('pounds'), { scam_amount: '2500', scam_currency: 'GBP' });
    const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${record.id}/case`, {});
    const detail = (await admin.get<CaseDetailResponse>(`/api/admin/cases/${opened.body.caseRef}`)).body.case;
    expect(detail.amountLost).toBeNull();
    expect(detail.notes.map((note) => note.text)).toEqual(['Amount lost as the request gave it: £2,500']);
    expect(detail.requests.map((each) => [each.amount, each.currency])).toEqual([['2500', 'GBP']]);
  });
});
