import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inboxSummary } from '../../../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';

const DASHBOARD = {
  scope: 'team',
  inbox: { items: 2, unopened: 1 },
  unreadMessages: 0,
  newRequests: { today: 1, last7Days: 4, last30Days: 12 },
  openCasesByStatus: [{ status: 'investigating', count: 2 }],
  casesPerManager: [{ managerName: 'Casey Manager', count: 2 }],
  recent: [],
};

function inboxApi(total = 2) {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe()),
    'GET /api/admin/dashboard': jsonResponse(200, DASHBOARD),
    'GET /api/admin/views': jsonResponse(200, { items: [] }),
    'GET /api/admin/notifications': jsonResponse(200, { unseen: 0, items: [] }),
    'GET /api/admin/tasks/due': jsonResponse(200, { today: '2026-11-26', tasks: [] }),
    'GET /api/admin/staff': jsonResponse(200, {
      items: [{ id: 2, email: 'casey@example.com', name: 'Casey Manager', role: 'case_manager', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' }],
    }),
    'GET /api/admin/inbox': jsonResponse(200, {
      items: [
        inboxSummary(),
        inboxSummary({ ref: 'report-3', kind: 'report', source: null, name: 'Ben Okafor', opened: true, confirmed: false, triage: 'case', caseRef: 'C-2', caseStatus: 'investigating', managerName: 'Casey Manager' }),
      ],
      total,
      page: 1,
      pageSize: 25,
      unopened: 1,
    }),
  });
}

beforeEach(() => mockScreenWidth('wide'));

describe('the dashboard and its inbox', () => {
  it('shows the real figures in the cards and tables', async () => {
    inboxApi();
    renderAdminAt('/admin');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual(['Items2', 'Not opened yet1', 'Client messages you have not read0', 'Today1', 'Last 7 days4', 'Last 30 days12']);
    expect(within(screen.getByRole('table', { name: 'Open cases by status' })).getByRole('row', { name: 'Investigating 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Cases per case manager' })).getByRole('row', { name: 'Casey Manager 2' })).toBeInTheDocument();
  });

  it('lists what came in as the API orders it, marking what nobody opened yet', async () => {
    inboxApi();
    renderAdminAt('/admin');
    const table = await screen.findByRole('table', { name: 'Inbox' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/^Unopened: Amina Rahman/);
    expect(within(first!).getByRole('link', { name: 'Amina Rahman' })).toHaveAttribute('href', '/admin/inbox/request-54');
    expect(second).not.toHaveTextContent('Unopened');
    expect(second).toHaveTextContent('Whistleblowing report');
    expect(second).toHaveTextContent('C-2 Investigating');
    expect(screen.getByText('2 items, 1 not opened yet')).toBeVisible();
  });

  it('asks the API for the filters and the search together, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const api = inboxApi();
    renderAdminAt('/admin');
    await screen.findByRole('table', { name: 'Inbox' });

    await user.type(screen.getByLabelText('Search'), 'wallet');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Whistleblowing report');
    await user.selectOptions(screen.getByLabelText('Confirmed by the owner'), 'Not confirmed');
    await user.selectOptions(screen.getByLabelText('Case manager'), 'Casey Manager');
    await user.type(screen.getByLabelText('Received from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByText('2 items, 1 not opened yet');
    const last = api.callsTo('GET', '/api/admin/inbox').at(-1);
    expect(last?.url).toBe('/api/admin/inbox?q=wallet&kind=report&confirmed=false&manager=2&from=2026-11-01&page=1');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin');
  });

  it('pages through the inbox', async () => {
    const user = userEvent.setup();
    const api = inboxApi(60);
    renderAdminAt('/admin');
    const pager = await screen.findByRole('navigation', { name: 'Inbox pages' });
    expect(pager).toHaveTextContent('1 / 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?page=2');
  });

  it('shows the default view with a note for a view typed by hand that the inbox does not have, never the API refusal', async () => {
    const api = inboxApi();
    renderAdminAt('/admin?view=untriaged&kind=request');
    expect(await screen.findByText('This list has nothing called view=untriaged, so it shows the default instead.')).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Inbox' })).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?kind=request&page=1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
