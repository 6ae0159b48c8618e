import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { newsItem } from '../contentFixtures';
import { interruptedEditOf, keepInterruptedEdit } from '../unsavedCopy';
import { forgetDrafts } from '../../../session/keptDrafts';
import { stubStaffSession, WithStaffSession } from '../../../testing/WithStaffSession';
import { ContentEditor } from './ContentEditor';

afterEach(() => forgetDrafts());

/** Suspends the first time it renders, until `open()`: the render of everything beside it is thrown away meanwhile. */
function gate() {
  let ready = false;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = () => {
      ready = true;
      resolve();
    };
  });
  function Gate() {
    if (!ready) throw opened;
    return null;
  }
  return { Gate, open };
}

describe('the content editor, back after a sign-in', () => {
  it('takes up the interrupted edit even when its first render was thrown away', async () => {
    const item = newsItem();
    keepInterruptedEdit({ version: item.version, fields: { ...item.draft, title: 'A new crypto scam: a warning' }, at: '2026-11-30T10:00:00.000Z' }, item.kind, item.id);
    const session = stubStaffSession('editor');
    jest.mocked(session.call).mockReturnValue(new Promise(() => {}));
    const { Gate, open } = gate();
    render(
      <MemoryRouter>
        <WithStaffSession session={session}>
          <Suspense fallback={<p>Loading the editor…</p>}>
            <ContentEditor item={item} onSaved={jest.fn()} onReplaced={jest.fn()} onDirtyChange={jest.fn()} />
            <Gate />
          </Suspense>
        </WithStaffSession>
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading the editor…')).toBeInTheDocument();
    await act(async () => open());

    const form = await screen.findByRole('form', { name: 'Draft' });
    expect(within(form).getByLabelText('Title')).toHaveValue('A new crypto scam: a warning');
    // Taken up once: an editor opened after this one starts from the server's draft.
    expect(interruptedEditOf(item.kind, item.id)).toBeNull();
  });
});
