import type { CasesPageResponse, ServiceCreatedResponse } from '@frc/contracts';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function casesPage(email: string, page: number | string | undefined, token?: string) {
  const query = new URLSearchParams({ email });
  if (page !== undefined) query.set('page', String(page));
  return api.get<CasesPageResponse>(`/api/services/by-email?${query.toString()}`, { token });
}

describe('GET /api/services/by-email', () => {
  it('lists the signed-in client\'s cases, newest first, 10 a page', async () => {
    const email = uniqueEmail('paging');
    const token = await api.signIn(email);
    const created: number[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const answer = await api.post<ServiceCreatedResponse>('/api/services', leadFormRequest(email, { scam_amount: String(1000 + index) }), { token });
      created.push(answer.body.data.id);
    }
    await api.post('/api/services', leadFormRequest(uniqueEmail('someone-else')));
    const newestFirst = [...created].reverse();

    const first = await casesPage(email, 1, token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ status: 'success', total: 12, current_page: 1, last_page: 2 });
    expect(first.body.data.map((record) => record.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.data[0]).toEqual({
      id: newestFirst[0],
      fname: 'Ada',
      lname: 'Lovelace',
      phone: '+1 2025550100',
      email,
      subject: 'contact-form-submission',
      scam_type: 'forex',
      transaction_type: 'wire_transfer',
      scam_amount: '1012',
      scam_currency: 'USD',
      scam_description: 'The broker stopped answering after my deposit.',
      address: null,
      created_at: expect.any(String),
      awaiting_confirmation: false,
      case_reference: null,
      case_status: null,
      case_status_label: null,
      case_client_note: null,
    });

    const second = await casesPage(email, 2, token);
    expect(second.body).toMatchObject({ total: 12, current_page: 2, last_page: 2 });
    expect(second.body.data.map((record) => record.id)).toEqual(newestFirst.slice(10));

    const beyond = await casesPage(email, 3, token);
    expect(beyond.body).toMatchObject({ data: [], total: 12, current_page: 3, last_page: 2 });
    expect((await casesPage(email, undefined, token)).body.current_page).toBe(1);
  });

  it('answers an empty first page for a client without cases', async () => {
    const email = uniqueEmail('no-cases');
    const answer = await casesPage(email, 1, await api.signIn(email));
    expect(answer.body).toEqual({ status: 'success', data: [], total: 0, current_page: 1, last_page: 1 });
  });

  it('compares addresses without regard to case', async () => {
    const email = uniqueEmail('case-insensitive');
    await api.post('/api/services', leadFormRequest(email.toUpperCase()));
    const token = await api.signIn(email);
    const answer = await casesPage(email.replace(/^./, (letter) => letter.toUpperCase()), 1, token);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(1);
  });

  it('answers 401 without a valid token', async () => {
    const email = uniqueEmail('anonymous');
    await api.post('/api/services', leadFormRequest(email));
    const withoutToken = await casesPage(email, 1);
    expect(withoutToken.status).toBe(401);
    expect(withoutToken.headers.get('cache-control')).toBe('no-store');
    expect(withoutToken.body).toEqual({ message: 'Authentication required' });
    expect((await casesPage(email, 1, 'B'.repeat(43))).status).toBe(401);

    const token = await api.signIn(email);
    await api.post('/api/logout', undefined, { token });
    expect((await casesPage(email, 1, token)).status).toBe(401);
  });

  it('answers 401 before looking at the query', async () => {
    expect((await api.get('/api/services/by-email?email=nonsense&page=-3')).status).toBe(401);
  });

  it("answers 403 for another client's address", async () => {
    const owner = uniqueEmail('owner');
    const intruder = uniqueEmail('intruder');
    await api.post('/api/services', leadFormRequest(owner));
    const token = await api.signIn(intruder);
    const refused = await casesPage(owner, 1, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You can only view the cases of the e-mail address you signed in with.' });
  });

  it('refuses a malformed query with the fields named', async () => {
    const email = uniqueEmail('bad-query');
    const token = await api.signIn(email);
    const answer = await casesPage(email, 'two', token);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: [{ field: 'page' }] });
    const missingEmail = await api.get('/api/services/by-email?page=1', { token });
    expect(missingEmail.body).toMatchObject({ errors: [{ field: 'email', message: 'Field is required' }] });
  });
});
