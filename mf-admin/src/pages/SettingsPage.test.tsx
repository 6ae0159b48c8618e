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
});
