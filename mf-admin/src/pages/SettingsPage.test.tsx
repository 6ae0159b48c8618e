import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplyTemplate } from '@frc/contracts/browser';
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

  it('lets an admin add a reply template, saying which placeholders are filled in, and a case manager only read them', async () => {
    const user = userEvent.setup();
    let templates: ReplyTemplate[] = [{ id: 1, name: 'Do not pay', text: 'Please do not pay anyone who contacts you claiming to be us.', updatedAt: '2026-11-26T12:00:00.000Z' }];
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('admin')),
      'GET /api/admin/settings': jsonResponse(200, { retention: [], teamEmail: null }),
      'GET /api/admin/reply-templates': () => jsonResponse(200, { items: templates }),
      'POST /api/admin/reply-templates': (call) => {
        const template = { id: 2, ...(call.body as { name: string; text: string }), updatedAt: '2026-11-27T12:00:00.000Z' };
        templates = [...templates, template];
        return jsonResponse(201, { template });
      },
    });
    renderAdminAt('/admin/settings');
    const section = await screen.findByRole('region', { name: 'Reply templates' });
    expect(await within(section).findByText('Please do not pay anyone who contacts you claiming to be us.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add a template' }));
    const form = within(section).getByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText('Name'), 'Documents received');
    await user.type(within(form).getByLabelText('Text'), 'Dear {{firstName}, we have your documents for {{caseRef}.');
    expect(within(form).getByText(/\{firstName\} becomes the client’s first name, \{caseRef\} becomes the case reference/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save the template' }));
    expect(await within(section).findByText('The template “Documents received” is saved.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/reply-templates')[0]?.body).toEqual({ name: 'Documents received', text: 'Dear {firstName}, we have your documents for {caseRef}.' });
    expect(api.callsTo('POST', '/api/admin/reply-templates')[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(await within(section).findByText('Dear {firstName}, we have your documents for {caseRef}.')).toBeInTheDocument();
  });

  it('shows a case manager the templates without ways to change them', async () => {
    fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('case_manager')),
      'GET /api/admin/settings': jsonResponse(200, { retention: [], teamEmail: null }),
      'GET /api/admin/reply-templates': jsonResponse(200, { items: [{ id: 1, name: 'Do not pay', text: 'Please do not pay anyone.', updatedAt: '2026-11-26T12:00:00.000Z' }] }),
    });
    renderAdminAt('/admin/settings');
    const section = await screen.findByRole('region', { name: 'Reply templates' });
    expect(await within(section).findByText('Please do not pay anyone.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a case manager when reminders go out, and lets an admin change the time', async () => {
    const user = userEvent.setup();
    let reminderTime = '08:00';
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('admin')),
      'GET /api/admin/settings': () => jsonResponse(200, { retention: [], teamEmail: null, reminderTime }),
      'GET /api/admin/reply-templates': jsonResponse(200, { items: [] }),
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
