import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { InlineConfirm } from './InlineConfirm';

function Item({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      {!confirming && (
        <button ref={opener} type="button" onClick={() => setConfirming(true)}>
          Void
        </button>
      )}
      {confirming && (
        <InlineConfirm label="Void letter 3?" confirmText="Void the letter" busy={false} onConfirm={onConfirm} onClose={() => setConfirming(false)} opener={opener}>
          The client can no longer sign it.
        </InlineConfirm>
      )}
    </>
  );
}

describe('an inline confirmation', () => {
  it('takes the focus on its confirm button, and "Keep it" closes it and gives the focus back without acting', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    render(<Item onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Void' }));
    expect(screen.getByRole('group', { name: 'Void letter 3?' })).toHaveTextContent('The client can no longer sign it.');
    expect(screen.getByRole('button', { name: 'Void the letter' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Void' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts, then closes once the action has ended, refused or not', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Item onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Void' }));
    await userEvent.click(screen.getByRole('button', { name: 'Void the letter' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: 'Void letter 3?' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });
});
