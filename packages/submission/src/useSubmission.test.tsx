import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createSubmission } from './submission';
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
