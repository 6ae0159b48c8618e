import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const TEAM = {
  items: [{ id: 2, email: 'casey@example.com', name: 'Casey Manager', role: 'case_manager', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' }],
};
const ENTRY = { id: 9, at: '2026-11-26T11:00:00.000Z', staffName: 'Casey Manager', staffEmail: 'casey@example.com', action: 'changed case status', target: 'C-5: investigating', ip: '203.0.113.7' };

describe('/admin/audit', () => {
  it('lists who did what to which record, when and from where, filtered by member, by what was done and by client', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('admin')),
      'GET /api/admin/staff': jsonResponse(200, TEAM),
      'GET /api/admin/audit': jsonResponse(200, { items: [ENTRY], total: 1, page: 1, pageSize: 25 }),
    });
    renderAdminAt('/admin/audit');

    const table = await screen.findByRole('table', { name: 'Audit' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Casey Manager (casey@example.com)');
    expect(row).toHaveTextContent('changed case status');
    expect(row).toHaveTextContent('C-5: investigating');
    expect(row).toHaveTextContent('203.0.113.7');

    await screen.findByRole('option', { name: 'Casey Manager' });
    await user.selectOptions(screen.getByLabelText('Staff member'), 'Casey Manager');
    await user.selectOptions(screen.getByLabelText('What'), 'changed case status');
    await user.type(screen.getByLabelText('Client e-mail'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: 'Audit' });
    expect(api.callsTo('GET', '/api/admin/audit').at(-1)?.url).toBe('/api/admin/audit?staffId=2&action=changed+case+status&client=amina%40example.com&page=1');
  });
});
