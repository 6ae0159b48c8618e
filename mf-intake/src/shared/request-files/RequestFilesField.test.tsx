import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { REQUEST_FILE_MAX_BYTES, requestFileMessages, REQUEST_FILES_KEY_HEADER, REQUEST_FILES_MAX } from '@frc/contracts/browser';
import { deferredResponse, fetchCalls, jsonResponse, mockFetch } from '../../testing/fetchMock';
import { RequestFilesField } from './RequestFilesField';
import { createRequestFiles } from './requestFileUploads';

const pdf = (name = 'statement.pdf', size = 4) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const stored = (id: number, name = 'statement.pdf') => jsonResponse(201, { document: { id, name, size: 4, type: 'application/pdf' } });
const picker = () => screen.getByLabelText('Screenshots or statements (optional)');

describe('RequestFilesField', () => {
  it('sends each file as soon as it is picked, under the form\'s files key, and says when it has arrived', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(stored(11));
    const files = createRequestFiles();
    render(<RequestFilesField files={files} />);
    expect(picker()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png,.heic,.heif,image/heic,image/heif');

    await user.upload(picker(), pdf());
    const list = await screen.findByRole('list', { name: 'Files sent with your request' });
    expect(await within(list).findByText('Uploaded')).toBeVisible();
    const [call] = fetchCalls(fetch);
    expect(call).toMatchObject({ url: '/api/services/files', method: 'POST' });
    expect(call?.headers[REQUEST_FILES_KEY_HEADER]).toBe(files.filesKey());
  });

  it('sends the files picked together one at a time, in the order picked, so the team receives them in that order', async () => {
    const user = userEvent.setup();
    const first = deferredResponse();
    const fetch = mockFetch(first.promise, stored(16, 'IMG_0042.jpg'));
    render(<RequestFilesField files={createRequestFiles()} />);
    await user.upload(picker(), [pdf(), new File([new Uint8Array(4)], 'IMG_0042.jpg', { type: 'image/jpeg' })]);
    const list = await screen.findByRole('list', { name: 'Files sent with your request' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The photo waits while the statement is on its way.
    expect(fetchCalls(fetch)).toHaveLength(1);
    first.resolve(stored(15));
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(2));
    const sent = fetch.mock.calls.map(([, init]: [string, RequestInit]) => ((init.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['statement.pdf', 'IMG_0042.jpg']);
  });

  it('lets a HEIC photo be picked where the browser names no type for it, and sends it as it is (the API converts it)', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201, { document: { id: 14, name: 'IMG_0042.jpg', size: 4, type: 'image/jpeg' } }));
    render(<RequestFilesField files={createRequestFiles()} />);
    await user.upload(picker(), new File([new Uint8Array(4)], 'IMG_0042.heic', { type: '' }));
    expect(await screen.findByText('Uploaded')).toBeVisible();
    expect(fetchCalls(fetch)).toHaveLength(1);
  });

  it('takes a sent file back from the API when it is removed', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(stored(12), { status: 204, ok: true, json: async () => ({}) } as Response);
    const files = createRequestFiles();
    render(<RequestFilesField files={files} />);
    await user.upload(picker(), pdf());
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files sent with your request' })).not.toBeInTheDocument();
    const removal = fetchCalls(fetch)[1];
    expect(removal).toMatchObject({ url: '/api/services/files/12', method: 'DELETE' });
    expect(removal?.headers[REQUEST_FILES_KEY_HEADER]).toBe(files.filesKey());
  });

  it('refuses a file over 10 MB and one past the fifth at once, without sending them', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(stored(13));
    render(<RequestFilesField files={createRequestFiles()} />);
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: REQUEST_FILE_MAX_BYTES + 1 });
    const five = Array.from({ length: REQUEST_FILES_MAX }, (_, index) => pdf(`page-${index}.pdf`));
    await user.upload(picker(), [huge, ...five, pdf('sixth.pdf')]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([requestFileMessages.tooLarge, requestFileMessages.tooMany]);
    expect(fetchCalls(fetch)).toHaveLength(REQUEST_FILES_MAX);
  });

  it('sends a file picked in the page before the form was hydrated, once it is, and empties the input', async () => {
    const fetch = mockFetch(stored(14));
    const files = createRequestFiles();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RequestFilesField files={files} />);
    document.body.append(container);
    // The browser's own pick, into the page's HTML: React is not there yet to see it.
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    let picked: File[] = [pdf()];
    Object.defineProperty(input, 'files', { configurable: true, get: () => picked });
    Object.defineProperty(input, 'value', { configurable: true, get: () => '', set: () => (picked = []) });

    const root = await act(async () => hydrateRoot(container, <RequestFilesField files={files} />));
    const list = await screen.findByRole('list', { name: 'Files sent with your request' });
    expect(await within(list).findByText('Uploaded')).toBeVisible();
    expect(fetchCalls(fetch)).toHaveLength(1);
    expect(picked).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
