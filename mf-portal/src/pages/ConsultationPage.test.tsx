import { screen, within } from '@testing-library/react';
import type { BookingView, ClientBookingsResponse } from '@frc/contracts/browser';
import { sessionStore } from '@frc/session';
import { bearerOf, jsonResponse, mockFetch, pageCalls } from '../testing/fakeApi';
import { renderPortal, signInAs } from '../testing/renderPortal';

const first = { startsAt: '2030-03-05T15:00:00.000Z', endsAt: '2030-03-05T15:30:00.000Z' };
const second = { startsAt: '2030-03-05T16:00:00.000Z', endsAt: '2030-03-05T16:30:00.000Z' };
const booking: BookingView & { requestId: number } = { id: 4, requestId: 9, ...first, channel: 'phone', phone: '+1 2025550100', meetingUrl: null, status: 'booked', changeableUntil: '2030-03-05T13:00:00.000Z' };
const realFetch = globalThis.fetch;

/**
 * The API as the page meets it: `bookings` answers GET /api/client/bookings, `slots` the free times (read with the
 * browser's fetch), and every change answers with `changed` (or a refusal).
 */
function api({ bookings, slots = [first, second], changed }: { bookings: ClientBookingsResponse | (() => Response); slots?: (typeof first)[]; changed?: (url: string) => Response }) {
  const answer = (url: string) => {
    if (url === '/api/bookings/slots') return jsonResponse(200, { slots, video: false });
    if (url === '/api/client/bookings') return typeof bookings === 'function' ? bookings() : jsonResponse(200, bookings);
    return jsonResponse(200, { items: [], unreadTotal: 0, unreadDocumentsTotal: 0 });
  };
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => answer(String(url))) as unknown as typeof fetch;
  return mockFetch((url, init) => (init.method === 'POST' ? (changed?.(url) ?? jsonResponse(500, {})) : answer(url)));
}

const sent = (fetchMock: jest.Mock, url: string) => {
  const call = pageCalls(fetchMock).find(([each, init]) => each === url && init?.method === 'POST');
  return { body: JSON.parse(String(call?.[1]?.body ?? 'null')) as unknown, bearer: bearerOf(call?.[1]) };
};

beforeEach(() => {
  signInAs({ email: 'amina@example.com', name: 'Amina' });
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: 'America/New_York' };
  });
});
afterEach(() => {
  sessionStore.getState().signOut();
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('/dashboard/consultation: the client books, moves and cancels the free consultation', () => {
  it('is in the side menu, and without a request says to send one', async () => {
    api({ bookings: { bookings: [], requests: [] } });
    const { user } = renderPortal('/dashboard/consultation');
    expect(await screen.findByText(/There is no request to book a consultation for yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us your request' })).toHaveAttribute('href', '/contact-us');
    // On a phone the menu sits behind its toggle.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Free consultation' })).toHaveAttribute('aria-current', 'page');
  });

  it("books for the client's newest request, in their own zone, as the signed-in client", async () => {
    const fetchMock = api({
      bookings: { bookings: [], requests: [{ id: 9, sentAt: '2030-03-01T10:00:00.000Z', hasPhone: true }, { id: 7, sentAt: '2030-02-01T10:00:00.000Z', hasPhone: false }] },
      changed: () => jsonResponse(201, { booking }),
    });
    const { user } = renderPortal('/dashboard/consultation');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your consultation');
    expect(await screen.findByRole('combobox', { name: /your time zone/ })).toHaveValue('America/New_York');
    await user.click(screen.getByRole('radio', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Book Tuesday, 5 March 2030 at 10:00' }));

    const heading = await screen.findByRole('heading', { name: 'Your free consultation' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/^Tuesday, 5 March 2030 at 10:00/)).toHaveTextContent('Tuesday, 5 March 2030 at 10:00 (America/New York), by phone: we will call you.');
    expect(screen.getByRole('status')).toHaveTextContent('Your free consultation is booked. We have e-mailed you the invite.');
    expect(sent(fetchMock, '/api/client/bookings')).toEqual({ body: { requestId: 9, startsAt: first.startsAt, channel: 'phone', timeZone: 'America/New_York' }, bearer: 'Bearer token-123' });
  });

  it('shows the booked time in their zone, moves it to another free time, then cancels it once asked to confirm', async () => {
    const moved = { ...booking, ...second, changeableUntil: '2030-03-05T14:00:00.000Z' };
    const fetchMock = api({
      bookings: { bookings: [booking, { ...booking, id: 2, status: 'cancelled' }], requests: [] },
      changed: (url) => jsonResponse(200, { booking: url.endsWith('/cancel') ? { ...moved, status: 'cancelled' } : moved }),
    });
    const { user } = renderPortal('/dashboard/consultation');
    // One consultation shown: the booked one (a cancelled one is history).
    expect(await screen.findAllByRole('heading', { name: 'Your free consultation' })).toHaveLength(1);
    expect(screen.getByText(/^Tuesday, 5 March 2030 at 10:00/)).toHaveTextContent('(America/New York), by phone');

    await user.click(screen.getByRole('button', { name: 'Move to another time' }));
    expect(screen.getByRole('heading', { name: 'Choose another time' })).toHaveFocus();
    await user.click(await screen.findByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Move to Tuesday, 5 March 2030 at 11:00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your free consultation has moved to Tuesday, 5 March 2030 at 11:00. We have e-mailed you the updated invite.');
    expect(sent(fetchMock, '/api/client/bookings/4/reschedule')).toEqual({ body: { startsAt: second.startsAt }, bearer: 'Bearer token-123' });

    await user.click(screen.getByRole('button', { name: 'Cancel the consultation' }));
    expect(screen.getByText(/^Cancel this consultation\?/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel the consultation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the consultation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/: cancelled\.$/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your free consultation is cancelled.');
    expect(screen.queryByRole('button', { name: 'Move to another time' })).not.toBeInTheDocument();
    expect(sent(fetchMock, '/api/client/bookings/4/cancel').bearer).toBe('Bearer token-123');
  });

  it("gives the API's refusal of a move, and the times again", async () => {
    api({ bookings: { bookings: [booking], requests: [] }, changed: () => jsonResponse(409, { message: 'This time has just been taken. Please choose another.' }) });
    const { user } = renderPortal('/dashboard/consultation');
    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));
    await user.click(await screen.findByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: /^Move to Tuesday/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time has just been taken. Please choose another.');
    expect(await screen.findByRole('button', { name: 'Choose a time to move to' })).toBeDisabled();
  });

  it('gives the phone instead of the buttons less than 2 hours before', async () => {
    api({ bookings: { bookings: [{ ...booking, changeableUntil: '2020-01-01T00:00:00.000Z' }], requests: [] } });
    renderPortal('/dashboard/consultation');
    expect(await screen.findByText(/can no longer be changed online/)).toHaveTextContent('It starts in less than 2 hours and can no longer be changed online. To move or cancel it, please call us on');
    expect(screen.queryByRole('button', { name: 'Move to another time' })).not.toBeInTheDocument();
  });

  it('says how to call when no time is free', async () => {
    api({ bookings: { bookings: [], requests: [{ id: 9, sentAt: '2030-03-01T10:00:00.000Z', hasPhone: true }] }, slots: [] });
    renderPortal('/dashboard/consultation');
    const none = await screen.findByText(/No times are free in the coming weeks/);
    expect(within(none).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('says when the consultation could not be loaded, and tries again', async () => {
    let failing = true;
    api({ bookings: () => (failing ? jsonResponse(500, {}) : jsonResponse(200, { bookings: [booking], requests: [] })) });
    const { user } = renderPortal('/dashboard/consultation');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your consultation just now.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Move to another time' })).toBeInTheDocument();
  });
});
