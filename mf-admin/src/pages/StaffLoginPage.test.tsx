import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { USE_INVITATION_LINK } from '@frc/contracts/browser';
import { PASSKEY_CANCELLED } from '../features/sign-in/hooks/passkeyCeremony';
import { fakeStaffApi, jsonResponse, SIGNED_OUT, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));

const REGISTRATION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x', attestationObject: 'y' } };
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x', signature: 'z' } };

function signInApi(verifyAnswer: Response) {
  return fakeStaffApi({
    'GET /api/admin/me': SIGNED_OUT,
    'POST /api/admin/sign-in/code': jsonResponse(202, { status: 'success', message: 'If the address is a member’s, a code is on its way.' }),
    'POST /api/admin/sign-in/verify': verifyAnswer,
    'POST /api/admin/sign-in/register': jsonResponse(200, staffMe('case_manager', 'Casey Manager')),
    'POST /api/admin/sign-in/passkey': jsonResponse(200, staffMe('admin', 'Dana Admin')),
    'GET /api/admin/dashboard': jsonResponse(200, {
      scope: 'team',
      inbox: { items: 0, unopened: 0 },
      unreadMessages: 0,
      newRequests: { today: 0, last7Days: 0, last30Days: 0 },
      openCasesByStatus: [],
      casesPerManager: [],
      recent: [],
    }),
    'GET /api/admin/inbox': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25, unopened: 0 }),
    'GET /api/admin/staff': jsonResponse(200, { items: [] }),
    'GET /api/admin/cases': jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
  });
}

async function typeEmailAndCode(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Work e-mail address'), email);
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
  expect(await screen.findByText(/Verification code sent to/)).toHaveTextContent(`Verification code sent to ${email}`);
  expect(screen.getByLabelText('Verification code')).toHaveFocus();
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  mockScreenWidth('wide');
  jest.mocked(startRegistration).mockReset();
  jest.mocked(startAuthentication).mockReset();
});

describe('/admin/login', () => {
  it('signs a member in with the code, then their passkey, and goes back where they were going', async () => {
    const user = userEvent.setup();
    jest.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    const api = signInApi(jsonResponse(200, { step: 'passkey', options: { challenge: 'c-1', allowCredentials: [] } }));
    renderAdminAt('/admin/login?next=%2Fadmin%2Fcases');

    await typeEmailAndCode(user, 'dana@example.com');
    const usePasskey = await screen.findByRole('button', { name: 'Use my passkey' });
    expect(usePasskey).toHaveFocus();
    await user.click(usePasskey);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome, Dana Admin');
    expect(api.callsTo('POST', '/api/admin/sign-in/verify')[0]?.body).toEqual({ email: 'dana@example.com', code: '123456' });
    expect(jest.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c-1', allowCredentials: [] } });
    expect(api.callsTo('POST', '/api/admin/sign-in/passkey')[0]?.body).toEqual({ response: ASSERTION });
    expect(localStorage.length).toBe(0);
  });

  it('creates a passkey on the first sign-in from an invitation link, sending its token', async () => {
    const user = userEvent.setup();
    jest.mocked(startRegistration).mockResolvedValue(REGISTRATION as never);
    const api = signInApi(jsonResponse(200, { step: 'register', options: { challenge: 'c-2', rp: { name: 'ClearTrace' } } }));
    renderAdminAt('/admin/login?enrol=tok-123');

    expect(await screen.findByText(/create the passkey you will use from now on/)).toBeVisible();
    await typeEmailAndCode(user, 'casey@example.com');
    await user.click(await screen.findByRole('button', { name: 'Create a passkey' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/sign-in/verify')[0]?.body).toEqual({ email: 'casey@example.com', code: '123456', enrolment: 'tok-123' });
    expect(api.callsTo('POST', '/api/admin/sign-in/register')[0]?.body).toEqual({ response: REGISTRATION });
  });

  it('says plainly what the server refused, and keeps the member on the step', async () => {
    const user = userEvent.setup();
    signInApi(jsonResponse(403, { status: 'error', message: USE_INVITATION_LINK }));
    renderAdminAt('/admin/login');

    await typeEmailAndCode(user, 'new@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(USE_INVITATION_LINK);
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('lets the member try the passkey again when they closed its prompt', async () => {
    const user = userEvent.setup();
    const closed = Object.assign(new Error('closed'), { name: 'NotAllowedError' });
    jest.mocked(startAuthentication).mockRejectedValueOnce(closed).mockResolvedValueOnce(ASSERTION as never);
    signInApi(jsonResponse(200, { step: 'passkey', options: { challenge: 'c-3' } }));
    renderAdminAt('/admin/login');

    await typeEmailAndCode(user, 'dana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED);

    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  });

  it('lets the member change the address from the code step', async () => {
    const user = userEvent.setup();
    signInApi(jsonResponse(400, { status: 'error', message: 'Invalid verification code' }));
    renderAdminAt('/admin/login');
    await user.type(await screen.findByLabelText('Work e-mail address'), 'typo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Work e-mail address')).toHaveFocus();
    expect(screen.getByLabelText('Work e-mail address')).toHaveValue('typo@example.com');
  });
});
