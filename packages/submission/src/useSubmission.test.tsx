import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { API_TIMEOUT_MS, apiClient, apiRequest } from './apiRequest';
import { createSubmission } from './submission';
import { json, startTestServer, until } from './testServer';
import { useSubmission } from './useSubmission';

const KEPT = 'test:draft:hook';

function Form({ onRestore }: { onRestore?: (values: string) => void }) {
  const { state } = useSubmission<string, { n: number }>({
    send: async () => ({ status: 201, ok: true, json: async () => ({}) }) as Response,
    keepAs: KEPT,
    onRestore: (draft) => onRestore?.(draft.values),
  });
  return <p>{state.kind === 'failed' && state.restored ? `restored ${state.draft.values}` : state.kind}</p>;
}

afterEach(() => sessionStorage.clear());

describe('useSubmission', () => {
  it('renders idle first, as on the server, then takes up a kept draft and hands its answers back', () => {
    sessionStorage.setItem(KEPT, JSON.stringify({ values: 'Ada', body: { n: 1 }, idempotencyKey: 'key-12345678' }));
    expect(renderToString(<Form />)).toBe('<p>idle</p>');
    const onRestore = jest.fn();
    render(<Form onRestore={onRestore} />);
    expect(screen.getByText('restored Ada')).toBeInTheDocument();
    expect(onRestore).toHaveBeenCalledWith('Ada');
  });

  it('shares one submission between the components that are given it', async () => {
    const shared = createSubmission<string, { n: number }>({ send: async () => ({ status: 201, ok: true, json: async () => ({}) }) as Response });
    function Status({ name }: { name: string }) {
      const { state, sending } = useSubmission(shared);
      return <p>{`${name}: ${state.kind}${sending ? ' (sending)' : ''}`}</p>;
    }
    render(
      <>
        <Status name="first" />
        <Status name="second" />
      </>,
    );
    await act(() => shared.submit('a', { n: 1 }).then(() => undefined));
    expect(screen.getByText('first: sent')).toBeInTheDocument();
    expect(screen.getByText('second: sent')).toBeInTheDocument();
  });
});

describe('useSubmission over HTTP', () => {
  // jsdom keeps the timer of an aborted request running, which would hold Jest up for the whole timeout.
  const JSDOM_TIMER_MS = 250;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.received.length = 0;
    apiClient.defaults.timeout = API_TIMEOUT_MS;
  });

  const SIGNUP_DRAFT = 'test:draft:signup';

  /** A form as the sites write them: its send calls apiRequest and passes no signal on. */
  function SignupForm() {
    const { state, submit } = useSubmission<string, { email: string }>({
      send: (body, idempotencyKey) => apiRequest(`${server.origin}/api/newsletter`, { json: body, idempotencyKey }),
      keepAs: SIGNUP_DRAFT,
    });
    return (
      <>
        <button type="button" onClick={() => void submit('ada@example.com', { email: 'ada@example.com' })}>
          Subscribe
        </button>
        {state.kind === 'sending' && <p>Sending</p>}
        {state.kind === 'sent' && <p>Subscribed</p>}
        {state.kind === 'failed' && <p role="alert">{state.answer?.message ?? 'Error submitting form.'}</p>}
      </>
    );
  }

  it.each([
    [422, 'Please give an e-mail address or a phone number so we can reply.'],
    [429, 'Too many requests. Please try again in 34 seconds.'],
    [503, 'Our service is temporarily unavailable. Please try again in a few minutes.'],
  ])("shows the server's message of a %i", async (status, message) => {
    server.answerWith((_request, response) => json(response, status, { message }));
    render(<SignupForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('cancels its request when the form unmounts, keeping the draft for a resend', async () => {
    apiClient.defaults.timeout = JSDOM_TIMER_MS;
    server.answerWith(() => {
      // holds the request: only the unmount ends it
    });
    const shared = createSubmission<string, { email: string }>({
      send: (body, idempotencyKey) => apiRequest(`${server.origin}/api/newsletter`, { json: body, idempotencyKey }),
    });
    const { unmount } = render(<SignupForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Sending');
    await until(() => server.received.length === 1);
    unmount();
    await until(() => server.closed.includes('/api/newsletter'));
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_DRAFT) ?? 'null')).toMatchObject({ body: { email: 'ada@example.com' } });

    // A shared submission outlives any one of the components that use it.
    function Status() {
      const { state } = useSubmission(shared);
      return <p>{state.kind}</p>;
    }
    server.answerWith((_request, response) => setTimeout(() => json(response, 201, {}), 50));
    const sent = shared.submit('ada@example.com', { email: 'ada@example.com' });
    const status = render(<Status />);
    status.unmount();
    expect(await sent).toMatchObject({ kind: 'sent' });
  });
});
