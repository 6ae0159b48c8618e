import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function Asker({ onConfirm = jest.fn() }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Ask
      </button>
      {asking && (
        <ConfirmDialog
          title="Are you sure you want to close this window?"
          message="All entered data will be lost"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        />
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the default labels Cancel and Yes, close, focusing Cancel', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to close this window?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('All entered data will be lost');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes, close' })).toBeInTheDocument();
  });

  it('keeps Tab inside, answers Cancel on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Asker onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes, close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
  });

  it('confirms with Yes, close', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Asker onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes other labels when given', () => {
    render(<ConfirmDialog title="Discard?" message="Gone for good" confirmLabel="Discard" cancelLabel="Keep" onCancel={jest.fn()} onConfirm={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });
});
