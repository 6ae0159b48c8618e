import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from '../testing/LocationProbe';
import { AdminHeader } from './AdminHeader';

function renderHeaderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminHeader />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

function storedEntries(): Record<string, string | null> {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  return Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]));
}

afterEach(() => localStorage.clear());

describe('AdminHeader', () => {
  it('links the brand home and welcomes the admin', () => {
    renderHeaderAt('/admin');
    expect(screen.getByRole('link', { name: 'ClearTrace Recovery' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Welcome, Admin')).toBeVisible();
  });

  it('has two named icon buttons that say they are not active and do nothing', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/admin/users');
    for (const name of ['Notifications', 'Settings shortcut']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAccessibleDescription('Not active in this mock-up');
      await user.click(button);
      expect(currentPath()).toHaveTextContent('/admin/users');
    }
  });

  it('logs out to /login and, as the spec says, clears nothing', async () => {
    const user = userEvent.setup();
    localStorage.setItem('authToken', 'token-from-the-client-area');
    localStorage.setItem('user', JSON.stringify({ email: 'alex.sample@example.com' }));
    const before = storedEntries();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['authToken', 'user']));
    renderHeaderAt('/admin/cases');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(currentPath()).toHaveTextContent('/login');
    expect(storedEntries()).toEqual(before);
    expect(localStorage.getItem('authToken')).toBe('token-from-the-client-area');
  });
});
