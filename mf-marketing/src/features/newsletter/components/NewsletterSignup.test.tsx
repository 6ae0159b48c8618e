import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { answerApiRequests } from '@frc/submission/testing';
import { jsonResponse, requestInit, stubFetch } from '../../../testing/fetchMock';
import { NewsletterSignup } from './NewsletterSignup';
import { PRIVACY_NOTICE_VERSION } from '@frc/contracts/browser';

function setup() {
  const user = userEvent.setup();
  render(<NewsletterSignup />, { wrapper: MemoryRouter });
  const box = () => screen.getByRole('textbox', { name: 'E-mail address' });
  const subscribe = () => user.click(screen.getByRole('button', { name: /Subscribe/ }));
  return { user, box, subscribe };
}

describe('NewsletterSignup', () => {
  it('asks for an address, then for a valid one, without calling the server', async () => {
    const fetchMock = stubFetch();
    const { user, box, subscribe } = setup();
    await subscribe();
    expect(box()).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveFocus();

    await user.type(box(), 'reader at example');
    expect(box()).not.toHaveAccessibleDescription();
    await subscribe();
    expect(box()).toHaveAccessibleDescription('Valid email required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address to the API and confirms the sign-up', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { status: 'success', message: 'Thank you for subscribing!' }));
    const { user, box, subscribe } = setup();
    await user.type(box(), '  Reader@Example.com ');
    await subscribe();

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(screen.getByRole('status')).toHaveTextContent('we have sent an e-mail to Reader@Example.com. Follow its link to confirm');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter');
    const init = requestInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'Reader@Example.com', noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(box()).toHaveValue('');
  });

  it('shows the server\'s reason on failure, keeps the address, and succeeds on a retry', async () => {
    stubFetch(jsonResponse(429, { message: 'Too many requests. Please try again in 1 minute.' }), jsonResponse(200, { status: 'success', message: 'Thank you for subscribing!' }));
    const { user, box, subscribe } = setup();
    await user.type(box(), 'reader@example.com');
    await subscribe();

    expect(await screen.findByRole('alert')).toHaveTextContent('You are not subscribed yet.Too many requests. Please try again in 1 minute.');
    expect(box()).toHaveValue('reader@example.com');

    await subscribe();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached, and disables the button while sending', async () => {
    let fail: (error: Error) => void = () => {};
    answerApiRequests(jest.fn(() => new Promise<Response>((_, reject) => (fail = reject))));
    const { user, box, subscribe } = setup();
    await user.type(box(), 'reader@example.com');
    await subscribe();
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server. Please check your connection.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
