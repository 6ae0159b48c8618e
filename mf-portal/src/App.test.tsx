import { act, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, USER_KEY, sessionStore } from '@frc/session';
import { bearerOf, casesPage, jsonResponse, mockFetch } from './testing/fakeApi';
import { renderPortal, signInAs } from './testing/renderPortal';

afterEach(() => sessionStore.getState().signOut());

function location() {
  return screen.getByTestId('location');
}

describe('the client area guard', () => {
  it.each(['/dashboard/cases', '/dashboard/settings', '/dashboard'])('sends a visitor with no stored user from %s to /login, remembering it', async (path) => {
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/sign in/i);
    expect(location()).toHaveTextContent(`/login?next=${encodeURIComponent(path)}`);
  });

  it('opens /dashboard on the cases list for a signed-in client', async () => {
    mockFetch(() => jsonResponse(200, casesPage(1, 0)));
    signInAs({ email: 'amina@example.com', name: 'Amina' });
    renderPortal('/dashboard');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/cases$/));
    expect(await screen.findByText('No cases found')).toBeInTheDocument();
  });

  it('shows the site 404 for unknown client-area paths', async () => {
    signInAs({ email: 'amina@example.com', name: 'Amina' });
    renderPortal('/dashboard/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the dashboard layout', () => {
  beforeEach(() => mockFetch(() => jsonResponse(200, casesPage(1, 0))));

  it('welcomes the client by name, with a logo that leads home', async () => {
    signInAs({ email: 'amina@example.com', name: 'Amina Rahman' });
    renderPortal('/dashboard/cases');
    expect(await screen.findByText('Welcome, Amina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ClearTrace Recovery' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('No cases found')).toBeInTheDocument();
  });

  it('falls back to User when the stored user has no name', async () => {
    signInAs({ email: 'amina@example.com' });
    renderPortal('/dashboard/cases');
    expect(await screen.findByText('Welcome, User')).toBeInTheDocument();
    await screen.findByText('No cases found');
  });

  it('collapses the side menu behind a toggle on small screens', async () => {
    signInAs({ email: 'amina@example.com', name: 'Amina' });
    const { user } = renderPortal('/dashboard/cases');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My Cases' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Cases' })).toBeVisible();
    await screen.findByText('No cases found');
  });

  it('shows the My Cases menu without a toggle on wide screens', async () => {
    const narrowMatchMedia = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...narrowMatchMedia(query), matches: true }));
    signInAs({ email: 'amina@example.com', name: 'Amina' });
    renderPortal('/dashboard/cases');
    const menu = await screen.findByRole('navigation', { name: 'Client area' });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My Cases' })).toHaveAttribute('href', '/dashboard/cases');
    expect(within(menu).getByRole('link', { name: 'My Cases' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('No cases found');
  });

  it('logs out: clears both keys at once, asks the API to revoke the token, and lands on /login', async () => {
    const fetchMock = mockFetch((url) => (url === '/api/logout' ? new Promise<Response>(() => undefined) : jsonResponse(200, casesPage(1, 0))));
    signInAs({ email: 'amina@example.com', name: 'Amina' }, 'token-to-revoke');
    const { user } = renderPortal('/dashboard/cases');
    await screen.findByText('No cases found');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    // The revocation never answers here: leaving must not wait for it.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/logout');
    expect(logoutCall?.[1]).toMatchObject({ method: 'POST' });
    expect(bearerOf(logoutCall?.[1])).toBe('Bearer token-to-revoke');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it('logs out even when the revocation call fails', async () => {
    mockFetch((url) => (url === '/api/logout' ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(200, casesPage(1, 0))));
    signInAs({ email: 'amina@example.com', name: 'Amina' });
    const { user } = renderPortal('/dashboard/cases');
    await screen.findByText('No cases found');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves for /login when another tab signs out', async () => {
    signInAs({ email: 'amina@example.com', name: 'Amina' });
    renderPortal('/dashboard/cases');
    await screen.findByText('No cases found');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    await waitFor(() => expect(location()).toHaveTextContent('/login?next=%2Fdashboard%2Fcases'));
  });
});

describe('placeholder pages', () => {
  beforeEach(() => signInAs({ email: 'amina@example.com', name: 'Amina' }));

  it.each([['/dashboard/settings', 'Settings']])('%s says plainly that it is not ready and how to reach support', async (path, title) => {
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/not ready yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: 'Back to my cases' })).toHaveAttribute('href', '/dashboard/cases');
  });
});
