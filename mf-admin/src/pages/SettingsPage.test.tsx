import { screen, within } from '@testing-library/react';
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
});
