import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { mockScreenWidth } from './testing/mockScreenWidth';

const notFound = <h1>Test 404</h1>;

function renderAppAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App notFound={notFound} />
    </MemoryRouter>,
  );
}

const robotsContent = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

beforeEach(() => mockScreenWidth('wide'));

describe('AdminApp', () => {
  it.each([
    ['/admin', /admin dashboard/i, 'Admin dashboard'],
    ['/admin/users', /^users$/i, 'Users (admin)'],
    ['/admin/cases', /^cases$/i, 'Cases (admin)'],
    ['/admin/analytics', /^analytics$/i, 'Analytics (admin)'],
    ['/admin/settings', /^settings$/i, 'Settings (admin)'],
  ])('renders %s inside the admin layout, with its own title', (path, heading, title) => {
    renderAppAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome, Admin');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.title).toBe(`${title} | ClearTrace Recovery`);
  });

  it('says honestly that a placeholder page is not built yet', () => {
    renderAppAt('/admin/analytics');
    expect(screen.getByText(/this page is a placeholder/i)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows the 404 it is given for an unknown admin path, inside the admin layout', () => {
    renderAppAt('/admin/no-such-page');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Test 404' }));
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('shows the 404 without the admin layout for a path it does not own', () => {
    renderAppAt('/somewhere-else');
    expect(screen.getByRole('heading', { name: 'Test 404' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('asks search engines not to index the admin pages while they are shown', () => {
    expect(robotsContent()).toBeUndefined();
    const { unmount } = renderAppAt('/admin/users');
    expect(robotsContent()).toBe('noindex');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    unmount();
    expect(robotsContent()).toBeUndefined();
  });
});
