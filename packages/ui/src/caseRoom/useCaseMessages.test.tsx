import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderNow, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CASE_ROOM_POLL_SECONDS, type CaseMessage } from '@frc/contracts/browser';
import { caseMessage } from './caseRoomFixtures';
import { useCaseMessages, type MarkMessagesRead, type MessagesRead, type ReadMessages } from './useCaseMessages';

function Thread({ read, markRead }: { read: ReadMessages; markRead?: MarkMessagesRead }) {
  const { state } = useCaseMessages(read, undefined, markRead);
  if (state.status === 'error') return <p>{state.notFound ? 'not found' : state.message}</p>;
  return (
    <ul aria-label="thread" aria-busy={state.status === 'loading'}>
      {state.messages.map((message) => (
        <li key={message.id}>{message.text}</li>
      ))}
    </ul>
  );
}

/** The thread inside a query cache of its own, as the portal and the back office provide one. */
function render(thread: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderNow(<QueryClientProvider client={client}>{thread}</QueryClientProvider>);
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
}

/** Answers each read with the next batch of messages (then nothing), recording the `after` it was asked. */
function readerOf(...batches: CaseMessage[][]) {
  const asked: (number | null)[] = [];
  const read = jest.fn((after: number | null): Promise<MessagesRead> => {
    asked.push(after);
    return Promise.resolve({ ok: true, items: batches.shift() ?? [] });
  });
  return { read, asked };
}

/** What is already answered reaches the page (the cache tells its readers by a timer of its own, a moment later). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(10));
const tick = async () => {
  await act(() => jest.advanceTimersByTimeAsync(CASE_ROOM_POLL_SECONDS * 1000));
  await settle();
};

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

describe('useCaseMessages', () => {
  it('reads the thread, then every few seconds only what came after its newest message, appending it', async () => {
    const { read, asked } = readerOf([caseMessage({ id: 3, text: 'first' }), caseMessage({ id: 5, text: 'second' })], [], [caseMessage({ id: 8, text: 'reply' })]);
    render(<Thread read={read} />);
    await settle();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);

    await tick();
    await tick();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second', 'reply']);
    expect(asked).toEqual([null, 5, 5]);
    await tick();
    expect(asked).toEqual([null, 5, 5, 8]);
  });

  it('does not poll while the page is hidden, and reads at once when it is shown or focused again', async () => {
    const { read, asked } = readerOf([caseMessage({ id: 2 })], [caseMessage({ id: 4, text: 'while away' })]);
    render(<Thread read={read} />);
    await settle();
    setVisibility('hidden');
    await tick();
    await tick();
    expect(asked).toEqual([null]);

    setVisibility('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(asked).toEqual([null, 2]);
    expect(screen.getByText('while away')).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(asked).toEqual([null, 2, 4]);
  });

  it('reads without marking, then marks the thread read up to the newest message shown, after each read that brought messages', async () => {
    const { read } = readerOf([caseMessage({ id: 3, text: 'first' }), caseMessage({ id: 5, text: 'second' })], [], [caseMessage({ id: 9, text: 'reply' })]);
    const marks: number[] = [];
    const markRead = jest.fn((upTo: number) => {
      marks.push(upTo);
      return Promise.resolve();
    });
    render(<Thread read={read} markRead={markRead} />);
    await settle();
    expect(marks).toEqual([5]);
    await tick();
    expect(marks).toEqual([5]);
    await tick();
    expect(screen.getByText('reply')).toBeInTheDocument();
    expect(marks).toEqual([5, 9]);
  });

  it('answers a case that is not there with not found, and stops asking', async () => {
    const read = jest.fn(() => Promise.resolve<MessagesRead>({ ok: false, status: 404, message: 'Not found' }));
    render(<Thread read={read} />);
    expect(await screen.findByText('not found')).toBeInTheDocument();
    await tick();
    await tick();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
