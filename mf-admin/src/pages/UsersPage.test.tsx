import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const member = (id: number, name: string, role: 'admin' | 'case_manager', active = true) => ({
  id,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  name,
  role,
  active,
  passkeys: 1,
  lastSignInAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function usersApi() {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('admin', 'Dana Admin')),
    'GET /api/admin/staff': jsonResponse(200, { items: [member(1, 'Dana Admin', 'admin'), member(2, 'Casey Manager', 'case_manager')] }),
    'POST /api/admin/staff': jsonResponse(201, member(3, 'Robin New', 'case_manager')),
    'POST /api/admin/staff/2': jsonResponse(200, member(2, 'Casey Manager', 'admin')),
    'POST /api/admin/staff/2/reset-passkeys': jsonResponse(200, { status: 'success' }),
  });
}

describe('/admin/users', () => {
  it('lists the team, and leaves the signed-in admin’s own row without actions', async () => {
    usersApi();
    renderAdminAt('/admin/users');
    const table = await screen.findByRole('table', { name: 'The team' });
    const [, own, other] = within(table).getAllByRole('row');
    expect(own).toHaveTextContent('Dana Admin');
    expect(within(own!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Deactivate Casey Manager' })).toBeVisible();
  });

  it('invites a member with name, e-mail and role', async () => {
    const user = userEvent.setup();
    const api = usersApi();
    renderAdminAt('/admin/users');
    await user.type(await screen.findByLabelText('Name'), 'Robin New');
    await user.type(screen.getByLabelText('E-mail address'), 'robin@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Case manager');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to robin@example.com.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/staff')[0]?.body).toEqual({ name: 'Robin New', email: 'robin@example.com', role: 'case_manager' });
  });

  it('changes a role, deactivates and resets passkeys, each once confirmed, naming the member', async () => {
    const user = userEvent.setup();
    const api = usersApi();
    renderAdminAt('/admin/users');
    await user.selectOptions(await screen.findByLabelText('Role of Casey Manager'), 'Admin');
    expect(screen.getByRole('heading', { name: 'Make Casey Manager an Admin?' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/admin/staff/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, make them Admin' }));
    expect(await screen.findByText('Casey Manager is now Admin.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Deactivate Casey Manager' }));
    expect(screen.getByRole('group', { name: 'Deactivate Casey Manager?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Deactivate Casey Manager?' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/staff/2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deactivate Casey Manager' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate Casey Manager' }));
    expect(await screen.findByText(/Casey Manager is deactivated/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reset passkeys of Casey Manager' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset the passkeys of Casey Manager' }));
    expect(await screen.findByText(/passkeys are deleted/)).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/staff/2').map((call) => call.body)).toEqual([{ role: 'admin' }, { active: false }]);
    expect(api.callsTo('POST', '/api/admin/staff/2/reset-passkeys')).toHaveLength(1);
  });
});
