import { apiRequest, readAnswer } from './apiRequest';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ status: 204, ok: true } as Response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, method: init?.method, headers: init?.headers, body: init?.body };
};

describe('apiRequest', () => {
  it('GETs without a body, with the bearer token when there is one', async () => {
    await apiRequest('/api/profile', { token: 'abc' });
    expect(sent()).toEqual({ url: '/api/profile', method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer abc' }, body: undefined });
  });

  it('POSTs JSON with the Idempotency-Key', async () => {
    await apiRequest('/api/services', { json: { fname: 'Ada' }, idempotencyKey: 'key-12345678' });
    expect(sent()).toEqual({
      url: '/api/services',
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'key-12345678' },
      body: '{"fname":"Ada"}',
    });
  });

  it('POSTs a multipart form, leaving its Content-Type (with the boundary) to the browser', async () => {
    const form = new FormData();
    form.append('report', '{}');
    await apiRequest('/api/whistleblowing', { form });
    expect(sent()).toMatchObject({ method: 'POST', headers: { Accept: 'application/json' }, body: form });
  });

  it('POSTs without a body when asked to', async () => {
    await apiRequest('/api/logout', { method: 'POST', token: 't' });
    expect(sent()).toMatchObject({ method: 'POST', body: undefined });
  });

  it("sends a staff session's CSRF token in its header, and no bearer token", async () => {
    await apiRequest('/api/admin/logout', { method: 'POST', csrfToken: 'csrf-1' });
    expect(sent()).toEqual({ url: '/api/admin/logout', method: 'POST', headers: { Accept: 'application/json', 'X-CSRF-Token': 'csrf-1' }, body: undefined });
  });
});

describe('readAnswer', () => {
  // jsdom has no Response: what readAnswer reads of one.
  const json = (status: number, payload: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => payload }) as Response;

  it("reads the message and the refused fields (the first message of each field)", async () => {
    const answer = await readAnswer(
      json(422, { message: 'Please check the form', errors: [{ field: 'email', message: 'Valid email required' }, { field: 'email', message: 'second' }, { field: 3 }, 'x'] }),
    );
    expect(answer).toEqual({
      status: 422,
      ok: false,
      message: 'Please check the form',
      fieldErrors: { email: 'Valid email required' },
      payload: expect.objectContaining({ message: 'Please check the form' }),
    });
  });

  it('gives nothing from an empty message, a body without one, or a body that is not JSON', async () => {
    expect((await readAnswer(json(400, { message: '' }))).message).toBeNull();
    expect(await readAnswer(json(201, { status: 'success', data: { id: 7 } }))).toEqual({
      status: 201,
      ok: true,
      message: null,
      fieldErrors: {},
      payload: { status: 'success', data: { id: 7 } },
    });
    const html = { status: 502, ok: false, json: () => Promise.reject(new SyntaxError('Unexpected token <')) } as Response;
    expect(await readAnswer(html)).toEqual({ status: 502, ok: false, message: null, fieldErrors: {}, payload: null });
  });
});
