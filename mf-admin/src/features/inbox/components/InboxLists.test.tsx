import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkResult, InboxPage, InboxSummary, StaffRole } from '@frc/contracts/browser';
import { LIVE_INTERVAL_MS } from '../../../shared/staffQueries';
import { inboxSummary } from '../../../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';

const AMINA = inboxSummary();
const BEN = inboxSummary({ ref: 'request-55', name: 'Ben Okafor', email: 'ben@example.com', opened: true });
const CHLOE = inboxSummary({ ref: 'request-56', name: 'Chloé Martin', email: 'chloe@example.com' });

function inboxPage(items: InboxSummary[]): InboxPage {
  return { items, total: items.length, page: 1, pageSize: 25, unopened: items.filter((item) => !item.opened).length };
}

/** The staff API of these tests; `inbox` is what GET inbox answers now (a test may change it). */
function listsApi(role: StaffRole, options: { bulk?: (call: RecordedCall) => BulkResult } = {}) {
  const state = { inbox: inboxPage([AMINA, BEN]) };
  const api = fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe(role)),
    'GET /api/admin/dashboard': jsonResponse(200, {
      scope: role === 'admin' ? 'team' : 'mine',
      inbox: { items: 2, unopened: 1 },
      unreadMessages: 0,
      newRequests: { today: 1, last7Days: 4, last30Days: 12 },
      openCasesByStatus: [],
      casesPerManager: [],
      recent: [],
    }),
    'GET /api/admin/staff': jsonResponse(200, {
      items: [{ id: 2, email: 'casey@example.com', name: 'Casey Manager', role: 'case_manager', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' }],
    }),
    'GET /api/admin/views': jsonResponse(200, { items: [{ id: 4, list: 'inbox', name: 'Forex this week', query: 'scamType=forex' }] }),
    'GET /api/admin/inbox': () => jsonResponse(200, state.inbox),
    'POST /api/admin/inbox/bulk': (call) => jsonResponse(200, options.bulk?.(call) ?? { summary: 'Done.', done: [], skipped: [] }),
  });
  return { api, state };
}

beforeEach(() => mockScreenWidth('wide'));
afterEach(() => jest.useRealTimers());

describe('the inbox as a live list', () => {
  it('keeps the rows being read while a poll brings new ones, and shows them when asked', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { state } = listsApi('admin');
    renderAdminAt('/admin/inbox');
    const table = await screen.findByRole('table', { name: 'Inbox' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    state.inbox = inboxPage([CHLOE, AMINA, BEN]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LIVE_INTERVAL_MS + 100);
    });
    const show = await screen.findByRole('button', { name: '1 new: show them' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 items, 1 not opened yet')).toBeVisible();

    await user.click(show);
    expect(within(screen.getByRole('table', { name: 'Inbox' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 items, 2 not opened yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /new: show them/ })).not.toBeInTheDocument();
  });
});

describe('the inbox’s views and sort', () => {
  it('keeps the sort in the address and asks the API for it', async () => {
    const user = userEvent.setup();
    const { api } = listsApi('admin');
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Amount');
    await user.selectOptions(screen.getByLabelText('Order'), 'Lowest or oldest first');
    await screen.findByRole('table', { name: 'Inbox' });
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?sort=amount&order=asc&page=1');
    expect(screen.getByRole('link', { name: /Export this view/ })).toHaveAttribute('href', '/api/admin/inbox/export?order=asc&sort=amount');
  });

  it('sorts by a column when its header is pressed, in the same address as the "Sort by" control', async () => {
    const user = userEvent.setup();
    const { api } = listsApi('admin');
    renderAdminAt('/admin/inbox?status=untriaged&page=2');
    const table = await screen.findByRole('table', { name: 'Inbox' });
    expect(within(table).getByRole('columnheader', { name: /^Received/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: 'Status, sort by this column' }));
    await screen.findByRole('table', { name: 'Inbox' });
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?status=untriaged&sort=status&order=desc&page=1');
    expect(screen.getByLabelText('Sort by')).toHaveValue('status');
    expect(within(screen.getByRole('table', { name: 'Inbox' })).getByRole('columnheader', { name: /^Status/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('table', { name: 'Inbox' })).getByRole('columnheader', { name: /^Received/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(screen.getByRole('table', { name: 'Inbox' })).getByRole('button', { name: 'Status, sorted highest or newest first' }));
    await screen.findByRole('table', { name: 'Inbox' });
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?status=untriaged&sort=status&order=asc&page=1');
    expect(screen.getByLabelText('Order')).toHaveValue('asc');
    expect(within(screen.getByRole('table', { name: 'Inbox' })).getByRole('columnheader', { name: /^Status/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: /Export this view/ })).toHaveAttribute('href', '/api/admin/inbox/export?order=asc&sort=status&status=untriaged');
  });

  it('offers the built-in views and the member’s saved ones as links, and keeps the view when filters apply', async () => {
    const user = userEvent.setup();
    const { api } = listsApi('case_manager');
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(within(views).getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Untriaged', 'Unassigned', 'My cases', 'My unread', 'Spam', 'Forex this week']);
    await user.click(within(views).getByRole('link', { name: 'My unread' }));
    expect(await within(views).findByRole('link', { name: 'My unread' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?unread=true&page=1');

    await user.type(screen.getByLabelText('Search'), 'amina');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: 'Inbox' });
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?q=amina&unread=true&page=1');
  });

  it('saves the current filters and sort as a named view', async () => {
    const user = userEvent.setup();
    const { api } = listsApi('admin');
    renderAdminAt('/admin/inbox?status=untriaged&sort=amount&order=desc');
    await screen.findByRole('table', { name: 'Inbox' });
    await user.click(screen.getByText('Save this view'));
    await user.type(screen.getByLabelText('Save the current filters and sort as'), 'Biggest first');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(api.callsTo('POST', '/api/admin/views')[0]?.body).toEqual({ list: 'inbox', name: 'Biggest first', query: 'order=desc&sort=amount&status=untriaged' });
  });
});

describe('bulk actions on the inbox', () => {
  it('marks the selected items as spam in one call, says what was done, and undoes one of them', async () => {
    const user = userEvent.setup();
    const { api } = listsApi('admin', {
      bulk: (call) => {
        const { refs, action } = call.body as { refs: string[]; action: string };
        if (action === 'spam') return { summary: `${refs.length} items marked as spam.`, done: refs.map((ref) => ({ ref, previousTriage: 'new', caseRef: null })), skipped: [] };
        return { summary: `${refs.length} item restored to the inbox.`, done: refs.map((ref) => ({ ref, previousTriage: 'spam', caseRef: null })), skipped: [] };
      },
    });
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });
    // The actions show once something is picked.
    expect(screen.queryByRole('button', { name: 'Mark selected as spam' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Select all on this page'));
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark selected as spam' }));

    expect(await screen.findByText('2 items marked as spam.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/inbox/bulk')[0]?.body).toEqual({ refs: ['request-54', 'request-55'], action: 'spam' });
    expect(screen.getByText('No items selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo request-55' }));
    expect(await screen.findByText('Undone: 1 item restored to the inbox.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/inbox/bulk')[1]?.body).toEqual({ refs: ['request-55'], action: 'restore' });
    expect(screen.queryByRole('button', { name: 'Undo request-55' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
  });

  it('lets an admin assign the selected items to a case manager', async () => {
    const user = userEvent.setup();
    const { api } = listsApi('admin', { bulk: () => ({ summary: '1 case assigned to Casey Manager.', done: [{ ref: 'request-55', previousTriage: null, caseRef: 'C-9' }], skipped: [] }) });
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });
    await user.click(screen.getByLabelText('Select Ben Okafor (request-55)'));
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(await screen.findByText('Choose the case manager to assign.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Assign to'), 'Casey Manager');
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(await screen.findByText('1 case assigned to Casey Manager.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/inbox/bulk')[0]?.body).toEqual({ refs: ['request-55'], action: 'assign', managerId: 2 });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('offers a case manager no assignment', async () => {
    const user = userEvent.setup();
    listsApi('case_manager');
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });
    await user.click(screen.getByLabelText('Select all on this page'));
    expect(screen.getByRole('button', { name: 'Mark selected as spam' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Assign to')).not.toBeInTheDocument();
  });
});
