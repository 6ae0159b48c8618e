import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

describe('/admin/settings', () => {
  it('gives each retention period in one unit', async () => {
    fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('case_manager')),
      'GET /api/admin/settings': jsonResponse(200, {
        retention: [
          { what: 'The audit log', period: '24 months', days: 720 },
          { what: 'Unconfirmed newsletter addresses', period: '7 days', days: 7 },
        ],
        teamEmail: 'team@example.com',
        reminderTime: '08:00',
      }),
    });
    renderAdminAt('/admin/settings');
    const periods = await screen.findByRole('table', { name: 'Retention periods' });
    expect(within(periods).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'WhatKept for',
      'The audit log24 months',
      'Unconfirmed newsletter addresses7 days',
    ]);
  });

  it('shows a case manager when reminders go out, and lets an admin change the time', async () => {
    const user = userEvent.setup();
    let reminderTime = '08:00';
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('admin')),
      'GET /api/admin/settings': () => jsonResponse(200, { retention: [], teamEmail: null, reminderTime }),
      'POST /api/admin/settings/reminders': (call) => {
        reminderTime = (call.body as { reminderTime: string }).reminderTime;
        return jsonResponse(200, { reminderTime });
      },
    });
    renderAdminAt('/admin/settings');
    const time = await screen.findByLabelText('Daily reminder at (UTC)');
    expect(time).toHaveValue('08:00');
    await user.clear(time);
    await user.click(screen.getByRole('button', { name: 'Save the reminder time' }));
    expect(time).toHaveAccessibleDescription(/Choose a time like 08:00\./);
    expect(api.callsTo('POST', '/api/admin/settings/reminders')).toEqual([]);
    await user.type(time, '07:30');
    await user.click(screen.getByRole('button', { name: 'Save the reminder time' }));
    expect(await screen.findByText('Reminders go out at 07:30 UTC.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/settings/reminders')[0]?.body).toEqual({ reminderTime: '07:30' });
  });
});
