import { screen, within } from '@testing-library/react';
import { inboxSummary } from '../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

function dashboardApi(role: 'admin' | 'case_manager') {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe(role, role === 'admin' ? 'Dana Admin' : 'Casey Manager')),
    'GET /api/admin/dashboard': jsonResponse(200, {
      scope: role === 'admin' ? 'team' : 'mine',
      inbox: { items: 2, unopened: 1 },
      unreadMessages: 3,
      newRequests: { today: 2, last7Days: 2, last30Days: 2 },
      openCasesByStatus: [{ status: 'investigating', count: 1 }],
      casesPerManager: [{ managerName: 'Casey Manager', count: 1 }],
      recent: [],
    }),
    'GET /api/admin/inbox': jsonResponse(200, { items: [inboxSummary(), inboxSummary({ ref: 'request-55', opened: true })], total: 2, page: 1, pageSize: 25, unopened: 1 }),
    'GET /api/admin/staff': jsonResponse(200, { items: [] }),
  });
}

const figure = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article');

describe('/admin, the dashboard', () => {
  it('is a case manager’s own: their figures, which agree with their inbox, and no table of the team', async () => {
    dashboardApi('case_manager');
    renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your inbox now' })).toBeVisible();
    expect(figure('Items')).toHaveTextContent('2');
    expect(figure('Not opened yet')).toHaveTextContent('1');
    expect(figure('Client messages you have not read')).toHaveTextContent('3');
    // The inbox itself has its own page.
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/inbox');
    expect(screen.queryByRole('table', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your open cases by status' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Cases per case manager' })).not.toBeInTheDocument();
  });

  it('is the team’s for an admin', async () => {
    dashboardApi('admin');
    renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'The inbox now' })).toBeVisible();
    const perManager = screen.getByRole('table', { name: 'Cases per case manager' });
    expect(within(perManager).getByRole('row', { name: 'Casey Manager 1' })).toBeInTheDocument();
  });
});
