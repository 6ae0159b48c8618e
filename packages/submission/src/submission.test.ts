import { createSubmission } from './submission';

interface Body {
  email: string;
}

const KEPT = 'test:draft:form';
// jsdom has no Response: what the submission reads of one.
const respond = (status: number, payload: unknown = {}) => ({ status, ok: status >= 200 && status < 300, json: async () => payload }) as Response;

function setup(options: { keepAs?: string; accepted?: (response: Response) => boolean; fingerprint?: (body: Body) => string } = {}) {
  const send = jest.fn<Promise<Response>, [Body, string]>();
  const submission = createSubmission<string, Body>({ send, ...options });
  const keys = () => send.mock.calls.map(([, key]) => key);
  return { send, submission, keys };
}

afterEach(() => sessionStorage.clear());

describe('a submission', () => {
  it('reuses the key while the body is unchanged, takes a new one when it changes, and a new one after success', async () => {
    const { send, submission, keys } = setup();
    send.mockResolvedValueOnce(respond(503)).mockResolvedValueOnce(respond(503)).mockResolvedValueOnce(respond(503));
    send.mockResolvedValueOnce(respond(201)).mockResolvedValueOnce(respond(201));
    await submission.submit('a', { email: 'a@example.com' });
    await submission.submit('a again', { email: 'a@example.com' });
    await submission.submit('b', { email: 'b@example.com' });
    await submission.submit('b', { email: 'b@example.com' });
    await submission.submit('b', { email: 'b@example.com' });
    const [first, second, third, fourth, fifth] = keys();
    expect(first).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(fourth).toBe(third);
    expect(fifth).not.toBe(fourth);
  });

  it('goes sending, then sent with what was typed, what was sent and the answer', async () => {
    const { send, submission } = setup();
    send.mockResolvedValueOnce(respond(201, { message: 'Stored', data: { id: 4 } }));
    const pending = submission.submit('typed', { email: 'a@example.com' });
    expect(submission.getState()).toMatchObject({ kind: 'sending', draft: { values: 'typed', body: { email: 'a@example.com' } } });
    const outcome = await pending;
    expect(outcome).toEqual(submission.getState());
    expect(outcome).toMatchObject({ kind: 'sent', values: 'typed', body: { email: 'a@example.com' }, answer: { status: 201, message: 'Stored', payload: { message: 'Stored', data: { id: 4 } } } });
  });

  it('ignores a second submit while the first is on its way', async () => {
    const { send, submission } = setup();
    let answer: (response: Response) => void = () => {};
    send.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = submission.submit('a', { email: 'a@example.com' });
    expect(await submission.submit('a', { email: 'a@example.com' })).toBeNull();
    expect(await submission.resend()).toBeNull();
    answer(respond(201));
    expect(await first).toMatchObject({ kind: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fails with the refusal, or with no answer and the error when nothing came back; resend repeats the draft', async () => {
    const { send, submission, keys } = setup();
    send.mockResolvedValueOnce(respond(422, { message: 'Valid email required', errors: [{ field: 'email', message: 'Valid email required' }] }));
    expect(await submission.submit('a', { email: 'a@' })).toMatchObject({
      kind: 'failed',
      restored: false,
      draft: { values: 'a', body: { email: 'a@' } },
      answer: { status: 422, message: 'Valid email required', fieldErrors: { email: 'Valid email required' } },
    });
    const offline = new TypeError('Failed to fetch');
    send.mockRejectedValueOnce(offline);
    expect(await submission.resend()).toMatchObject({ kind: 'failed', answer: null, error: offline });
    send.mockResolvedValueOnce(respond(201));
    expect(await submission.resend()).toMatchObject({ kind: 'sent', values: 'a' });
    expect(new Set(keys()).size).toBe(1);
    expect(await submission.resend()).toBeNull(); // nothing left to send
  });

  it('counts 201 as stored unless told otherwise', async () => {
    const strict = setup();
    strict.send.mockResolvedValueOnce(respond(200));
    expect(await strict.submission.submit('a', { email: 'a@example.com' })).toMatchObject({ kind: 'failed', answer: { status: 200, ok: true } });
    const lenient = setup({ accepted: (response) => response.ok });
    lenient.send.mockResolvedValueOnce(respond(200));
    expect(await lenient.submission.submit('a', { email: 'a@example.com' })).toMatchObject({ kind: 'sent' });
  });

  it('compares bodies by the fingerprint it is given', async () => {
    const { send, submission, keys } = setup({ fingerprint: (body) => body.email.toLowerCase() });
    send.mockResolvedValue(respond(503));
    await submission.submit('a', { email: 'A@example.com' });
    await submission.submit('a', { email: 'a@example.com' });
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('keeps the draft in session storage from the send until the server stored it', async () => {
    const { send, submission } = setup({ keepAs: KEPT });
    send.mockResolvedValueOnce(respond(500));
    const pending = submission.submit('typed', { email: 'a@example.com' });
    const kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null');
    expect(kept).toMatchObject({ values: 'typed', body: { email: 'a@example.com' } });
    await pending;
    expect(JSON.parse(sessionStorage.getItem(KEPT) ?? 'null')).toEqual(kept);
    send.mockResolvedValueOnce(respond(201));
    await submission.resend();
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('restores a kept draft as failed, once, and sends it again with its key', async () => {
    const first = setup({ keepAs: KEPT });
    first.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await first.submission.submit('typed', { email: 'a@example.com' });

    const { send, submission, keys } = setup({ keepAs: KEPT }); // the next page load
    expect(submission.getState()).toEqual({ kind: 'idle' });
    const draft = submission.restore();
    expect(draft).toMatchObject({ values: 'typed', idempotencyKey: first.keys()[0] });
    expect(submission.getState()).toEqual({ kind: 'failed', draft, answer: null, restored: true });
    expect(submission.restore()).toBeNull();
    send.mockResolvedValueOnce(respond(201));
    await submission.submit('typed', { email: 'a@example.com' });
    expect(keys()).toEqual(first.keys());
  });

  it('ignores unreadable stored data, and restores nothing without keepAs', () => {
    sessionStorage.setItem(KEPT, '{not json');
    expect(setup({ keepAs: KEPT }).submission.restore()).toBeNull();
    sessionStorage.setItem(KEPT, JSON.stringify({ values: 'a' }));
    expect(setup({ keepAs: KEPT }).submission.restore()).toBeNull();
    sessionStorage.setItem(KEPT, JSON.stringify({ values: 'a', body: {}, idempotencyKey: 'key-12345678' }));
    expect(setup().submission.restore()).toBeNull();
  });

  it('tells its listeners of every change, and reset goes back to idle', async () => {
    const { send, submission } = setup();
    const seen: string[] = [];
    const stop = submission.subscribe(() => seen.push(submission.getState().kind));
    send.mockResolvedValueOnce(respond(201));
    await submission.submit('a', { email: 'a@example.com' });
    submission.reset();
    stop();
    submission.reset();
    expect(seen).toEqual(['sending', 'sent', 'idle']);
  });
});
