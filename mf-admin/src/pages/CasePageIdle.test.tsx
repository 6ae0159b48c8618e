import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { BACKGROUND_REQUEST_HEADER, STAFF_IDLE_MINUTES } from '@frc/contracts/browser';
import { caseDetail } from '../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, SIGNED_OUT, staffMe, type RecordedCall } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';
import { STAFF_SESSION_ENDED } from './StaffLoginPage';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));

const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x', signature: 'z' } };

/**
 * A staff API with the server's idle rule: a session ends STAFF_IDLE_MINUTES after the member's last request of
 * their own; the page's background requests do not count.
 */
function idleApi() {
  let lastActivity = Date.now();
  let signedIn = true;
  const guarded = (answer: (call: RecordedCall) => Response) => (call: RecordedCall) => {
    if (!signedIn || Date.now() - lastActivity > STAFF_IDLE_MINUTES * 60_000) {
      signedIn = false;
      return SIGNED_OUT;
    }
    if (!(BACKGROUND_REQUEST_HEADER in call.headers)) lastActivity = Date.now();
    return answer(call);
  };
  return fakeStaffApi({
    'GET /api/admin/me': guarded(() => jsonResponse(200, staffMe('admin'))),
    'GET /api/admin/staff': guarded(() => jsonResponse(200, { items: [] })),
    'GET /api/admin/cases/C-5': guarded(() => jsonResponse(200, { case: caseDetail() })),
    'GET /api/admin/cases/C-5/messages': guarded(() => jsonResponse(200, { items: [], unread: 0 })),
    'GET /api/admin/cases/C-5/documents': guarded(() => jsonResponse(200, { items: [] })),
    'POST /api/admin/sign-in/code': jsonResponse(202, { status: 'success', message: 'If the address is a member’s, a code is on its way.' }),
    'POST /api/admin/sign-in/verify': jsonResponse(200, { step: 'passkey', options: { challenge: 'c-1', allowCredentials: [] } }),
    'POST /api/admin/sign-in/passkey': () => {
      signedIn = true;
      lastActivity = Date.now();
      return jsonResponse(200, staffMe('admin'));
    },
  });
}

beforeEach(() => {
  mockScreenWidth('wide');
  jest.useFakeTimers();
  jest.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
});
afterEach(() => jest.useRealTimers());

describe('/admin/cases/:ref left open', () => {
  it('goes to the sign-in after 30 idle minutes although it polls, and keeps the reply typed before', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = idleApi();
    renderAdminAt('/admin/cases/C-5/messages');
    await user.type(await screen.findByLabelText('Reply to the client'), 'We found the wallet your money went to.');

    // The page keeps asking for new messages while nobody touches it.
    await act(() => jest.advanceTimersByTimeAsync((STAFF_IDLE_MINUTES - 1) * 60_000));
    expect(screen.getByLabelText('Reply to the client')).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(2 * 60_000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(screen.getByText(STAFF_SESSION_ENDED)).toBeVisible();
    const polls = api.callsTo('GET', '/api/admin/cases/C-5/messages');
    expect(polls.length).toBeGreaterThan(400);
    expect(polls.every((poll) => poll.headers[BACKGROUND_REQUEST_HEADER] === '1')).toBe(true);

    await user.type(screen.getByLabelText('Work e-mail address'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Use my passkey' }));

    // Back on the case, with the reply as it was left.
    expect(await screen.findByLabelText('Reply to the client')).toHaveValue('We found the wallet your money went to.');
  });
});
