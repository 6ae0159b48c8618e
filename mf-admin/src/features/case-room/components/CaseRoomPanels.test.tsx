import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_ROOM_POLL_SECONDS, type CaseDocument, type CaseMessage } from '@frc/contracts/browser';
import { caseDetail } from '../../../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));
afterEach(() => jest.useRealTimers());

function document(id: number, overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    id,
    name: `file-${id}.pdf`,
    size: 2048,
    type: 'application/pdf',
    sha256: 'c'.repeat(64),
    uploadedBy: 'team',
    uploaderName: 'Casey Manager',
    at: '2026-11-26T12:00:00.000Z',
    isReport: false,
    messageId: null,
    readByClient: true,
    visibility: 'client',
    withdrawnAt: null,
    ...overrides,
  };
}

function message(id: number, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return { id, author: 'client', authorName: 'Amina Rahman', text: `Message ${id}`, at: '2026-11-26T10:00:00.000Z', documents: [], readByOther: false, readAt: null, ...overrides };
}

/** The staff API of case C-5: each read of its messages gets the next batch (then none). */
function caseRoomApi({ batches = [[message(1)]] as CaseMessage[][], documents = [document(3)], routes = {} as Record<string, (call: RecordedCall) => Response> } = {}) {
  const pending = [...batches];
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('case_manager', 'Casey Manager')),
    'GET /api/admin/staff': jsonResponse(200, { items: [] }),
    'GET /api/admin/cases/C-5': jsonResponse(200, { case: caseDetail() }),
    'GET /api/admin/cases/C-5/messages': () => jsonResponse(200, { items: pending.shift() ?? [], unread: 0 }),
    'GET /api/admin/cases/C-5/documents': () => jsonResponse(200, { items: documents }),
    ...routes,
  });
}

describe('the case page’s messages and documents', () => {
  it('shows the client’s messages as they arrive, without a reload, and their files as downloads', async () => {
    jest.useFakeTimers();
    const api = caseRoomApi({
      batches: [[message(1, { text: 'Hello <b>team</b>' })], [], [message(4, { text: 'Here is the statement.', documents: [document(9, { uploadedBy: 'client', name: 'statement.pdf' })] })]],
    });
    renderAdminAt('/admin/cases/C-5/messages');
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText('Hello <b>team</b>')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(CASE_ROOM_POLL_SECONDS * 1000));
    await act(() => jest.advanceTimersByTimeAsync(CASE_ROOM_POLL_SECONDS * 1000));
    expect(within(messages).getByText('Here is the statement.')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'Download statement.pdf' })).toHaveAttribute('href', '/api/admin/cases/C-5/documents/9');
    expect(api.callsTo('GET', '/api/admin/cases/C-5/messages').map((call) => call.url)).toEqual([
      '/api/admin/cases/C-5/messages',
      '/api/admin/cases/C-5/messages?after=1',
      '/api/admin/cases/C-5/messages?after=1',
    ]);
    // The file that came with the message is read into the documents.
    expect(api.callsTo('GET', '/api/admin/cases/C-5/documents').length).toBeGreaterThanOrEqual(2);
  });

  it('replies once on a double tap, with the session’s CSRF token and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const api = caseRoomApi({
      routes: {
        'POST /api/admin/cases/C-5/messages': (call) =>
          jsonResponse(201, { message: message(7, { author: 'team', authorName: 'Casey Manager', text: (call.body as { text: string }).text }) }),
      },
    });
    renderAdminAt('/admin/cases/C-5/messages');
    await user.type(await screen.findByLabelText('Reply to the client'), 'We have your statement.');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We have your statement.', { selector: 'p' })).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/admin/cases/C-5/messages');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ text: 'We have your statement.', documentIds: [] });
    expect(sent[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/\S{16,}/);
  });

  it('uploads a document with its progress, lists it, and marks it as the client’s report', async () => {
    const user = userEvent.setup();
    let documents = [document(3)];
    const api = caseRoomApi({
      routes: {
        'GET /api/admin/cases/C-5/documents': () => jsonResponse(200, { items: documents }),
        'POST /api/admin/cases/C-5/documents': () => {
          documents = [...documents, document(12, { name: 'report.pdf' })];
          return jsonResponse(201, { document: document(12, { name: 'report.pdf' }) });
        },
        'POST /api/admin/cases/C-5/documents/12/report': () => {
          documents = documents.map((item) => ({ ...item, isReport: item.id === 12 }));
          return jsonResponse(200, { document: document(12, { name: 'report.pdf', isReport: true }) });
        },
      },
    });
    renderAdminAt('/admin/cases/C-5/documents');
    const panel = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(panel).findByRole('link', { name: 'Download file-3.pdf' })).toBeInTheDocument();

    await user.upload(within(panel).getByLabelText('Upload a document'), new File(['%PDF-1.7 report'], 'report.pdf', { type: 'application/pdf' }));
    // Nothing goes out before the member says who may see it.
    const choice = within(panel).getByRole('group', { name: 'Who may see report.pdf?' });
    await user.click(within(choice).getByRole('button', { name: 'Upload' }));
    expect(within(choice).getByRole('alert')).toHaveTextContent('Choose “Share with the client” or “Team only”.');
    expect(within(choice).getByRole('radio', { name: /Share with the client/ })).toHaveFocus();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/documents')).toHaveLength(0);
    await user.click(within(choice).getByRole('radio', { name: /Share with the client/ }));
    await user.click(within(choice).getByRole('button', { name: 'Upload' }));
    expect(await within(panel).findByText('report.pdf uploaded: share with the client.')).toBeInTheDocument();
    const upload = api.callsTo('POST', '/api/admin/cases/C-5/documents')[0];
    expect(upload?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect((upload?.body as FormData).get('visibility')).toBe('client');
    const row = (await within(panel).findByRole('link', { name: 'Download report.pdf' })).closest('li') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Mark as report: report.pdf' }));
    expect(await within(panel).findByText('report.pdf is now the client’s report.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/documents/12/report')[0]?.body).toEqual({ isReport: true });
    expect(await within(panel).findByRole('button', { name: 'Unmark as report: report.pdf' })).toBeInTheDocument();
    expect(within(panel).getByText('Report')).toBeInTheDocument();
  });

  it('keeps a team-only upload for the team, and withdraws a shared document once the member confirms', async () => {
    const user = userEvent.setup();
    let documents = [document(3, { name: 'letter.pdf' })];
    const api = caseRoomApi({
      routes: {
        'GET /api/admin/cases/C-5/documents': () => jsonResponse(200, { items: documents }),
        'POST /api/admin/cases/C-5/documents': () => {
          const memo = document(14, { name: 'memo.txt', type: 'text/plain', visibility: 'team' });
          documents = [...documents, memo];
          return jsonResponse(201, { document: memo });
        },
        'POST /api/admin/cases/C-5/documents/3/withdraw': () => {
          documents = documents.map((item) => (item.id === 3 ? { ...item, withdrawnAt: '2026-11-27T09:30:00.000Z' } : item));
          return jsonResponse(200, { document: documents[0] });
        },
      },
    });
    renderAdminAt('/admin/cases/C-5/documents');
    const panel = await screen.findByRole('region', { name: 'Documents' });
    await user.upload(within(panel).getByLabelText('Upload a document'), new File(['Internal memo'], 'memo.txt', { type: 'text/plain' }));
    await user.click(within(panel).getByRole('radio', { name: /Team only/ }));
    await user.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect(await within(panel).findByText('memo.txt uploaded: team only.')).toBeInTheDocument();
    expect((api.callsTo('POST', '/api/admin/cases/C-5/documents')[0]?.body as FormData).get('visibility')).toBe('team');
    const memoRow = (await within(panel).findByRole('link', { name: 'Download memo.txt' })).closest('li') as HTMLElement;
    expect(within(memoRow).getByText('Team only')).toBeInTheDocument();
    // A team-only document cannot be the client's report.
    expect(within(memoRow).queryByRole('button', { name: /Mark as report/ })).not.toBeInTheDocument();

    const letterRow = within(panel).getByRole('link', { name: 'Download letter.pdf' }).closest('li') as HTMLElement;
    await user.click(within(letterRow).getByRole('button', { name: 'Withdraw letter.pdf' }));
    expect(api.callsTo('POST', '/api/admin/cases/C-5/documents/3/withdraw')).toHaveLength(0);
    const confirm = within(letterRow).getByRole('group', { name: 'Withdraw letter.pdf?' });
    expect(within(confirm).getByRole('button', { name: 'Withdraw for good' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw for good' }));
    expect(await within(panel).findByText('letter.pdf is withdrawn and its file deleted.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/documents/3/withdraw')[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(await within(panel).findByText(/Withdrawn by the team on/)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Download letter.pdf' })).not.toBeInTheDocument();
  });

  it('inserts a reply template with the client’s first name and the case reference filled in', async () => {
    const user = userEvent.setup();
    caseRoomApi({
      routes: {
        'GET /api/admin/reply-templates': () =>
          jsonResponse(200, {
            items: [{ id: 1, name: 'Documents received', text: 'Dear {firstName}, we have your documents for {caseRef}.', updatedAt: '2026-11-26T12:00:00.000Z' }],
          }),
      },
    });
    renderAdminAt('/admin/cases/C-5/messages');
    const messages = await screen.findByRole('region', { name: 'Messages' });
    await user.selectOptions(await within(messages).findByLabelText('Insert a template'), 'Documents received');
    await user.click(within(messages).getByRole('button', { name: 'Insert' }));
    expect(within(messages).getByLabelText('Reply to the client')).toHaveValue(`Dear ${caseDetail().clientName.split(' ')[0]}, we have your documents for C-5.`);
  });
});
