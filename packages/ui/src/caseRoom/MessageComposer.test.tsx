import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseRoomMessages, DOCUMENT_MAX_BYTES, MESSAGE_MAX_LENGTH } from '@frc/contracts/browser';
import type { UploadProgress } from '@frc/submission/apiRequest';
import { jsonResponse } from '@frc/submission/testing';
import { caseDocument, caseMessage } from './caseRoomFixtures';
import { MessageComposer, type MessageBody } from './MessageComposer';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function renderComposer({ send = jest.fn(), upload = jest.fn() } = {}) {
  const onSent = jest.fn();
  render(<MessageComposer label="Your message" send={send} upload={upload} onSent={onSent} failureHelp={<p>Call us</p>} />);
  return { onSent, user: userEvent.setup() };
}

describe('MessageComposer', () => {
  it('sends one message on a double tap, under one Idempotency-Key, then starts afresh', async () => {
    const answer = deferred<Response>();
    const send = jest.fn((_body: MessageBody, _key: string) => answer.promise);
    const { user, onSent } = renderComposer({ send });
    await user.type(screen.getByLabelText('Your message'), '  Here are the statements.  ');
    expect(screen.getByText(`28 of ${MESSAGE_MAX_LENGTH} characters. Plain text: links are shown as text.`)).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ text: 'Here are the statements.', documentIds: [] });
    expect(send.mock.calls[0]?.[1]).toMatch(/\S{16,}/);

    const sent = caseMessage({ id: 9, text: 'Here are the statements.' });
    answer.resolve(jsonResponse(201, { message: sent }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(onSent).toHaveBeenCalledWith(sent);
  });

  it('gives the focus back to the text box after a send by keyboard (the box was disabled while it went out)', async () => {
    const answer = deferred<Response>();
    const { user } = renderComposer({ send: jest.fn(() => answer.promise) });
    await user.type(screen.getByLabelText('Your message'), 'Sent by keyboard');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Your message')).toBeDisabled();
    answer.resolve(jsonResponse(201, { message: caseMessage({ id: 9, text: 'Sent by keyboard' }) }));
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveFocus());
  });

  it('leaves the focus where the writer took it while the message went out', async () => {
    const answer = deferred<Response>();
    render(
      <>
        <MessageComposer label="Your message" send={jest.fn(() => answer.promise)} upload={jest.fn()} onSent={jest.fn()} />
        <a href="#elsewhere">Elsewhere</a>
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    answer.resolve(jsonResponse(201, { message: caseMessage({ id: 9, text: 'Hello' }) }));
    await waitFor(() => expect(screen.getByLabelText('Your message')).not.toBeDisabled());
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('shows the server’s refusal with the way to reach us, and sends again under the same key', async () => {
    const send = jest
      .fn((_body: MessageBody, _key: string) => Promise.resolve(jsonResponse(429, { message: 'Too many messages. Try again in 10 minutes.' })))
      .mockImplementationOnce(() => Promise.resolve(jsonResponse(429, { message: 'Too many messages. Try again in 10 minutes.' })));
    const { user } = renderComposer({ send });
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in 10 minutes.Call us');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it('uploads a picked file at once with a progress bar, waits for it, then sends the message with its id', async () => {
    const uploaded = deferred<Response>();
    let report: ((progress: UploadProgress) => void) | undefined;
    const upload = jest.fn((_file: File, onProgress: (progress: UploadProgress) => void) => {
      report = onProgress;
      return uploaded.promise;
    });
    const send = jest.fn(() => Promise.resolve(jsonResponse(201, { message: caseMessage() })));
    const { user } = renderComposer({ send, upload });
    await user.type(screen.getByLabelText('Your message'), 'The statement');
    const file = new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach files (optional)'), file);

    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    const bar = screen.getByRole('progressbar', { name: 'Uploading statement.pdf' });
    expect(bar).toHaveAttribute('value', '0');
    // A screen reader hears how far it is (in quarters) and when it has arrived.
    const announced = screen.getByRole('status');
    expect(announced).toHaveTextContent('Uploading statement.pdf: 0 %.');
    act(() => report?.({ loaded: 9, total: 18 }));
    expect(await screen.findByText('50 %')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '50');
    expect(announced).toHaveTextContent('Uploading statement.pdf: 50 %.');
    act(() => report?.({ loaded: 10, total: 18 }));
    expect(announced).toHaveTextContent('Uploading statement.pdf: 50 %.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('Waiting for the files to finish uploading…')).toBeInTheDocument();

    uploaded.resolve(jsonResponse(201, { document: caseDocument({ id: 44, name: 'statement.pdf' }) }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(announced).toHaveTextContent('statement.pdf uploaded.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ text: 'The statement', documentIds: [44] }, expect.any(String));
    expect(await screen.findByLabelText('Your message')).toHaveValue('');
    expect(screen.queryByText('statement.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file over 20 MB without sending it, and shows the server’s word on a file it refuses', async () => {
    const upload = jest.fn(() => Promise.resolve(jsonResponse(415, { message: caseRoomMessages.wrongType })));
    const { user } = renderComposer({ upload });
    const huge = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('Attach files (optional)'), [huge, new File(['MZ'], 'tool.exe.pdf')]);
    expect(upload).toHaveBeenCalledTimes(1);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([caseRoomMessages.tooLarge, caseRoomMessages.wrongType]);
    await user.click(screen.getByRole('button', { name: 'Remove video.pdf' }));
    expect(screen.queryByText('video.pdf')).not.toBeInTheDocument();
  });

  it('inserts a filled-in template at the cursor, where it stays editable, and refuses one that would pass the limit', async () => {
    const user = userEvent.setup();
    const templates = {
      choices: [
        { name: 'Documents received', text: 'Dear Amina, we have received your documents for C-5.' },
        { name: 'Too long', text: 'x'.repeat(MESSAGE_MAX_LENGTH) },
      ],
      filledWith: '{firstName} is filled with “Amina”, {caseRef} with C-5.',
    };
    render(<MessageComposer label="Reply" send={jest.fn()} upload={jest.fn()} onSent={jest.fn()} templates={templates} />);
    expect(screen.getByText('{firstName} is filled with “Amina”, {caseRef} with C-5. You can edit the text before sending.')).toBeInTheDocument();
    const box = screen.getByLabelText('Reply');
    await user.type(box, 'Hello. ');
    await user.selectOptions(screen.getByLabelText('Insert a template'), 'Documents received');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue('Hello. Dear Amina, we have received your documents for C-5.');
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, ' Thank you.');
    expect(box).toHaveValue('Hello. Dear Amina, we have received your documents for C-5. Thank you.');

    await user.selectOptions(screen.getByLabelText('Insert a template'), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`The template does not fit: the reply would be longer than ${MESSAGE_MAX_LENGTH} characters.`);
    expect(box).toHaveValue('Hello. Dear Amina, we have received your documents for C-5. Thank you.');
  });
});
