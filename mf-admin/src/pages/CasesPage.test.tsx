import { screen, within } from '@testing-library/react';
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
});
