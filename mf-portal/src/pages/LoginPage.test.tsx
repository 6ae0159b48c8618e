import { screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY, USER_KEY, sessionStore } from '@frc/session';
import { rememberSentRequest, SENT_REQUESTS_KEY } from '@frc/submission/sentRequests';
import { bearerOf, deferred, jsonResponse, mockFetch } from '../testing/fakeApi';
import { renderPortal } from '../testing/renderPortal';

afterEach(() => sessionStore.getState().signOut());

const EMAIL = 'amina@example.com';

function location() {
  return screen.getByTestId('location');
}

async function sendCodeFor(user: ReturnType<typeof renderPortal>['user'], email = EMAIL) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
  return screen.findByText(/Verification code sent to/);
}

describe('/login', () => {
  it('shows one sign-in heading and blocks Send a code until an e-mail is typed', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'sent' }));
    const { user } = renderPortal('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/sign.?in|log.?in/i);
    const send = screen.getByRole('button', { name: 'Send a code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), '{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the form while the code is being sent, then asks for the code', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user } = renderPortal('/login');
    await user.type(screen.getByLabelText('Email address'), ` ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));

    expect(screen.getByLabelText('Email address')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a code' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/send-otp', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: EMAIL }) }));

    answer.resolve(jsonResponse(200, { message: 'Code sent' }));
    expect(await screen.findByText(/Verification code sent to/)).toHaveTextContent(`Verification code sent to ${EMAIL}`);
    const codeField = screen.getByLabelText('Verification code');
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Verify & Login' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', jsonResponse(429, { message: 'Too many requests, try again in a minute' }), 'Too many requests, try again in a minute'],
    ['the fallback text', jsonResponse(500), 'Failed to send verification code'],
  ])('shows %s in a red box when sending fails', async (_, response, message) => {
    mockFetch(() => response);
    const { user } = renderPortal('/login');
    await user.type(screen.getByLabelText('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email address')).toBeEnabled();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('shows the fallback text when the network is down', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderPortal('/login');
    await user.type(screen.getByLabelText('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code');
  });

  it('goes back to the e-mail step with Change email', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user } = renderPortal('/login');
    await sendCodeFor(user);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', jsonResponse(400, { message: 'This code has expired' }), 'This code has expired'],
    ['Invalid verification code', jsonResponse(401, {}), 'Invalid verification code'],
  ])('shows %s when the code is refused, and stores nothing', async (_, response, message) => {
    mockFetch((url) => (url === '/api/send-otp' ? jsonResponse(200, {}) : response));
    const { user } = renderPortal('/login');
    await sendCodeFor(user);
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Verification code')).toBeEnabled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('signs in: stores the token, reads the profile with it, stores the user and opens the cases', async () => {
    const verifyAnswer = deferred<Response>();
    const fetchMock = mockFetch((url) => {
      if (url === '/api/send-otp') return jsonResponse(200, {});
      if (url === '/api/verify-otp') return verifyAnswer.promise;
      if (url === '/api/profile') return jsonResponse(200, { user: { id: 4, email: EMAIL, name: 'Amina Rahman' } });
      return jsonResponse(200, { status: 'success', data: [], total: 0, current_page: 1, last_page: 1 });
    });
    const { user } = renderPortal('/login');
    await sendCodeFor(user);
    await user.type(screen.getByLabelText('Verification code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));

    expect(screen.getByLabelText('Verification code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify & Login' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    verifyAnswer.resolve(jsonResponse(200, { token: 'fresh-token' }));

    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/cases'));
    expect(fetchMock).toHaveBeenCalledWith('/api/verify-otp', expect.objectContaining({ body: JSON.stringify({ email: EMAIL, otp: '123456' }) }));
    const profileCall = fetchMock.mock.calls.find(([url]) => url === '/api/profile');
    expect(bearerOf(profileCall?.[1])).toBe('Bearer fresh-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual({ id: 4, email: EMAIL, name: 'Amina Rahman' });
    expect(await screen.findByText('Welcome, Amina')).toBeInTheDocument();
  });

  it('sends the requests this browser sent with the code, so the sign-in confirms them', async () => {
    rememberSentRequest('key-of-the-wizard-request');
    const fetchMock = mockFetch((url) => {
      if (url === '/api/send-otp') return jsonResponse(200, {});
      if (url === '/api/verify-otp') return jsonResponse(200, { token: 't' });
      if (url === '/api/profile') return jsonResponse(200, { user: { id: 4, email: EMAIL, name: 'Amina Rahman' } });
      return jsonResponse(200, { status: 'success', data: [], total: 0, current_page: 1, last_page: 1 });
    });
    const { user } = renderPortal('/login');
    await sendCodeFor(user);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/cases'));
    expect(fetchMock).toHaveBeenCalledWith('/api/verify-otp', expect.objectContaining({ body: JSON.stringify({ email: EMAIL, otp: '123456', sentRequests: ['key-of-the-wizard-request'] }) }));
    localStorage.removeItem(SENT_REQUESTS_KEY);
  });

  it('returns to the remembered client-area page after sign-in, and refuses other destinations', async () => {
    mockFetch((url) => {
      if (url === '/api/verify-otp') return jsonResponse(200, { token: 't' });
      if (url === '/api/profile') return jsonResponse(200, { user: { id: 1, email: EMAIL, name: 'A' } });
      return jsonResponse(200, {});
    });
    const { user, unmount } = renderPortal('/login?next=%2Fdashboard%2Fsettings');
    await sendCodeFor(user);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/settings$/));
    unmount();
    sessionStore.getState().signOut();

    const second = renderPortal('/login?next=https%3A%2F%2Fevil.example%2Fdashboard');
    await sendCodeFor(second.user);
    await second.user.type(screen.getByLabelText('Verification code'), '123456');
    await second.user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/cases$/));
  });

  it('signs out again and says so when the profile cannot be read', async () => {
    mockFetch((url) => {
      if (url === '/api/verify-otp') return jsonResponse(200, { token: 't' });
      if (url === '/api/profile') return jsonResponse(500, {});
      return jsonResponse(200, {});
    });
    const { user } = renderPortal('/login');
    await sendCodeFor(user);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not open your account/);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(location()).toHaveTextContent('/login');
  });
});
