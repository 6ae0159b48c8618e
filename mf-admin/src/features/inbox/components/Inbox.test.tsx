import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inboxItem, inboxSummary } from '../../../testing/backOfficeFixtures';
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
    'GET /api/admin/menu-counts': jsonResponse(200, { inboxUnopened: 1, tasksDue: 3 }),
    'GET /api/admin/inbox/request-54': jsonResponse(200, { item: inboxItem() }),
    'POST /api/admin/inbox/request-54/opened': jsonResponse(200, {}),
    'GET /api/admin/staff': jsonResponse(200, {
      items: [{ id: 2, email: 'casey@example.com', name: 'Casey Manager', role: 'case_manager', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' }],
    }),
    'GET /api/admin/inbox': jsonResponse(200, {
      items: [
        inboxSummary({ subject: 'Get a Free Consultation Call', source: 'contact' }),
        inboxSummary({ ref: 'report-3', subject: null, snippet: 'CoinPrime Capital', scamType: null, kind: 'report', source: null, name: 'Ben Okafor', opened: true, confirmed: false, triage: 'case', caseRef: 'C-2', caseStatus: 'investigating', managerName: 'Casey Manager' }),
      ],
      total,
      page: 1,
      pageSize: 25,
      unopened: 1,
    }),
  });
}

beforeEach(() => mockScreenWidth('wide'));

describe('the dashboard', () => {
  it('shows the real figures in the cards and tables, and leads to the inbox', async () => {
    inboxApi();
    renderAdminAt('/admin');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual(['Items2', 'Not opened yet1', 'Client messages you have not read0', 'Today1', 'Last 7 days4', 'Last 30 days12']);
    expect(within(screen.getByRole('table', { name: 'Open cases by status' })).getByRole('row', { name: 'Investigating 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Cases per case manager' })).getByRole('row', { name: 'Casey Manager 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/inbox');
  });
});

const rowsOf = async () => within(await screen.findByRole('table', { name: 'Inbox' })).getAllByRole('row').slice(1);

describe('/admin/inbox', () => {
  it('is in the menu, with the count of what nobody opened yet', async () => {
    const user = userEvent.setup();
    inboxApi();
    renderAdminAt('/admin');
    const entry = await within(await screen.findByRole('navigation', { name: 'Admin' })).findByRole('link', { name: 'Inbox (1 not opened yet)' });
    await user.click(entry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('lists what came in one line a row, as the API orders it: who, the subject in words and the start of the story, the form, when, unread', async () => {
    inboxApi();
    renderAdminAt('/admin/inbox');
    const [first, second] = await rowsOf();
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Free consultation call — The broker stopped answering after I paid the withdrawal fee.',
      'Contact form',
      expect.any(String),
      'Not triaged',
      '',
    ]);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(/^Unopened: Amina Rahman$/);
    expect(within(first!).getByRole('link', { name: 'Amina Rahman' })).toHaveAttribute('href', '/admin/inbox/request-54');
    expect(second).not.toHaveTextContent('Unopened');
    expect(second).toHaveTextContent('Whistleblowing report — CoinPrime Capital');
    expect(second).toHaveTextContent('C-2 Investigating');
    expect(screen.getByText('2 items, 1 not opened yet')).toBeVisible();
  });

  it('marks the view shown', async () => {
    inboxApi();
    renderAdminAt('/admin/inbox?view=spam');
    const views = await screen.findByRole('navigation', { name: 'Views' });
    expect(within(views).getByRole('link', { name: 'Spam' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('moves between rows with j and k, opens the focused one with Enter beside the list, and names its keys on ?', async () => {
    const user = userEvent.setup();
    const api = inboxApi();
    renderAdminAt('/admin/inbox?sort=received');
    await rowsOf();
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'Amina Rahman' })).toHaveFocus();
    await user.keyboard('j');
    expect(screen.getByRole('link', { name: 'Ben Okafor' })).toHaveFocus();
    await user.keyboard('k');
    expect(screen.getByRole('link', { name: 'Amina Rahman' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/inbox/request-54');
    // From 1366 px the item opens in the reading pane, the list (its view kept) beside it, its row marked.
    const pane = await screen.findByRole('region', { name: 'Reading pane' });
    expect(await within(pane).findByRole('heading', { level: 2, name: 'Amina Rahman' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Inbox' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Amina Rahman' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Amina Rahman' })).toHaveAttribute('href', '/admin/inbox/request-54?sort=received');
    expect(api.callsTo('POST', '/api/admin/inbox/request-54/opened')).toHaveLength(1);

    // Keys typed into a field are the field's.
    await user.type(screen.getByLabelText('Search'), 'j?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard keys' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Inbox' }));
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard keys' });
    expect(within(help).getAllByRole('term').map((term) => term.textContent)).toEqual(['j', 'k', 'Enter', '?']);
    expect(within(help).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard keys' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Keyboard keys/ })).toHaveFocus();
  });

  it('opens an item on its own page below 1366 px, with the way back to the list as it was', async () => {
    mockScreenWidth('narrow');
    inboxApi();
    renderAdminAt('/admin/inbox/request-54?view=spam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Rahman' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/admin/inbox?view=spam');
  });

  it('asks the API for the filters and the search together, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const api = inboxApi();
    renderAdminAt('/admin/inbox');
    await screen.findByRole('table', { name: 'Inbox' });

    await user.type(screen.getByLabelText('Search'), 'wallet');
    await user.click(screen.getByText('More filters'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Whistleblowing report');
    await user.selectOptions(screen.getByLabelText('Confirmed by the owner'), 'Not confirmed');
    await user.selectOptions(screen.getByLabelText('Case manager'), 'Casey Manager');
    await user.type(screen.getByLabelText('Received from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByText('2 items, 1 not opened yet');
    const last = api.callsTo('GET', '/api/admin/inbox').at(-1);
    expect(last?.url).toBe('/api/admin/inbox?q=wallet&kind=report&confirmed=false&manager=2&from=2026-11-01&page=1');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/inbox');
  });

  it('pages through the inbox', async () => {
    const user = userEvent.setup();
    const api = inboxApi(60);
    renderAdminAt('/admin/inbox');
    const pager = await screen.findByRole('navigation', { name: 'Inbox pages' });
    expect(pager).toHaveTextContent('1 / 3');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?page=2');
  });

  it('shows the default view with a note for a view typed by hand that the inbox does not have, never the API refusal', async () => {
    const api = inboxApi();
    renderAdminAt('/admin/inbox?view=untriaged&kind=request');
    expect(await screen.findByText('This list has nothing called view=untriaged, so it shows the default instead.')).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Inbox' })).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/inbox').at(-1)?.url).toBe('/api/admin/inbox?kind=request&page=1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
