import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_EDIT_CONFLICT } from '@frc/contracts/browser';
import { formatDay, utcToday } from '../features/tasks/dueLabel';
import { caseDetail, inboxItem } from '../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const TEAM = {
  items: [
    { id: 1, email: 'dana@example.com', name: 'Dana Admin', role: 'admin', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 2, email: 'casey@example.com', name: 'Casey Manager', role: 'case_manager', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 3, email: 'eve@example.com', name: 'Eve Editor', role: 'editor', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 4, email: 'lee@example.com', name: 'Lee Left', role: 'case_manager', active: false, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' },
  ],
};

function caseApi(
  role: 'admin' | 'case_manager',
  statusAnswer: (call: RecordedCall) => Response,
  reads = [caseDetail()],
  more: Record<string, (call: RecordedCall) => Response> = {},
) {
  let read = 0;
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe(role)),
    'GET /api/admin/staff': jsonResponse(200, TEAM),
    'GET /api/admin/cases/C-5': () => jsonResponse(200, { case: reads[Math.min(read++, reads.length - 1)] }),
    'POST /api/admin/cases/C-5/status': statusAnswer,
    'POST /api/admin/cases/C-5': (call) => jsonResponse(200, { case: caseDetail({ managerId: 2, managerName: 'Casey Manager', version: (call.body as { version: number }).version + 1 }) }),
    'GET /api/admin/cases/C-5/messages': () => jsonResponse(200, { items: [], unread: 0 }),
    'GET /api/admin/cases/C-5/documents': () => jsonResponse(200, { items: [] }),
    'GET /api/admin/inbox/request-54': () => jsonResponse(200, { item: inboxItem() }),
    'GET /api/admin/cases/C-5/tasks': () => jsonResponse(200, { tasks: [] }),
    'GET /api/admin/notifications': () => jsonResponse(200, { unseen: 0, items: [] }),
    ...more,
  });
}

describe('/admin/cases/:ref', () => {
  it('moves the case along its pipeline with a note for the client, sending the version it showed', async () => {
    const user = userEvent.setup();
    const moved = caseDetail({
      status: 'investigating',
      version: 2,
      history: [...caseDetail().history, { status: 'investigating', clientNote: 'We traced the transfers.', at: '2026-11-26T11:00:00.000Z', byName: 'Casey Manager' }],
    });
    const api = caseApi('case_manager', () => jsonResponse(200, { case: moved, clientNoticeBy: null }));
    renderAdminAt('/admin/cases/C-5');

    await user.selectOptions(await screen.findByLabelText('New status'), 'Investigating');
    await user.type(screen.getByLabelText('Note for the client (optional)'), 'We traced the transfers.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));

    expect(await screen.findByText('Status saved. The client was e-mailed that there is news.')).toBeVisible();
    const [sent] = api.callsTo('POST', '/api/admin/cases/C-5/status');
    expect(sent?.body).toEqual({ version: 1, status: 'investigating', clientNote: 'We traced the transfers.' });
    expect(sent?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    await user.click(screen.getByRole('link', { name: /^History/ }));
    expect(screen.getByText('Note for the client: We traced the transfers.')).toBeVisible();
    // A case manager does not assign cases.
    expect(screen.queryByLabelText('Case manager')).not.toBeInTheDocument();
  });

  it('says when the client will be e-mailed when the change joins the gathered notice, instead of claiming it was', async () => {
    const user = userEvent.setup();
    const by = new Date(2026, 10, 28, 20, 32).toISOString();
    caseApi('case_manager', () => jsonResponse(200, { case: caseDetail({ status: 'investigating', version: 2 }), clientNoticeBy: by }));
    renderAdminAt('/admin/cases/C-5');
    await user.selectOptions(await screen.findByLabelText('New status'), 'Investigating');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status saved. The client will be e-mailed by 20:32 unless they read it first.')).toBeVisible();
    expect(screen.queryByText(/was e-mailed/)).not.toBeInTheDocument();
  });

  it('sets a follow-up with the status change, and reads the case’s tasks again', async () => {
    const user = userEvent.setup();
    const api = caseApi('case_manager', () => jsonResponse(200, { case: caseDetail({ status: 'consultation', version: 2 }) }));
    renderAdminAt('/admin/cases/C-5');
    await user.selectOptions(await screen.findByLabelText('New status'), 'Consultation');
    await user.selectOptions(screen.getByLabelText('Follow-up (optional)'), 'Remind me in 14 days');
    const reads = api.callsTo('GET', '/api/admin/cases/C-5/tasks').length;
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status saved. The client was e-mailed that there is news. Follow-up set: a reminder in 14 days.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/status')[0]?.body).toEqual({ version: 1, status: 'consultation', clientNote: '', followUpDays: 14 });
    expect(api.callsTo('GET', '/api/admin/cases/C-5/tasks').length).toBeGreaterThan(reads);
    expect(screen.getByLabelText('Follow-up (optional)')).toHaveValue('');
  });

  it('after a 409 keeps what was typed beside the other member’s change until the member chooses', async () => {
    const user = userEvent.setup();
    const theirs = caseDetail({ status: 'engaged', version: 2 });
    let answer = () => jsonResponse(409, { status: 'error', message: CASE_EDIT_CONFLICT });
    const api = caseApi('admin', () => answer(), [caseDetail(), theirs]);
    renderAdminAt('/admin/cases/C-5');

    await user.selectOptions(await screen.findByLabelText('New status'), 'Consultation');
    await user.type(screen.getByLabelText('Note for the client (optional)'), 'We call you on Monday.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this case');
    // The case is read again by itself: their change shows beside the draft, which stays.
    expect(await within(conflict).findByText('Theirs: Engaged · yours: Consultation')).toBeVisible();
    expect(screen.getByLabelText('New status')).toHaveDisplayValue('Consultation');
    expect(screen.getByLabelText('Note for the client (optional)')).toHaveValue('We call you on Monday.');
    expect(screen.getByRole('button', { name: 'Change status' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/admin/cases/C-5')).toHaveLength(2);

    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer = () => jsonResponse(200, { case: caseDetail({ status: 'consultation', version: 3 }) });
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status saved. The client was e-mailed that there is news.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/status').map((call) => call.body)).toEqual([
      { version: 1, status: 'consultation', clientNote: 'We call you on Monday.' },
      { version: 2, status: 'consultation', clientNote: 'We call you on Monday.' },
    ]);
  });

  it('takes the other member’s change when the member chooses it', async () => {
    const user = userEvent.setup();
    caseApi('admin', () => jsonResponse(409, { status: 'error', message: CASE_EDIT_CONFLICT }), [caseDetail(), caseDetail({ status: 'engaged', version: 2 })]);
    renderAdminAt('/admin/cases/C-5');

    await user.selectOptions(await screen.findByLabelText('New status'), 'Consultation');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('button', { name: 'Use theirs' }));
    expect(screen.getByLabelText('New status')).toHaveDisplayValue('Engaged');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a typed amount and its conflict when an internal note is added meanwhile', async () => {
    const user = userEvent.setup();
    const theirs = caseDetail({ amountLost: '3000', version: 2 });
    const withNote = { ...theirs, notes: [{ id: 1, text: 'Called the bank.', at: '2026-11-26T12:00:00.000Z', byName: 'Dana Admin' }] };
    caseApi('admin', () => jsonResponse(500), [caseDetail(), theirs, withNote], {
      'POST /api/admin/cases/C-5': () => jsonResponse(409, { status: 'error', message: CASE_EDIT_CONFLICT }),
      'POST /api/admin/cases/C-5/notes': () => jsonResponse(201, { case: withNote }),
    });
    renderAdminAt('/admin/cases/C-5');

    const amount = await screen.findByLabelText('Amount lost (US dollars)');
    await user.clear(amount);
    await user.type(amount, '2750');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theirs: $3,000 · yours: $2,750')).toBeVisible();

    // The note is added on the Notes tab; back on the overview, the typed amount and its conflict wait as they were.
    await user.click(screen.getByRole('link', { name: /^Notes/ }));
    await user.type(await screen.findByLabelText('New internal note'), 'Called the bank.');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Called the bank.', { selector: 'p' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    expect(screen.getByLabelText('Amount lost (US dollars)')).toHaveValue('2750');
    expect(screen.getByText('Theirs: $3,000 · yours: $2,750')).toBeVisible();
  });

  it('lets an admin give the case to a case manager', async () => {
    const user = userEvent.setup();
    const api = caseApi('admin', () => jsonResponse(500));
    renderAdminAt('/admin/cases/C-5');
    await within(await screen.findByLabelText('Case manager')).findByRole('option', { name: 'Casey Manager' });
    await user.selectOptions(screen.getByLabelText('Case manager'), 'Casey Manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/C-5')[0]?.body).toEqual({ version: 1, managerId: 2, amountLost: '2500', amountRecovered: null });
  });

  it('offers cases and tasks only to active admins and case managers, never to an editor or a deactivated member', async () => {
    const user = userEvent.setup();
    caseApi('admin', () => jsonResponse(500));
    renderAdminAt('/admin/cases/C-5');
    const managerOptions = within(await screen.findByLabelText('Case manager'));
    await managerOptions.findByRole('option', { name: 'Casey Manager' });
    const offered = [managerOptions.getAllByRole('option').map((option) => option.textContent)];
    await user.click(screen.getByRole('link', { name: /^Tasks/ }));
    offered.push(within(await screen.findByLabelText('For')).getAllByRole('option').map((option) => option.textContent));
    for (const names of offered) {
      expect(names).toContain('Dana Admin');
      expect(names).not.toContain('Eve Editor');
      expect(names).not.toContain('Lee Left');
    }
  });


  it('opens on the overview: the victim\'s story from the request, the amounts, status, manager, next task and last message, with counts on the tabs', async () => {
    // The next task is due a week from whenever the test runs: it reads "Due" with its date.
    const nextWeek = utcToday(new Date(Date.now() + 7 * 86_400_000));
    caseApi('case_manager', () => jsonResponse(500), [caseDetail({ unreadMessages: 2, notes: [{ id: 1, text: 'Called the bank.', at: '2026-11-26T12:00:00.000Z', byName: 'Dana Admin' }] })], {
      'GET /api/admin/inbox/request-54': () => jsonResponse(200, { item: inboxItem({ description: 'He promised 40% a month, then asked for a withdrawal fee.' }) }),
      'GET /api/admin/cases/C-5/tasks': () =>
        jsonResponse(200, {
          tasks: [
            { id: 8, caseRef: 'C-5', title: 'Call the bank', note: null, dueOn: nextWeek, dueTime: null, assigneeId: 2, assigneeName: 'Casey Manager', done: false, doneAt: null, createdAt: '2026-11-26T10:00:00.000Z', version: 1 },
            { id: 9, caseRef: 'C-5', title: 'Done one', note: null, dueOn: '2026-11-20', dueTime: null, assigneeId: 2, assigneeName: 'Casey Manager', done: true, doneAt: '2026-11-21T10:00:00.000Z', createdAt: '2026-11-19T10:00:00.000Z', version: 2 },
          ],
        }),
      'GET /api/admin/cases/C-5/messages': () =>
        jsonResponse(200, {
          items: [
            { id: 1, author: 'client', authorName: 'Amina Rahman', text: 'Any news?', at: '2026-11-26T10:00:00.000Z', documents: [], readByOther: true, readAt: '2026-11-26T10:05:00.000Z' },
            { id: 2, author: 'team', authorName: 'Casey Manager', text: 'We wrote to the bank.', at: '2026-11-26T11:00:00.000Z', documents: [], readByOther: false, readAt: null },
          ],
          unread: 0,
        }),
    });
    renderAdminAt('/admin/cases/C-5');
    const tabs = await screen.findByRole('navigation', { name: 'Case C-5' });
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('He promised 40% a month, then asked for a withdrawal fee.')).toBeVisible();
    expect(screen.getByText('Amount lost, as they gave it: €2,500')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Requests in this case' })).getAllByRole('row')[1]).toHaveTextContent('€2,500');
    expect(await screen.findByText(`Call the bank (Due ${formatDay(nextWeek)})`, { exact: false })).toBeVisible();
    expect(screen.getByText('We wrote to the bank.')).toBeVisible();
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin/cases/C-5'],
      ['Messages 2 unread', '/admin/cases/C-5/messages'],
      ['Documents 0', '/admin/cases/C-5/documents'],
      ['Engagement', '/admin/cases/C-5/engagement'],
      ['Tasks 1 open', '/admin/cases/C-5/tasks'],
      ['History 1', '/admin/cases/C-5/history'],
      ['Notes 1', '/admin/cases/C-5/notes'],
    ]);
    // The thread is on its own tab: the overview marks nothing read.
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the address: a tab opened directly shows it, marked, and nothing of the others', async () => {
    const user = userEvent.setup();
    caseApi('case_manager', () => jsonResponse(500));
    renderAdminAt('/admin/cases/C-5/documents');
    const tabs = await screen.findByRole('navigation', { name: 'Case C-5' });
    expect(within(tabs).getByRole('link', { name: /^Documents/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('New status')).not.toBeVisible();

    await user.click(within(tabs).getByRole('link', { name: /^History/ }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/cases/C-5/history');
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  });

  it("lists the consultations of the case's requests in its History, counted on the tab", async () => {
    const booked = {
      id: 9,
      requestRef: 'request-54',
      startsAt: '2026-12-01T15:00:00.000Z',
      status: 'cancelled' as const,
      cancelledBy: 'firm' as const,
      channel: 'video' as const,
      consultantName: 'Casey Manager',
      bookedAt: '2026-11-26T09:40:00.000Z',
    };
    caseApi('case_manager', () => jsonResponse(500), [caseDetail({ consultations: [booked] })]);
    renderAdminAt('/admin/cases/C-5/history');
    const tabs = await screen.findByRole('navigation', { name: 'Case C-5' });
    expect(within(tabs).getByRole('link', { name: /^History/ })).toHaveTextContent('History 2');
    const consultations = screen.getByRole('region', { name: 'Consultations' });
    expect(within(consultations).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(consultations).getByRole('listitem')).toHaveTextContent(/^Free consultation \(video\) on .+ with Casey Manager: Cancelled by the team Booked .+, for request-54$/);
  });

  it('has no page for a tab the case does not have: that address is the area\u2019s 404', async () => {
    caseApi('case_manager', () => jsonResponse(500));
    renderAdminAt('/admin/cases/C-5/files');
    expect(await screen.findByRole('heading', { name: 'Test 404' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Case C-5' })).not.toBeInTheDocument();
  });
});
