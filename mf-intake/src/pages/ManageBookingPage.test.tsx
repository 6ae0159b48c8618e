import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { jsonResponse } from '../testing/fetchMock';
import { ManageBookingPage } from './ManageBookingPage';

const token = 'T'.repeat(43);
const renewed = 'R'.repeat(43);
const first = { startsAt: '2030-03-05T15:00:00.000Z', endsAt: '2030-03-05T15:30:00.000Z' };
const second = { startsAt: '2030-03-05T16:00:00.000Z', endsAt: '2030-03-05T16:30:00.000Z' };
const booking = { id: 4, ...first, channel: 'video', phone: null, meetingUrl: 'https://video.example/room', status: 'booked', changeableUntil: '2030-03-05T13:00:00.000Z' };
const realFetch = globalThis.fetch;

function Address() {
  const { pathname, hash } = useLocation();
  return <p>{`Address: ${pathname}${hash}`}</p>;
}

function renderAt(hash: string) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/consultation/manage', hash }]}>
      <Routes>
        <Route
          path="/consultation/manage"
          element={
            <>
              <ManageBookingPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The API: the booking the link names, the free times, a move (with the new invite's token) and a cancellation. */
function answer(manage: () => Response = () => jsonResponse(200, { booking })) {
  const mock = jest.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/bookings/manage') return manage();
    if (url === '/api/bookings/slots') return jsonResponse(200, { slots: [first, second], video: true });
    if (url === '/api/bookings/manage/reschedule') return jsonResponse(200, { booking: { ...booking, ...second }, token: renewed });
    return jsonResponse(200, { booking: { ...booking, ...second, status: 'cancelled' } });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
const bodyOf = (mock: jest.Mock, url: string) => JSON.parse((mock.mock.calls.find((call) => call[0] === url)![1] as RequestInit).body as string) as unknown;

beforeEach(() => {
  window.sessionStorage.clear();
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: 'Europe/London' };
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('/consultation/manage: the booking mail’s change link', () => {
  it('shows the booking the link names, moves it, then cancels it with the token the move brought', async () => {
    const fetchMock = answer();
    const user = userEvent.setup();
    renderAt(`#token=${token}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Move or cancel your consultation');
    expect(await screen.findByText(/^Tuesday, 5 March 2030 at 15:00/)).toHaveTextContent('Tuesday, 5 March 2030 at 15:00 (Europe/London), by video call.');
    expect(screen.getByRole('link', { name: 'https://video.example/room' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/bookings/manage')).toEqual({ token });
    // The token leaves the address bar; the tab keeps it for a reload.
    expect(screen.getByText(/^Address:/)).toHaveTextContent(/^Address: \/consultation\/manage$/);
    expect(window.sessionStorage.getItem('frc.link-token.token')).toBe(token);

    await user.click(screen.getByRole('button', { name: 'Move to another time' }));
    await user.click(await screen.findByRole('radio', { name: '16:00' }));
    await user.click(screen.getByRole('button', { name: 'Move to Tuesday, 5 March 2030 at 16:00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your free consultation has moved to Tuesday, 5 March 2030 at 16:00.');
    expect(bodyOf(fetchMock, '/api/bookings/manage/reschedule')).toEqual({ token, startsAt: second.startsAt });
    expect(window.sessionStorage.getItem('frc.link-token.token')).toBe(renewed);

    await user.click(screen.getByRole('button', { name: 'Cancel the consultation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your free consultation is cancelled.');
    expect(bodyOf(fetchMock, '/api/bookings/manage/cancel')).toEqual({ token: renewed });
  });

  it('finds the booking again after a reload, from the tab', async () => {
    window.sessionStorage.setItem('frc.link-token.token', token);
    const fetchMock = answer();
    renderAt('');
    expect(await screen.findByRole('button', { name: 'Move to another time' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/bookings/manage')).toEqual({ token });
  });

  it("says a link is no longer valid (a newer mail replaced it), with the firm's phone", async () => {
    answer(() => jsonResponse(404, { message: 'This booking link is not valid.' }));
    renderAt(`#token=${token}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This booking link is not valid. A newer e-mail of ours may have replaced it: please use the link in our latest e-mail.');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('says the link is incomplete without a token', () => {
    renderAt('#token=short');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
