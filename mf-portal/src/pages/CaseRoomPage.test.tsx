import { act, screen, waitFor, within } from '@testing-library/react';
import { CASE_ROOM_POLL_SECONDS, type CaseDocument, type CaseMessage, type ClientCase } from '@frc/contracts/browser';
import { sessionStore } from '@frc/session';
import type { SentRequest } from '@frc/submission/testing';
import { bearerOf, jsonResponse, mockFetch } from '../testing/fakeApi';
import { renderPortal, signInAs } from '../testing/renderPortal';

const REPORT: CaseDocument = {
  id: 40,
  name: 'fraud-investigation-report.pdf',
  size: 120_000,
  type: 'application/pdf',
  sha256: 'b'.repeat(64),
  uploadedBy: 'team',
  uploaderName: 'Casey Manager',
  at: '2026-11-26T12:00:00.000Z',
  isReport: true,
  messageId: null,
  readByClient: true,
  visibility: 'client',
  withdrawnAt: null,
};

const CASE: ClientCase = {
  ref: 'C-7',
  status: 'investigating',
  statusLabel: 'Investigating',
  managerName: 'Casey Manager',
  openedAt: '2026-11-20T09:00:00.000Z',
  timeline: [
    { status: 'new', clientNote: null, at: '2026-11-20T09:00:00.000Z' },
    { status: 'investigating', clientNote: 'We traced the first two transfers.', at: '2026-11-22T10:00:00.000Z' },
  ],
  requests: [{ ref: '54', createdAt: '2026-11-19T08:00:00.000Z', scamType: 'Romance scam', summary: 'Consultation request (Consultation wizard)' }],
  report: null,
  unread: 1,
  unreadDocuments: 0,
};

function message(id: number, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return { id, author: 'team', authorName: 'Casey Manager', text: `Message ${id}`, at: '2026-11-26T10:00:00.000Z', documents: [], readByOther: false, readAt: null, ...overrides };
}

interface Api {
  clientCase?: ClientCase | null;
  messages?: CaseMessage[][];
  documents?: CaseDocument[];
  onRequest?: (url: string, init: SentRequest) => Response | undefined;
}

/** The client API of one case: each read of the messages gets the next batch (then none). */
function caseApi({ clientCase = CASE, messages = [[message(1)]], documents = [], onRequest }: Api = {}) {
  const batches = [...messages];
  return mockFetch((url, init) => {
    const answer = onRequest?.(url, init as SentRequest);
    if (answer) return answer;
    if (url === '/api/cases') return jsonResponse(200, { items: [], unreadTotal: 3 });
    if (!clientCase) return jsonResponse(404, { status: 'error', message: 'Not found' });
    if (url === '/api/cases/C-7') return jsonResponse(200, { case: clientCase });
    if (url === '/api/cases/C-7/messages/read') return jsonResponse(200, { unread: 0 });
    if (url.startsWith('/api/cases/C-7/messages')) return jsonResponse(200, { items: batches.shift() ?? [], unread: 0 });
    if (url === '/api/cases/C-7/documents') return jsonResponse(200, { items: documents });
    return jsonResponse(404, { status: 'error', message: 'Not found' });
  });
}

beforeEach(() => signInAs({ id: 1, email: 'amina@example.com', name: 'Amina' }));
afterEach(() => {
  sessionStore.getState().signOut();
  jest.useRealTimers();
});

describe('/dashboard/cases/:ref', () => {
  it('shows where the case stands, its timeline oldest first with the notes, the case manager and its requests', async () => {
    const fetchMock = caseApi();
    renderPortal('/dashboard/cases/C-7');
    expect(await screen.findByRole('status', { name: 'Loading your case...' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Case C-7' })).toBeInTheDocument();
    expect((await screen.findByText('Status')).nextElementSibling).toHaveTextContent('Investigating');
    expect(screen.getByText('Case manager').nextElementSibling).toHaveTextContent('Casey Manager');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((step) => step.textContent)).toEqual([expect.stringMatching(/^New 20 Nov 2026/), expect.stringMatching(/^Investigating 22 Nov 2026.*We traced the first two transfers\.$/)]);
    expect(within(screen.getByRole('region', { name: 'Your requests in this case' })).getByRole('listitem')).toHaveTextContent(/^Consultation request \(Consultation wizard\) \(request number 54\)Sent 19 Nov 2026, .*, about: Romance scam$/);
    expect(screen.queryByRole('region', { name: 'Your report' })).not.toBeInTheDocument();
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => bearerOf(init) === 'Bearer token-123')).toBe(true);
    // The side menu's count of unread messages.
    await waitFor(() => expect(screen.getByRole('link', { name: /^My Cases/, hidden: true })).toHaveTextContent('My Cases3 (3 unread messages)'));
  });

  it('answers a case that is not the client’s (the API’s 404) with case not found, and nothing else', async () => {
    caseApi({ clientCase: null });
    renderPortal('/dashboard/cases/C-99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByText(/We found no case C-99 for your e-mail address/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows the server’s message with our phone and e-mail when the case cannot be read, and tries again', async () => {
    let fail = true;
    caseApi({ onRequest: (url) => (url === '/api/cases/C-7' && fail ? jsonResponse(503, { message: 'The service is busy. Try again in a minute.' }) : undefined) });
    renderPortal('/dashboard/cases/C-7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is busy. Try again in a minute.');
    expect(within(alert).getByRole('link', { name: /@/ })).toBeInTheDocument();
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Status')).toBeInTheDocument();
  });

  it('moves focus to the heading on arrival, marks the first message the client had not read New and opens the page there', async () => {
    const scrolledTo: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolledTo.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    // Two of the team's messages were unread when the case was read; the thread's read already counts them read.
    caseApi({
      clientCase: { ...CASE, unread: 2 },
      messages: [
        [
          message(1, { readByOther: true }),
          message(2, { author: 'client', authorName: 'Amina', text: 'Thanks', readByOther: true }),
          message(3, { readByOther: true, text: 'Please do NOT pay the 2,000 USD.' }),
          message(4, { readByOther: true }),
        ],
      ],
    });
    renderPortal('/dashboard/cases/C-7');
    const heading = screen.getByRole('heading', { level: 1, name: 'Case C-7' });
    expect(heading).toHaveFocus();
    const warning = (await screen.findByText('Please do NOT pay the 2,000 USD.')).closest('li')!;
    const marks = within(screen.getByRole('log', { name: 'Messages' })).getAllByText('New');
    expect(marks).toHaveLength(1);
    expect(warning).toContainElement(marks[0]!);
    await waitFor(() => expect(scrolledTo).toEqual([warning]));
    expect(heading).toHaveFocus();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('marks nothing New when the client had read everything', async () => {
    caseApi({ clientCase: { ...CASE, unread: 0 }, messages: [[message(1, { readByOther: true })]] });
    renderPortal('/dashboard/cases/C-7');
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(within(screen.getByRole('log', { name: 'Messages' })).queryByText('New')).not.toBeInTheDocument();
  });

  it('shows new messages from the team without a reload, asking only for what came after the newest, and marks them read once shown', async () => {
    jest.useFakeTimers();
    const fetchMock = caseApi({ messages: [[message(1), message(2, { author: 'client', authorName: 'Amina', text: 'Thanks' })], [], [message(5, { text: 'We wrote to the exchange.' })]] });
    renderPortal('/dashboard/cases/C-7');
    expect(await screen.findByText('Thanks')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(CASE_ROOM_POLL_SECONDS * 1000));
    await act(() => jest.advanceTimersByTimeAsync(CASE_ROOM_POLL_SECONDS * 1000));
    expect(screen.getByText('We wrote to the exchange.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/messages'));
    expect(calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/cases/C-7/messages',
      'POST /api/cases/C-7/messages/read',
      'GET /api/cases/C-7/messages?after=2',
      'GET /api/cases/C-7/messages?after=2',
      'POST /api/cases/C-7/messages/read',
    ]);
    const marks = calls.filter(([url]) => String(url).endsWith('/read')).map(([, init]) => JSON.parse(init?.body as string));
    expect(marks).toEqual([{ upTo: 2 }, { upTo: 5 }]);
  });

  it('sends a message with an uploaded file: one upload, then one message carrying its id and an Idempotency-Key', async () => {
    const sent: { url: string; init: SentRequest }[] = [];
    const uploaded = { ...REPORT, id: 61, name: 'statement.pdf', uploadedBy: 'client' as const, uploaderName: 'Amina', isReport: false };
    caseApi({
      onRequest: (url, init) => {
        if (init.method !== 'POST') return undefined;
        sent.push({ url, init });
        if (url === '/api/cases/C-7/documents') return jsonResponse(201, { document: uploaded });
        return jsonResponse(201, { message: message(9, { author: 'client', authorName: 'Amina', text: 'Here it is.', documents: [uploaded] }) });
      },
    });
    const { user } = renderPortal('/dashboard/cases/C-7');
    await user.type(await screen.findByLabelText('Your message to the case team'), 'Here it is.');
    await user.upload(screen.getByLabelText('Attach files (optional)'), new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Here it is.')).toBeInTheDocument();
    // Sent: the writer is back in the emptied box, not on the page's body.
    await waitFor(() => expect(screen.getByLabelText('Your message to the case team')).toHaveFocus());
    expect(screen.getByLabelText('Your message to the case team')).toHaveValue('');
    const sends = sent.filter(({ url }) => !url.endsWith('/messages/read'));
    expect(sends.map(({ url }) => url)).toEqual(['/api/cases/C-7/documents', '/api/cases/C-7/messages']);
    expect((sends[0]?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(JSON.parse(sends[1]?.init.body as string)).toEqual({ text: 'Here it is.', documentIds: [61] });
    expect(sends[1]?.init.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('button', { name: 'Download statement.pdf' })).toBeInTheDocument();
  });

  it('offers the report as “Your report” and downloads it with the client’s token', async () => {
    const createObjectURL = jest.fn((_file: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = caseApi({
      clientCase: { ...CASE, report: REPORT },
      documents: [REPORT],
      onRequest: (url) => (url === '/api/cases/C-7/documents/40' ? ({ status: 200, text: () => Promise.resolve('%PDF-1.7 report') } as Response) : undefined),
    });
    const { user } = renderPortal('/dashboard/cases/C-7');
    const report = await screen.findByRole('region', { name: 'Your report' });
    expect(report).toHaveTextContent('fraud-investigation-report.pdf');
    await user.click(within(report).getByRole('button', { name: 'Download your report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = fetchMock.mock.calls.find(([url]) => url === '/api/cases/C-7/documents/40');
    expect(bearerOf(download?.[1])).toBe('Bearer token-123');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe('%PDF-1.7 report'.length);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('fraud-investigation-report.pdf');
    click.mockRestore();
  });

  it('previews the team’s text document with the client’s token, and shows a withdrawn one by its name and the withdrawal alone', async () => {
    const notes: CaseDocument = { ...REPORT, id: 44, name: 'next-steps.txt', type: 'text/plain', isReport: false };
    const withdrawn: CaseDocument = { ...REPORT, id: 45, name: 'wrong-letter.pdf', isReport: false, withdrawnAt: '2026-11-27T09:30:00.000Z' };
    const fetchMock = caseApi({
      documents: [notes, withdrawn],
      onRequest: (url) => (url === '/api/cases/C-7/documents/44' ? ({ status: 200, text: () => Promise.resolve('Step 1: keep every receipt.') } as Response) : undefined),
    });
    const { user } = renderPortal('/dashboard/cases/C-7');
    const region = await screen.findByRole('region', { name: 'Documents' });
    await user.click(await within(region).findByRole('button', { name: 'Preview next-steps.txt' }));
    expect(await within(region).findByLabelText('Text of next-steps.txt')).toHaveTextContent('Step 1: keep every receipt.');
    expect(bearerOf(fetchMock.mock.calls.find(([url]) => url === '/api/cases/C-7/documents/44')?.[1])).toBe('Bearer token-123');

    expect(region).toHaveTextContent(/wrong-letter\.pdf, withdrawn by the team on 27 Nov 2026/);
    expect(within(region).queryByRole('button', { name: /wrong-letter/ })).not.toBeInTheDocument();
  });

  it('marks the team’s documents that were unread on arrival New, says once shown that they were read, and keeps the mark', async () => {
    const letter: CaseDocument = { ...REPORT, id: 41, name: 'exchange-letter.pdf', isReport: false, readByClient: false };
    const chart: CaseDocument = { ...REPORT, id: 42, name: 'tracing-chart.pdf', isReport: false, readByClient: false };
    const own: CaseDocument = { ...REPORT, id: 43, name: 'my-statement.pdf', isReport: false, uploadedBy: 'client', uploaderName: 'Amina' };
    let documents = [REPORT, letter, chart, own];
    const fetchMock = caseApi({
      clientCase: { ...CASE, unreadDocuments: 2 },
      onRequest: (url) => {
        if (url === '/api/cases/C-7/documents/read') {
          documents = documents.map((document) => ({ ...document, readByClient: true }));
          return jsonResponse(200, { unread: 0 });
        }
        return url === '/api/cases/C-7/documents' ? jsonResponse(200, { items: documents }) : undefined;
      },
    });
    renderPortal('/dashboard/cases/C-7');
    const region = await screen.findByRole('region', { name: 'Documents' });
    await within(region).findByRole('button', { name: 'Download exchange-letter.pdf' });
    const marked = () =>
      within(region)
        .getAllByRole('listitem')
        .filter((item) => within(item).queryByText('New'))
        .map((item) => item.textContent);
    expect(marked()).toEqual([expect.stringContaining('tracing-chart.pdf'), expect.stringContaining('exchange-letter.pdf')]);

    // Once shown, one mark up to the newest of them; the menu's count is read again after it.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cases/C-7/documents/read')).toHaveLength(1));
    const mark = fetchMock.mock.calls.find(([url]) => url === '/api/cases/C-7/documents/read')?.[1] as SentRequest;
    expect(JSON.parse(String(mark.body))).toEqual({ upTo: 42 });
    expect(bearerOf(mark)).toBe('Bearer token-123');
    const urls = () => fetchMock.mock.calls.map(([url]) => url);
    await waitFor(() => expect(urls().lastIndexOf('/api/cases')).toBeGreaterThan(urls().indexOf('/api/cases/C-7/documents/read')));

    // Read again (the window got the focus back): now read on the server, still marked here while the client reads on.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cases/C-7/documents').length).toBeGreaterThan(1));
    expect(marked()).toEqual([expect.stringContaining('tracing-chart.pdf'), expect.stringContaining('exchange-letter.pdf')]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cases/C-7/documents/read')).toHaveLength(1);
  });

  it('makes a mark that failed again with the next read that brings the documents', async () => {
    const letter: CaseDocument = { ...REPORT, id: 41, name: 'exchange-letter.pdf', isReport: false, readByClient: false };
    let marks = 0;
    const fetchMock = caseApi({
      documents: [letter],
      onRequest: (url) => {
        if (url !== '/api/cases/C-7/documents/read') return undefined;
        marks += 1;
        return marks === 1 ? jsonResponse(503, { message: 'The service is busy.' }) : jsonResponse(200, { unread: 0 });
      },
    });
    renderPortal('/dashboard/cases/C-7');
    await waitFor(() => expect(marks).toBe(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(marks).toBe(2));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/cases/C-7/documents/read').map(([, init]) => JSON.parse(String((init as SentRequest).body)))).toEqual([{ upTo: 41 }, { upTo: 41 }]);
  });

  it('marks nothing when no document of the team waits', async () => {
    const fetchMock = caseApi({ documents: [REPORT] });
    renderPortal('/dashboard/cases/C-7');
    const region = await screen.findByRole('region', { name: 'Documents' });
    await within(region).findByRole('button', { name: 'Download fraud-investigation-report.pdf' });
    expect(within(region).queryByText('New')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/cases/C-7/documents/read')).toBe(false);
  });
});
