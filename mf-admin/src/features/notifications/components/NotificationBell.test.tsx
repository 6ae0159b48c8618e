import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKGROUND_REQUEST_HEADER, CASE_ROOM_POLL_SECONDS, type NotificationsResponse } from '@frc/contracts/browser';
import { fakeStaffApi, jsonResponse, staffMe } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));
afterEach(() => jest.useRealTimers());

const NOTIFICATIONS: NotificationsResponse = {
  unseen: 2,
  items: [
    { id: 15, counts: { 'client-message': 1, 'client-document': 3 }, caseRef: 'C-5', at: '2026-11-27T10:00:00.000Z', seen: false },
    { id: 11, counts: { 'case-assigned': 1 }, caseRef: 'C-5', at: '2026-11-27T09:00:00.000Z', seen: false },
    { id: 4, counts: { 'task-due': 1 }, caseRef: 'C-2', at: '2026-11-26T08:00:00.000Z', seen: true },
  ],
};

function bellApi(answers: NotificationsResponse[]) {
  const pending = [...answers];
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('case_manager', 'Casey Manager')),
    'GET /api/admin/settings': jsonResponse(200, { retention: [], teamEmail: null, reminderTime: '08:00' }),
    'GET /api/admin/notifications': () => jsonResponse(200, pending.length > 1 ? pending.shift() : pending[0]),
    'POST /api/admin/notifications/seen': () => jsonResponse(200, { unseen: 0, items: NOTIFICATIONS.items.map((item) => ({ ...item, seen: true })) }),
  });
}

describe('the bell', () => {
  it('names its unread count, lists newest first with links to the cases (a reply with its files as one item), and marks them seen by a POST when opened', async () => {
    const user = userEvent.setup();
    const api = bellApi([NOTIFICATIONS]);
    renderAdminAt('/admin/settings');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Reading the list changed nothing.
    expect(api.callsTo('POST', '/api/admin/notifications/seen')).toEqual([]);

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringContaining('Client sent a message with 3 documents in C-5'), '/admin/cases/C-5'],
      [expect.stringContaining('Case C-5 was assigned to you'), '/admin/cases/C-5'],
      [expect.stringContaining('A task in case C-2 is due'), '/admin/cases/C-2'],
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toHaveAttribute('aria-expanded', 'true');
    const [seen] = api.callsTo('POST', '/api/admin/notifications/seen');
    expect(seen?.body).toEqual({ upTo: 15 });
    expect(seen?.headers['X-CSRF-Token']).toBe('csrf-token-1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus();
  });

  it('follows a link to its case and closes', async () => {
    const user = userEvent.setup();
    bellApi([{ unseen: 0, items: [{ ...NOTIFICATIONS.items[2]!, seen: true }] }]);
    renderAdminAt('/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    await user.click(screen.getByRole('link', { name: /A task in case C-2 is due/ }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Case C-2' })).toBeVisible();
  });

  it('polls as the case room does, as background requests that leave the idle timer alone', async () => {
    jest.useFakeTimers();
    const api = bellApi([{ unseen: 0, items: [] }, NOTIFICATIONS]);
    renderAdminAt('/admin/settings');
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(CASE_ROOM_POLL_SECONDS * 1000));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const polls = api.callsTo('GET', '/api/admin/notifications');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    for (const poll of polls) expect(poll.headers[BACKGROUND_REQUEST_HEADER]).toBe('1');
  });
});
