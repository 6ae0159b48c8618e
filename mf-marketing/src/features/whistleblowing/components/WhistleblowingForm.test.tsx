import { paintTypeAndPress } from '@frc/ui/paintedForm';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { MAX_EVIDENCE_FILE_BYTES } from '@frc/contracts/browser';
import { jsonResponse, requestInit, stubFetch } from '../../../testing/fetchMock';
import { WhistleblowingForm } from './WhistleblowingForm';
import { PRIVACY_NOTICE_VERSION } from '@frc/contracts/browser';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const GIF = [...'GIF89a'].map((character) => character.charCodeAt(0));
const ZIP = [...'PK\x03\x04 an archive'].map((character) => character.charCodeAt(0));

function image(name: string, bytes: number[], type = 'image/png', size?: number): File {
  const file = new File([Uint8Array.from(bytes)], name, { type, lastModified: 1_700_000_000_000 });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup() {
  // A person can switch the file dialog to "All files", so the picker's accept list is no guarantee.
  const user = userEvent.setup({ applyAccept: false });
  render(<WhistleblowingForm />, { wrapper: MemoryRouter });
  const field = (name: string | RegExp) => screen.getByLabelText(name);
  const picker = () => screen.getByLabelText('Screenshots of transactions');
  /** Types into a field the quick way: focus it and paste. */
  const enter = async (label: string | RegExp, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  const fillRequired = async () => {
    await enter(/^First name/, 'Ines');
    await enter(/^Last name/, 'Moreau');
    await enter(/^Amount lost/, '2.5 BTC');
  };
  const submit = () => user.click(screen.getByRole('button', { name: /Submit report|Try again/ }));
  return { user, field, picker, enter, fillRequired, submit };
}

describe('WhistleblowingForm', () => {
  it('marks the required fields, uses e-mail and phone inputs, and starts with updates off', () => {
    const { field } = setup();
    for (const label of ['First name', 'Last name', 'Amount lost']) {
      const input = field(new RegExp(`^${label}`));
      expect(input).toBeRequired();
      expect(input.closest('div')?.querySelector('label')).toHaveTextContent(`${label} *`);
    }
    expect(field('E-mail address')).toHaveAttribute('type', 'email');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    expect(field('Scam wallet address(es)').tagName).toBe('TEXTAREA');
    expect(field('Transaction IDs').tagName).toBe('TEXTAREA');
    expect(field('Blockchain')).toHaveAccessibleDescription('For example ETH, BTC or Tron.');
    expect(screen.getByRole('checkbox', { name: 'Send me updates about this report by e-mail' })).not.toBeChecked();
  });

  it('names each missing required field, moves focus to the first, and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { field, submit } = setup();
    await submit();
    for (const label of ['First name', 'Last name', 'Amount lost']) {
      expect(field(new RegExp(`^${label}`))).toHaveAccessibleDescription(expect.stringContaining('Required field'));
      expect(field(new RegExp(`^${label}`))).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^First name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('wants a valid e-mail when one is given, and an e-mail at all for updates', async () => {
    stubFetch();
    const { user, field, enter, fillRequired, submit } = setup();
    await fillRequired();
    await enter('E-mail address', 'ines at example');
    await submit();
    expect(field('E-mail address')).toHaveAccessibleDescription('Valid email required');
    expect(field('E-mail address')).toHaveFocus();

    await user.clear(field('E-mail address'));
    await user.click(screen.getByRole('checkbox'));
    await submit();
    expect(field('E-mail address')).toHaveAccessibleDescription('Please give an e-mail address so we can send you updates.');
  });

  it('refuses files that are not PDF, PNG, JPG or GIF by their content, or larger than 10 MB, and says which', async () => {
    const { user, picker } = setup();
    await user.upload(picker(), [
      image('statement.png', ZIP, 'image/png'),
      image('huge.gif', GIF, 'image/gif', MAX_EVIDENCE_FILE_BYTES + 1),
      image('transfer.png', PNG),
      image('limit.gif', GIF, 'image/gif', MAX_EVIDENCE_FILE_BYTES),
    ]);
    await screen.findByText('"statement.png" is not a PDF, PNG, JPG or GIF file.');
    const problems = screen.getAllByRole('alert').find((alert) => alert.textContent !== '') as HTMLElement;
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '"statement.png" is not a PDF, PNG, JPG or GIF file.',
      '"huge.gif" is larger than 10 MB.',
    ]);
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual(['transfer.png', 'limit.gif']);
    expect(picker()).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,application/pdf');
  });

  it('keeps at most five files and lets one be removed', async () => {
    const { user, picker } = setup();
    await user.upload(
      picker(),
      Array.from({ length: 6 }, (_, index) => image(`shot-${index}.png`, PNG)),
    );
    expect(await screen.findByText('You can attach up to 5 files.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(5);
    expect(picker()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove shot-2.png' }));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(4);
    expect(picker()).toBeEnabled();
  });

  it('sends the report and its files with an Idempotency-Key, then confirms with the reference', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { status: 'success', data: { id: 42, created_at: '2025-01-27T10:00:00.000Z' } }));
    const { user, enter, field, picker, fillRequired, submit } = setup();
    await fillRequired();
    await enter('E-mail address', 'ines@example.com');
    await enter('Scam wallet address(es)', '0xabc\n0xdef');
    await user.click(screen.getByRole('checkbox'));
    await user.upload(picker(), [image('transfer.png', PNG)]);
    await screen.findByRole('list', { name: 'Files to send' });
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your report has reached our team.');
    expect(screen.getByRole('status')).toHaveTextContent('Your reference: #42');
    expect(screen.getByRole('status')).toHaveTextContent('We will send updates to ines@example.com.');

    const init = requestInit(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/whistleblowing');
    expect(init.method).toBe('POST');
    expect(init.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{8,}$/);
    const form = init.body as FormData;
    expect(JSON.parse(form.get('report') as string)).toEqual({
      firstName: 'Ines',
      lastName: 'Moreau',
      amountLost: '2.5 BTC',
      email: 'ines@example.com',
      walletAddress: '0xabc\n0xdef',
      receiveUpdates: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect((form.getAll('evidence') as File[]).map((file) => file.name)).toEqual(['transfer.png']);

    await user.click(screen.getByRole('button', { name: 'Send another report' }));
    expect(field(/^First name/)).toHaveValue('');
  });

  it('keeps everything after a failure and retries with the same key', async () => {
    const fetchMock = stubFetch(
      jsonResponse(503, { message: 'Something went wrong on our side. Please try again in a moment.' }),
      new TypeError('Failed to fetch'),
      jsonResponse(201, { status: 'success', data: { id: 7, created_at: '2025-01-27T10:00:00.000Z' } }),
    );
    const { user, field, picker, fillRequired, submit } = setup();
    await fillRequired();
    await user.upload(picker(), [image('chat.gif', GIF, 'image/gif')]);
    await screen.findByRole('list', { name: 'Files to send' });
    await submit();

    const failure = (await screen.findByText('Your report was not sent.')).closest('[role="alert"]');
    expect(failure).toHaveTextContent('Your report was not sent.');
    expect(failure).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(field(/^First name/)).toHaveValue('Ines');
    expect(field(/^Amount lost/)).toHaveValue('2.5 BTC');
    expect(screen.getByRole('list', { name: 'Files to send' })).toHaveTextContent('chat.gif');

    await submit();
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => /could not reach our server/.test(alert.textContent ?? ''))).toBe(true));

    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Your reference: #7');
    const keys = [0, 1, 2].map((index) => requestInit(fetchMock, index).headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('sent while its picked file is still being checked, waits for the check and goes with the file', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { status: 'success', data: { id: 9, created_at: '2025-01-27T10:00:00.000Z' } }));
    // The check reads the file's first bytes: held here until released, as a slow phone holds it.
    const read = FileReader.prototype.readAsArrayBuffer;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    jest.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementation(function (this: FileReader, blob: Blob) {
      void held.then(() => read.call(this, blob));
    });
    const { user, picker, fillRequired, submit } = setup();
    await fillRequired();
    await user.upload(picker(), [image('chat.png', PNG)]);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Your reference: #9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(((requestInit(fetchMock).body as FormData).getAll('evidence') as File[]).map((file) => file.name)).toEqual(['chat.png']);
  });

  it('takes a new key once the report has changed after a failure', async () => {
    const fetchMock = stubFetch(jsonResponse(500, {}), jsonResponse(201, { status: 'success', data: { id: 8, created_at: '2025-01-27T10:00:00.000Z' } }));
    const { enter, fillRequired, submit } = setup();
    await fillRequired();
    await submit();
    await screen.findByText('Your report was not sent.');
    await enter('Name of the scam or platform', 'Zorvane');
    await submit();
    await screen.findByRole('status');
    expect(requestInit(fetchMock, 0).headers['Idempotency-Key']).not.toBe(requestInit(fetchMock, 1).headers['Idempotency-Key']);
  });
});

describe('WhistleblowingForm before its script has run', () => {
  const page = (
    <MemoryRouter>
      <WhistleblowingForm />
    </MemoryRouter>
  );
  const typed = { firstName: 'Ines', lastName: 'Moreau', amountLost: '2.5 BTC', email: 'ines@example.com', receiveUpdates: true };

  /** The page's HTML with `typed` entered, `files` picked in its file field, and a press of Submit held by the first script. */
  function paint(files: File[]) {
    const painted = paintTypeAndPress(page, typed);
    const picker = painted.form.elements.namedItem('evidence') as HTMLInputElement;
    Object.defineProperty(picker, 'files', { configurable: true, value: files });
    return painted;
  }

  it('sends what was typed and the files picked before hydration, once, when Submit was pressed meanwhile', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { status: 'success', data: { id: 9, created_at: '2025-01-27T10:00:00.000Z' } }));
    const { form, painted, hydrate, remove } = paint([image('transfer.png', PNG)]);
    expect(painted).toEqual({ sendWhenReady: true, submitDisabled: true });

    await hydrate();
    expect(await screen.findByRole('status')).toHaveTextContent('Your reference: #9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = requestInit(fetchMock).body as FormData;
    expect(JSON.parse(body.get('report') as string)).toEqual({ ...typed, noticeVersion: PRIVACY_NOTICE_VERSION });
    expect((body.getAll('evidence') as File[]).map((file) => file.name)).toEqual(['transfer.png']);
    expect(form).not.toHaveAttribute('data-submit-pending');
    remove();
  });

  it('keeps what was typed and lists the files picked, checked as any pick is, and sends nothing until asked', async () => {
    const fetchMock = stubFetch();
    const { form, hydrate, remove } = paint([image('transfer.png', PNG), image('statement.png', ZIP)]);
    form.removeAttribute('data-submit-pending');

    await hydrate();
    expect(await screen.findByRole('list', { name: 'Files to send' })).toHaveTextContent('transfer.png');
    expect(screen.getByText('"statement.png" is not a PDF, PNG, JPG or GIF file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ines');
    expect(screen.getByLabelText(/^Amount lost/)).toHaveValue('2.5 BTC');
    expect(screen.getByRole('checkbox', { name: 'Send me updates about this report by e-mail' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit report' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
    remove();
  });
});
