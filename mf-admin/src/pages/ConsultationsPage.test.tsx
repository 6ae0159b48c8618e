import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consultation } from '@frc/contracts/browser';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const MINUTE = 60_000;

function consultation(id: number, startsInMinutes: number, changes: Partial<Consultation> = {}): Consultation {
  const startsAt = new Date(Date.now() + startsInMinutes * MINUTE);
  return {
    id,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 30 * MINUTE).toISOString(),
    status: 'booked',
    cancelledBy: null,
    channel: 'phone',
    phone: '+1 202-555-0100',
    meetingUrl: null,
    consultant: { id: 1, name: 'Dana Admin' },
    request: { ref: `request-${id + 10}`, name: `Victim ${id}`, subject: null, scamType: 'forex', snippet: 'The broker stopped answering.', caseRef: null },
    ...changes,
  };
}

describe('/admin/consultations', () => {
  it("lists today's and the upcoming consultations with the request and how to reach the victim, marks one held and cancels another for the firm after asking", async () => {
    const user = userEvent.setup();
    // One that started a minute ago (today), one in two days; the first is also what "today" holds just after midnight.
    let items = [consultation(1, -1), consultation(2, 2 * 24 * 60, { channel: 'video', phone: null, meetingUrl: 'https://meet.example/room-2', request: { ref: 'request-12', name: 'Victim 2', subject: null, scamType: null, snippet: null, caseRef: 'C-3' } })];
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('case_manager')),
      'GET /api/admin/consultations': () => jsonResponse(200, { consultants: [{ id: 1, name: 'Dana Admin' }], items }),
      'POST /api/admin/consultations/1/outcome': () => {
        items = items.map((item) => (item.id === 1 ? { ...item, status: 'held' } : item));
        return jsonResponse(200, { consultation: items[0] });
      },
      'POST /api/admin/consultations/2/cancel': () => {
        items = items.map((item) => (item.id === 2 ? { ...item, status: 'cancelled', cancelledBy: 'firm' } : item));
        return jsonResponse(200, { consultation: items[1] });
      },
    });
    renderAdminAt('/admin/consultations');

    const today = await screen.findByRole('table', { name: 'Today (1)' });
    const upcoming = screen.getByRole('table', { name: 'Upcoming (1)' });
    // From the start of the member's own today.
    const from = new URL(api.callsTo('GET', '/api/admin/consultations')[0]!.url, 'http://x').searchParams.get('from')!;
    const midnight = new Date(from);
    expect([midnight.getHours(), midnight.getMinutes()]).toEqual([0, 0]);
    expect(within(today).getByRole('link', { name: 'Victim 1' })).toHaveAttribute('href', '/admin/inbox/request-11');
    expect(within(today).getByRole('link', { name: 'Phone +1 202-555-0100' })).toHaveAttribute('href', 'tel:+12025550100');
    expect(within(today).getByRole('cell', { name: 'Forex The broker stopped answering.' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Video call' })).toHaveAttribute('href', 'https://meet.example/room-2');
    expect(within(upcoming).getByRole('link', { name: 'C-3' })).toHaveAttribute('href', '/admin/cases/C-3');
    // Not started yet: nothing to mark.
    expect(within(upcoming).queryByRole('button', { name: /as held/ })).not.toBeInTheDocument();
    // A case manager sees their own: no consultant to choose, no consultant column.
    expect(screen.queryByLabelText('Consultant')).not.toBeInTheDocument();

    await user.click(within(today).getByRole('button', { name: 'Mark the consultation with Victim 1 as held' }));
    expect(await within(today).findByText('Marked as held.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/consultations/1/outcome')[0]?.body).toEqual({ outcome: 'held' });
    expect(await within(today).findByRole('cell', { name: 'Held' })).toBeInTheDocument();

    await user.click(within(upcoming).getByRole('button', { name: 'Cancel the consultation with Victim 2' }));
    const ask = within(upcoming).getByRole('group', { name: 'Cancel the consultation with Victim 2?' });
    expect(ask).toHaveTextContent('Victim 2 is told by e-mail');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('POST', '/api/admin/consultations/2/cancel')).toHaveLength(0);
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel the consultation with Victim 2' }));
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel the consultation' }));
    expect(await within(upcoming).findByText('Cancelled: the client has been told.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/consultations/2/cancel')[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(await within(upcoming).findByRole('cell', { name: 'Cancelled by the team' })).toBeInTheDocument();
  });

  it("lets an admin see one consultant's consultations, naming each row's consultant", async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('admin')),
      'GET /api/admin/consultations': jsonResponse(200, {
        consultants: [
          { id: 1, name: 'Dana Admin' },
          { id: 2, name: 'Cleo Consultant' },
        ],
        items: [consultation(5, 3 * 24 * 60, { consultant: { id: 2, name: 'Cleo Consultant' } })],
      }),
    });
    renderAdminAt('/admin/consultations');
    const upcoming = await screen.findByRole('table', { name: 'Upcoming (1)' });
    expect(within(upcoming).getByRole('cell', { name: 'Cleo Consultant' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Today (0)' })).toHaveTextContent('No consultation today.');
    await user.selectOptions(screen.getByLabelText('Consultant'), 'Cleo Consultant');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/consultations').some((call) => call.url.includes('consultant=2'))).toBe(true));
  });
});
