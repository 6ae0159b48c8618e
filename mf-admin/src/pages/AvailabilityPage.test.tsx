import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityResponse, AvailabilityRules, AvailabilityUpdateRequest } from '@frc/contracts/browser';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const DEFAULTS: AvailabilityRules = {
  timeZone: 'UTC',
  weeklyHours: {},
  exceptions: [],
  lengthMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 240,
  horizonDays: 21,
  dailyCap: null,
  bookable: true,
};

/** A fake API holding one consultant's rules: a save on the version held is taken and raises it; another is a conflict. */
function availabilityApi(role: 'admin' | 'case_manager', held: AvailabilityResponse = { consultant: { id: 1, name: 'Dana Admin' }, rules: DEFAULTS, version: 0, hasFeed: false }) {
  let current = held;
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe(role)),
    'GET /api/admin/availability': jsonResponse(200, {
      consultants: [
        { id: 1, name: 'Dana Admin', configured: false, bookable: false, hasFeed: false },
        { id: 2, name: 'Cleo Consultant', configured: true, bookable: true, hasFeed: true },
      ],
    }),
    'GET /api/admin/availability/1': () => jsonResponse(200, current),
    'GET /api/admin/availability/2': jsonResponse(200, { consultant: { id: 2, name: 'Cleo Consultant' }, rules: { ...DEFAULTS, timeZone: 'Europe/London' }, version: 4, hasFeed: true }),
    'POST /api/admin/availability/1': (call: RecordedCall) => {
      const { version, rules } = call.body as AvailabilityUpdateRequest;
      if (version !== current.version) return jsonResponse(409, { message: 'Someone else changed this availability. Reload to see their change.' });
      current = { ...current, rules, version: version + 1 };
      return jsonResponse(200, current);
    },
    'POST /api/admin/availability/1/feed': jsonResponse(200, { feedUrl: 'https://cleartrace.example/api/bookings/feed/1-abc.ics' }),
  });
}

const form = () => screen.findByRole('form', { name: 'Availability of Dana Admin' });

describe('/admin/availability', () => {
  it('lets a consultant set their weekly hours in their own zone and save them, on the version read', async () => {
    const user = userEvent.setup();
    const api = availabilityApi('case_manager');
    renderAdminAt('/admin/availability');
    const rules = await form();
    // A case manager edits their own: no consultant to pick.
    expect(screen.queryByLabelText('Consultant')).not.toBeInTheDocument();
    expect(within(within(rules).getByRole('group', { name: 'Monday' })).getByText('No hours')).toBeInTheDocument();

    await user.selectOptions(within(rules).getByLabelText('Time zone'), 'Europe/London');
    await user.click(within(rules).getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(within(rules).getByRole('button', { name: 'Add hours on Wednesday' }));
    await user.clear(within(rules).getByLabelText('Length of a consultation (minutes)'));
    await user.type(within(rules).getByLabelText('Length of a consultation (minutes)'), '45');
    await user.type(within(rules).getByLabelText('At most per day (empty: no limit)'), '6');
    await user.click(within(rules).getByRole('button', { name: 'Save the availability' }));

    expect(await screen.findByText('Your availability is saved.')).toBeInTheDocument();
    const [sent] = api.callsTo('POST', '/api/admin/availability/1');
    expect(sent?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(sent?.body).toEqual({
      version: 0,
      rules: {
        ...DEFAULTS,
        timeZone: 'Europe/London',
        weeklyHours: { '1': [{ from: '09:00', until: '17:00' }], '3': [{ from: '09:00', until: '17:00' }] },
        lengthMinutes: 45,
        dailyCap: 6,
      },
    });
    // The form shows what the server now holds, and the next save goes on its version.
    await user.click(await screen.findByRole('button', { name: 'Save the availability' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/availability/1')).toHaveLength(2));
    expect((api.callsTo('POST', '/api/admin/availability/1')[1]?.body as AvailabilityUpdateRequest).version).toBe(1);
  });

  it('names hours that end before they start, and overlapping hours, beside the field, moves focus there, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = availabilityApi('case_manager');
    renderAdminAt('/admin/availability');
    const rules = await form();
    await user.click(within(rules).getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.click(within(rules).getByRole('button', { name: 'Add hours on Tuesday' }));
    const tuesday = within(rules).getByRole('group', { name: 'Tuesday' });
    const [secondFrom, secondUntil] = within(tuesday).getAllByLabelText(/^Tuesday, hours 2: /);
    await user.type(secondFrom!, '12:00');
    await user.type(secondUntil!, '11:00');
    await user.click(within(rules).getByRole('button', { name: 'Save the availability' }));

    expect(await within(rules).findByText('Must end after it starts')).toBeInTheDocument();
    expect(within(rules).getByRole('alert')).toHaveTextContent('One field needs a change before saving.');
    expect(secondUntil).toHaveFocus();
    expect(secondUntil).toHaveAccessibleDescription('Must end after it starts');
    expect(api.callsTo('POST', '/api/admin/availability/1')).toHaveLength(0);

    // Fixed, but overlapping the first span (09:00–17:00): the second span's start takes the focus.
    await user.clear(secondUntil!);
    await user.type(secondUntil!, '18:00');
    await user.click(within(rules).getByRole('button', { name: 'Save the availability' }));
    expect(await within(tuesday).findByText('Overlaps other hours of the same day')).toBeInTheDocument();
    expect(secondFrom).toHaveFocus();
    expect(secondFrom).toHaveAccessibleDescription('Overlaps other hours of the same day');
    expect(api.callsTo('POST', '/api/admin/availability/1')).toHaveLength(0);
  });

  it("shows an admin anyone's availability, and someone else's save coming first without losing the page", async () => {
    const user = userEvent.setup();
    const api = availabilityApi('admin', { consultant: { id: 1, name: 'Dana Admin' }, rules: DEFAULTS, version: 3, hasFeed: false });
    renderAdminAt('/admin/availability');
    await form();
    await user.selectOptions(screen.getByLabelText('Consultant'), 'Cleo Consultant');
    const theirs = await screen.findByRole('form', { name: 'Availability of Cleo Consultant' });
    expect(within(theirs).getByLabelText('Time zone')).toHaveValue('Europe/London');
    expect(screen.getByRole('button', { name: 'Make a new feed address' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Consultant'), '1');
    const mine = await form();
    // Someone saved version 3 meanwhile: the page says so and shows theirs.
    api.routes['GET /api/admin/availability/1'] = jsonResponse(200, { consultant: { id: 1, name: 'Dana Admin' }, rules: { ...DEFAULTS, bookable: false }, version: 4, hasFeed: false });
    api.routes['POST /api/admin/availability/1'] = jsonResponse(409, { message: 'Someone else changed this availability. Reload to see their change.' });
    await user.click(within(mine).getByRole('button', { name: 'Save the availability' }));
    expect(await screen.findByText(/Someone else changed this availability\. .*Their change is shown below\./)).toBeInTheDocument();
    await waitFor(async () => expect(within(await form()).getByRole('checkbox', { name: /Offer your times for booking/ })).not.toBeChecked());
  });

  it('makes the calendar feed address once saved, and shows it once, focused to be copied', async () => {
    const user = userEvent.setup();
    availabilityApi('case_manager', { consultant: { id: 1, name: 'Dana Admin' }, rules: DEFAULTS, version: 2, hasFeed: false });
    renderAdminAt('/admin/availability');
    await user.click(await screen.findByRole('button', { name: 'Make the feed address' }));
    const address = await screen.findByLabelText('Feed address (shown once: copy it now)');
    expect(address).toHaveValue('https://cleartrace.example/api/bookings/feed/1-abc.ics');
    await waitFor(() => expect(address).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Make a new feed address' })).toBeInTheDocument();
  });
});
