import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from '../testing/LocationProbe';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { renderAdminAt } from '../testing/renderAdmin';
import { stubStaffSession, WithStaffSession } from '../testing/WithStaffSession';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { AdminHeader } from './AdminHeader';

function renderHeaderAt(path: string) {
  return render(
    <WithStaffSession session={stubStaffSession('case_manager', 'Casey Manager')}>
      <MemoryRouter initialEntries={[path]}>
        <AdminHeader />
        <LocationProbe />
      </MemoryRouter>
    </WithStaffSession>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

describe('AdminHeader', () => {
  it('links the brand home and welcomes the member by name', () => {
    renderHeaderAt('/admin');
    expect(screen.getByRole('link', { name: 'ClearTrace Recovery' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Welcome, Casey Manager')).toBeVisible();
  });

  it('opens Settings from the gear', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/admin/users');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(currentPath()).toHaveTextContent('/admin/settings');
  });

  it('logs out on the server, with the CSRF token, then shows /admin/login', async () => {
    mockScreenWidth('wide');
    const user = userEvent.setup();
    localStorage.setItem('authToken', 'token-of-the-client-area');
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe()),
      'POST /api/admin/logout': jsonResponse(204),
      'GET /api/admin/settings': jsonResponse(200, { retention: [], teamEmail: null, reminderTime: '08:00' }),
    });
    renderAdminAt('/admin/settings');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(currentPath()).toHaveTextContent(/^\/admin\/login$/);
    const [logout] = api.callsTo('POST', '/api/admin/logout');
    expect(logout?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    // The client area's session is not the back office's business.
    expect(localStorage.getItem('authToken')).toBe('token-of-the-client-area');
    localStorage.clear();
  });
});
