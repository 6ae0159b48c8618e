import { screen, within } from '@testing-library/react';
import { fakeStaffApi, jsonResponse, SIGNED_OUT, staffMe } from './testing/fakeStaffApi';
import { mockScreenWidth } from './testing/mockScreenWidth';
import { renderAdminAt } from './testing/renderAdmin';
import { newsItem } from './features/content/contentFixtures';

const robotsContent = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;
const currentPath = () => screen.getByRole('status', { name: 'Current path' });

const EMPTY_ANSWERS = {
  'GET /api/admin/dashboard': jsonResponse(200, {
    scope: 'team',
    inbox: { items: 0, unopened: 0 },
    unreadMessages: 0,
    newRequests: { today: 2, last7Days: 5, last30Days: 9 },
    openCasesByStatus: [],
    casesPerManager: [],
    recent: [],
  }),
  'GET /api/admin/inbox': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25, unopened: 0 }),
  'GET /api/admin/staff': jsonResponse(200, { items: [] }),
  'GET /api/admin/cases': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
  'GET /api/admin/settings': jsonResponse(200, { retention: [], teamEmail: 'team@example.com', reminderTime: '08:00' }),
  'GET /api/admin/audit': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
  'GET /api/admin/tasks/due': jsonResponse(200, { today: '2026-11-27', tasks: [] }),
  'GET /api/admin/tasks': jsonResponse(200, { today: '2026-11-27', tasks: [] }),
  'GET /api/admin/menu-counts': jsonResponse(200, { inboxUnopened: 0, tasksDue: 0 }),
  'GET /api/admin/views': jsonResponse(200, { items: [] }),
  'GET /api/admin/notifications': jsonResponse(200, { unseen: 0, items: [] }),
};

beforeEach(() => mockScreenWidth('wide'));

describe('AdminApp without a staff session', () => {
  it.each(['/admin', '/admin/inbox', '/admin/users', '/admin/cases', '/admin/cases/C-1', '/admin/cases/C-1/documents', '/admin/inbox/request-1', '/admin/tasks', '/admin/audit', '/admin/no-such-page'])(
    '%s shows the sign-in and asks the API for nothing but the session',
    async (path) => {
      const api = fakeStaffApi({ 'GET /api/admin/me': SIGNED_OUT });
      renderAdminAt(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
      expect(currentPath()).toHaveTextContent('/admin/login');
      expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
      expect(api.calls.map((call) => call.url)).toEqual(['/api/admin/me']);
      expect(document.title).toBe('Staff sign-in | ClearTrace Recovery');
    },
  );

  it('keeps nothing of the session in localStorage', async () => {
    fakeStaffApi({ 'GET /api/admin/me': SIGNED_OUT });
    renderAdminAt('/admin');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(localStorage.length).toBe(0);
  });
});

describe('AdminApp with a staff session', () => {
  it.each([
    ['/admin', 'Admin dashboard', 'Admin dashboard'],
    ['/admin/users', 'Users', 'Users (admin)'],
    ['/admin/cases', 'Cases', 'Cases (admin)'],
    ['/admin/settings', 'Settings', 'Settings (admin)'],
    ['/admin/audit', 'Audit', 'Audit (admin)'],
    ['/admin/inbox', 'Inbox', 'Inbox (admin)'],
    ['/admin/tasks', 'My tasks', 'My tasks (admin)'],
    ['/admin/consultations', 'Consultations', 'Consultations (admin)'],
    ['/admin/availability', 'Availability', 'Availability (admin)'],
  ])('renders %s inside the admin layout, welcoming the member by name', async (path, heading, title) => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('admin', 'Dana Admin')), ...EMPTY_ANSWERS });
    renderAdminAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome, Dana Admin');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.title).toBe(`${title} | ClearTrace Recovery`);
  });

  it('gives admins the inbox and My tasks after the dashboard, Content, the Audit and Site health after the spec\'s entries, and case managers only the pages they may open', async () => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('admin')), ...EMPTY_ANSWERS });
    const { unmount } = renderAdminAt('/admin/settings');
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Inbox', '/admin/inbox'],
      ['My tasks', '/admin/tasks'],
      ['Consultations', '/admin/consultations'],
      ['Availability', '/admin/availability'],
      ['Users', '/admin/users'],
      ['Cases', '/admin/cases'],
      ['Analytics', '/admin/analytics'],
      ['Settings', '/admin/settings'],
      ['Content', '/admin/content'],
      ['Media', '/admin/media'],
      ['Audit', '/admin/audit'],
      ['Site health', '/admin/site-health'],
    ]);
    unmount();

    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('case_manager', 'Casey Manager')), ...EMPTY_ANSWERS });
    renderAdminAt('/admin/settings');
    const managerMenu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(managerMenu).queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
    expect(within(managerMenu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Inbox', 'My tasks', 'Consultations', 'Availability', 'Cases', 'Settings']);
  });

  it('gives an editor Content and Media alone, lands them there, and shows no other page nor asks the API for it', async () => {
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')),
      'GET /api/admin/content': jsonResponse(200, { items: [] }),
      ...EMPTY_ANSWERS,
    });
    const { unmount } = renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    expect(currentPath()).toHaveTextContent('/admin/content');
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Content', '/admin/content'],
      ['Media', '/admin/media'],
    ]);
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();
    unmount();

    for (const path of ['/admin/cases', '/admin/inbox/request-1', '/admin/users', '/admin/settings']) {
      const { unmount: leave } = renderAdminAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
      leave();
    }
    const asked = api.calls.map((call) => call.url.split('?')[0]);
    expect(asked.filter((url) => url !== '/api/admin/me' && url !== '/api/admin/content')).toEqual([]);
  });

  it('opens an item’s preview for an editor, from a link or a reload, under its note that visitors do not see it', async () => {
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')),
      'GET /api/admin/content/news/4': jsonResponse(200, { item: newsItem() }),
      ...EMPTY_ANSWERS,
    });
    renderAdminAt('/admin/preview/news/4');
    expect(await screen.findByRole('note')).toHaveTextContent('Preview of the saved draft: visitors do not see this until it is published.');
    expect(screen.queryByRole('heading', { name: 'You do not have access to this page' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/content/news/4')).toHaveLength(1);
  });

  it('tells a case manager that Content is not theirs, and leaves it out of their menu', async () => {
    const api = fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('case_manager')), ...EMPTY_ANSWERS });
    renderAdminAt('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).queryByRole('link', { name: 'Content' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/content')).toHaveLength(0);
  });

  it('tells a case manager that an admin page is for admins, and fetches nothing for it', async () => {
    const api = fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('case_manager')), ...EMPTY_ANSWERS });
    renderAdminAt('/admin/audit');
    expect(await screen.findByText(/only admins can open this page/i)).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/audit')).toHaveLength(0);
  });

  it('shows the 404 it is given for an unknown admin path, inside the admin layout', async () => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe()), ...EMPTY_ANSWERS });
    renderAdminAt('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Test 404' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Test 404' }));
  });

  it('goes from the sign-in page straight to the dashboard when already signed in', async () => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe()), ...EMPTY_ANSWERS });
    renderAdminAt('/admin/login?next=%2Fadmin%2Fsettings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(currentPath()).toHaveTextContent('/admin/settings');
  });

  it('signs the page out, saying why, when the server ends the session', async () => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe()), ...EMPTY_ANSWERS, 'GET /api/admin/dashboard': SIGNED_OUT });
    renderAdminAt('/admin');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(currentPath()).toHaveTextContent('/admin/login');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('asks search engines not to index the admin pages while they are shown', async () => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe()), ...EMPTY_ANSWERS });
    const { unmount } = renderAdminAt('/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(robotsContent()).toBe('noindex');
    unmount();
    expect(robotsContent()).toBeUndefined();
  });
});
