import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseDetail } from '../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const { requests: _requests, history: _history, notes: _notes, ...summary } = caseDetail({ status: 'investigating', managerId: 2, managerName: 'Casey Manager', amountRecovered: '1200.50' });

function casesApi(role: 'admin' | 'case_manager') {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe(role)),
    'GET /api/admin/staff': jsonResponse(200, { items: [] }),
    'GET /api/admin/cases': jsonResponse(200, { items: [{ ...summary, requests: 1, unreadMessages: 2 }], total: 1, page: 1, pageSize: 25 }),
    'GET /api/admin/views': jsonResponse(200, { items: [] }),
    'GET /api/admin/dashboard': jsonResponse(200, { scope: 'team', inbox: { items: 0, unopened: 0 }, unreadMessages: 0, newRequests: { today: 0, last7Days: 0, last30Days: 0 }, openCasesByStatus: [], casesPerManager: [], recent: [] }),
    'GET /api/admin/inbox': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25, unopened: 0 }),
    'POST /api/admin/cases/bulk': jsonResponse(200, { summary: '1 case assigned to Casey Manager.', done: [{ ref: 'C-5', previousTriage: null, caseRef: 'C-5' }], skipped: [] }),
  });
}

describe('/admin/cases', () => {
  it('lists the cases with their status, manager, amounts and the client’s unread messages, each linked to its page', async () => {
    casesApi('admin');
    renderAdminAt('/admin/cases');
    const table = await screen.findByRole('table', { name: 'Cases' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'C-5' })).toHaveAttribute('href', '/admin/cases/C-5');
    expect(row).toHaveTextContent('Amina Rahman (amina@example.com)');
    expect(row).toHaveTextContent('Investigating');
    expect(row).toHaveTextContent('Casey Manager');
    expect(row).toHaveTextContent('$2,500');
    expect(row).toHaveTextContent('$1,200.50');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(row!.children[headers.indexOf('Unread messages')]).toHaveTextContent(/^2$/);
  });

  it('filters by status and search; only admins filter by case manager', async () => {
    const user = userEvent.setup();
    const api = casesApi('case_manager');
    renderAdminAt('/admin/cases');
    await screen.findByRole('table', { name: 'Cases' });
    expect(screen.queryByLabelText('Case manager')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Investigating');
    await user.type(screen.getByLabelText('Search'), 'amina');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: 'Cases' });
    expect(api.callsTo('GET', '/api/admin/cases').at(-1)?.url).toBe('/api/admin/cases?status=investigating&q=amina&page=1');
  });

  it('sorts by the address, keeps the view when filters apply, and exports the view', async () => {
    const user = userEvent.setup();
    const api = casesApi('case_manager');
    renderAdminAt('/admin/cases?unread=true');
    await screen.findByRole('table', { name: 'Cases' });
    expect(within(screen.getByRole('navigation', { name: 'Views' })).getByRole('link', { name: 'My unread' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Amount lost');
    await user.selectOptions(screen.getByLabelText('Status'), 'Investigating');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: 'Cases' });
    expect(api.callsTo('GET', '/api/admin/cases').at(-1)?.url).toBe('/api/admin/cases?status=investigating&unread=true&sort=amount&order=desc&page=1');
    expect(screen.getByRole('link', { name: /Export this view/ })).toHaveAttribute('href', '/api/admin/cases/export?order=desc&sort=amount&status=investigating&unread=true');
    expect(screen.queryByLabelText('Assign to')).not.toBeInTheDocument();
  });

  it('sorts by a column header on a laptop, by keyboard too, and the "Sort by" control follows', async () => {
    mockScreenWidth('narrow');
    const user = userEvent.setup();
    const api = casesApi('case_manager');
    renderAdminAt('/admin/cases?unread=true');
    const table = await screen.findByRole('table', { name: 'Cases' });
    const updated = within(table).getByRole('button', { name: 'Updated, sorted highest or newest first' });
    expect(within(table).queryByRole('button', { name: /^Amount lost/ })).not.toBeInTheDocument();

    updated.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('table', { name: 'Cases' });
    expect(api.callsTo('GET', '/api/admin/cases').at(-1)?.url).toBe('/api/admin/cases?unread=true&sort=updated&order=asc&page=1');
    expect(screen.getByRole('columnheader', { name: /^Updated/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByLabelText('Order')).toHaveValue('asc');

    await user.click(screen.getByRole('button', { name: 'Status, sort by this column' }));
    await screen.findByRole('table', { name: 'Cases' });
    expect(api.callsTo('GET', '/api/admin/cases').at(-1)?.url).toBe('/api/admin/cases?unread=true&sort=status&order=desc&page=1');
    expect(screen.getByLabelText('Sort by')).toHaveValue('status');
    expect(screen.getByRole('columnheader', { name: /^Status/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('falls back to the default for a status the cases do not have, with a note', async () => {
    const api = casesApi('case_manager');
    renderAdminAt('/admin/cases?status=untriaged&sort=amount');
    expect(await screen.findByText('This list has nothing called status=untriaged, so it shows the default instead.')).toBeVisible();
    await screen.findByRole('table', { name: 'Cases' });
    expect(api.callsTo('GET', '/api/admin/cases').at(-1)?.url).toBe('/api/admin/cases?sort=amount&page=1');
  });

  it('lets an admin assign the selected cases from the list', async () => {
    const user = userEvent.setup();
    const api = casesApi('admin');
    renderAdminAt('/admin/cases');
    await screen.findByRole('table', { name: 'Cases' });
    await user.click(screen.getByLabelText('Select C-5 (Amina Rahman)'));
    await user.selectOptions(screen.getByLabelText('Assign to'), 'Nobody (unassigned)');
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(await screen.findByText('1 case assigned to Casey Manager.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/bulk')[0]?.body).toEqual({ refs: ['C-5'], managerId: null });
  });

  it('reads every other page afresh after a change: the inbox read before an assignment is read again when shown', async () => {
    const user = userEvent.setup();
    const api = casesApi('admin');
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });
    await user.click(screen.getByRole('link', { name: 'Cases' }));
    await screen.findByRole('table', { name: 'Cases' });
    await user.click(screen.getByRole('link', { name: /^Inbox/ }));
    await screen.findByRole('table', { name: 'Inbox' });
    // Shown again at once, nothing changed: the answer read a moment ago is still good.
    expect(api.callsTo('GET', '/api/admin/inbox')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Cases' }));
    await user.click(await screen.findByLabelText('Select C-5 (Amina Rahman)'));
    await user.selectOptions(screen.getByLabelText('Assign to'), 'Nobody (unassigned)');
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    await screen.findByText('1 case assigned to Casey Manager.');
    await user.click(screen.getByRole('link', { name: /^Inbox/ }));
    await screen.findByRole('table', { name: 'Inbox' });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/inbox')).toHaveLength(2));
  });
});
