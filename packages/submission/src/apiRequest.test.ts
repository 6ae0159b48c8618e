import { API_TIMEOUT_MS, apiClient, apiRequest, readAnswer } from './apiRequest';
import { json, startTestServer, until } from './testServer';

// jsdom keeps the timer of a request that was aborted or failed running, which would hold Jest up for the whole timeout.
const JSDOM_TIMER_MS = 250;

let server: Awaited<ReturnType<typeof startTestServer>>;
const url = (path: string) => `${server.origin}${path}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.received.length = 0;
  apiClient.defaults.timeout = API_TIMEOUT_MS;
});

describe('apiRequest, over HTTP', () => {
  it('GETs without a body, with the bearer token when there is one', async () => {
    server.answerWith((_request, response) => json(response, 200, { user: { email: 'ada@example.com' } }));
    const response = await apiRequest(url('/api/profile'), { token: 'abc' });
    const [received] = server.received;
    expect(received).toMatchObject({ method: 'GET', url: '/api/profile', headers: { accept: 'application/json', authorization: 'Bearer abc' } });
    expect(received?.headers['content-type']).toBeUndefined();
    expect(received?.body).toHaveLength(0);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { email: 'ada@example.com' } });
  });

  it('POSTs JSON with the Idempotency-Key', async () => {
    server.answerWith((_request, response) => json(response, 201, { status: 'success', data: { id: 7 } }));
    const response = await apiRequest(url('/api/services'), { json: { fname: 'Ada' }, idempotencyKey: 'key-12345678' });
    const [received] = server.received;
    expect(received).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'key-12345678' } });
    expect(JSON.parse(received?.body.toString() ?? '')).toEqual({ fname: 'Ada' });
    expect(response).toMatchObject({ status: 201, ok: true });
  });

  it('POSTs a multipart form with the browser’s boundary, passing the upload’s progress events on', async () => {
    server.answerWith((_request, response) => json(response, 201, {}));
    const form = new FormData();
    form.append('report', '{"title":"x"}');
    form.append('files', new Blob(['%PDF-1.4 '.repeat(20_000)], { type: 'application/pdf' }), 'statement.pdf');
    const progress: { loaded: number; total: number | null }[] = [];
    await apiRequest(url('/api/whistleblowing'), { form, onUploadProgress: (step) => progress.push(step) });
    const [received] = server.received;
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body.toString()).toContain('filename="statement.pdf"');
    // jsdom reports an upload once, at its end, and without its size; a browser reports it as it goes.
    expect(progress).toEqual([{ loaded: 0, total: null }]);
  });

  it('POSTs a file as it is, with its own type as the Content-Type', async () => {
    server.answerWith((_request, response) => json(response, 200, { intact: true }));
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe]);
    await apiRequest(url('/api/engagements/verify'), { file: new Blob([bytes], { type: 'application/pdf' }) });
    const [received] = server.received;
    expect(received).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/pdf' } });
    expect(received?.body.equals(bytes)).toBe(true);
  });

  it('hands a binary answer back byte for byte', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x0a]);
    server.answerWith((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.end(bytes);
    });
    const response = await apiRequest(url('/api/cases/C-1/documents/3'), { token: 't', binary: true });
    expect(response.status).toBe(200);
    expect(Buffer.from(await (await response.blob()).arrayBuffer())).toEqual(bytes);
  });

  it('POSTs without a body when asked to', async () => {
    await apiRequest(url('/api/logout'), { method: 'POST', token: 't' });
    expect(server.received[0]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer t' } });
    expect(server.received[0]?.body).toHaveLength(0);
  });

  it.each([
    [422, 'Please check the form'],
    [429, 'Too many requests. Please try again in 34 seconds.'],
    [503, 'Our service is temporarily unavailable. Please try again in a few minutes.'],
  ])('resolves with a %i, its message and headers readable', async (status, message) => {
    server.answerWith((_request, response) => json(response, status, { message }, { 'Retry-After': '34' }));
    const response = await apiRequest(url('/api/services'), { json: {} });
    expect(response).toMatchObject({ status, ok: false });
    expect(response.headers.get('retry-after')).toBe('34');
    expect((await readAnswer(response)).message).toBe(message);
  });

  it('gives up when no answer comes within the timeout', async () => {
    expect(apiClient.defaults.timeout).toBe(API_TIMEOUT_MS);
    apiClient.defaults.timeout = 300;
    server.answerWith(() => {
      // never answers
    });
    await expect(apiRequest(url('/api/services'), { json: {} })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });

  it('rejects with the signal’s reason when cancelled, and drops the connection', async () => {
    apiClient.defaults.timeout = JSDOM_TIMER_MS;
    server.answerWith(() => {
      // answers only once cancelled, which is never
    });
    const controller = new AbortController();
    const pending = apiRequest(url('/api/me/data'), { signal: controller.signal });
    await until(() => server.received.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await until(() => server.closed.includes('/api/me/data'));
  });

  it('rejects when nothing answers at all', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom's report of the refused connection
    apiClient.defaults.timeout = JSDOM_TIMER_MS;
    await expect(apiRequest('http://127.0.0.1:9/api/services', { json: {} })).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it("sends a staff session's CSRF token in its header, and no bearer token", async () => {
    server.answerWith((_request, response) => json(response, 200, {}));
    await apiRequest(url('/api/admin/logout'), { method: 'POST', csrfToken: 'csrf-1' });
    const [received] = server.received;
    expect(received).toMatchObject({ method: 'POST', url: '/api/admin/logout', headers: { 'x-csrf-token': 'csrf-1' } });
    expect(received?.headers.authorization).toBeUndefined();
  });
});

describe('readAnswer', () => {
  const answer = (status: number, body: string) => new Response(body, { status });

  it('reads the message and the refused fields (the first message of each field)', async () => {
    const body = { message: 'Please check the form', errors: [{ field: 'email', message: 'Valid email required' }, { field: 'email', message: 'second' }, { field: 3 }, 'x'] };
    expect(await readAnswer(answer(422, JSON.stringify(body)))).toEqual({
      status: 422,
      ok: false,
      message: 'Please check the form',
      fieldErrors: { email: 'Valid email required' },
      payload: expect.objectContaining({ message: 'Please check the form' }),
    });
  });

  it('gives nothing from an empty message, a body without one, or a body that is not JSON', async () => {
    expect((await readAnswer(answer(400, '{"message":""}'))).message).toBeNull();
    expect(await readAnswer(answer(201, '{"status":"success","data":{"id":7}}'))).toEqual({
      status: 201,
      ok: true,
      message: null,
      fieldErrors: {},
      payload: { status: 'success', data: { id: 7 } },
    });
    expect(await readAnswer(answer(502, '<html>Bad gateway</html>'))).toEqual({ status: 502, ok: false, message: null, fieldErrors: {}, payload: null });
  });

  it("ends a server failure's message with the request's reference, which a client can quote; other answers keep theirs as they are", async () => {
    const withId = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'X-Request-Id': '0f3c9a7d2b5e4f1a8c6d0e9b7a5c3d1f' } });
    expect((await readAnswer(withId(500, { message: 'Something went wrong on our side. Please try again in a moment.' }))).message).toBe(
      'Something went wrong on our side. Please try again in a moment. Reference: 0f3c9a7d2b5e4f1a8c6d0e9b7a5c3d1f',
    );
    expect((await readAnswer(withId(422, { message: 'Please check the form' }))).message).toBe('Please check the form');
    expect((await readAnswer(answer(503, '{"message":"Unavailable."}'))).message).toBe('Unavailable.');
  });
});
