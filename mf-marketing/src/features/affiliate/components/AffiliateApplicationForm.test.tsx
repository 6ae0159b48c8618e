import { paintTypeAndPress } from '@frc/ui/paintedForm';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AffiliateApplicationForm } from './AffiliateApplicationForm';
import { PRIVACY_NOTICE_VERSION } from '@frc/contracts/browser';
import { answerApiRequests } from '@frc/submission/testing';

// Each test fills in the whole form, which takes a few seconds under jsdom on a busy machine.
jest.setTimeout(20_000);

type Answer = { status: number; body?: unknown } | Error;

function answerWith(...answers: Answer[]) {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce({ status: answer.status, json: async () => answer.body } as Response);
  }
  answerApiRequests(fetchMock);
  return fetchMock;
}

function renderForm() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AffiliateApplicationForm />
    </MemoryRouter>,
  );
  return user;
}

/** Puts text into a field as a paste: as real as typing for the form, and much faster under jsdom. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /First name/, 'Grace');
  await enter(user, /Last name/, 'Hopper');
  await enter(user, /Email/, 'grace@example.com');
  await enter(user, /Website/, 'https://grace.example.org');
  await user.selectOptions(screen.getByLabelText(/Profession/), 'Consumer Advocate');
  await enter(user, /Tell us about your audience/, 'I write about consumer rights.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

const submitButton = () => screen.getByRole('button', { name: /Submit application|Send again/ });

function sentRequest(fetchMock: jest.Mock, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string>, body: JSON.parse(init.body as string) as Record<string, unknown> };
}

describe('AffiliateApplicationForm', () => {
  it('lists the five professions by their readable names', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Choose your profession'],
      ['financial-advisor', 'Financial Advisor'],
      ['legal-professional', 'Legal Professional'],
      ['blogger', 'Blogger'],
      ['consumer-advocate', 'Consumer Advocate'],
      ['other', 'Other'],
    ]);
  });

  it('sends nothing while required answers are missing, and says what is missing', async () => {
    const fetchMock = answerWith();
    const user = renderForm();
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText(/Profession/)).toHaveAccessibleDescription('Please choose your profession');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please accept the terms');
  });

  it('checks the website once the field is left', async () => {
    answerWith();
    const user = renderForm();
    await enter(user, /Website/, 'grace.example.org');
    await user.tab();
    expect(screen.getByLabelText(/Website/)).toHaveAccessibleDescription(/Must be a web address starting with http:\/\/ or https:\/\//);
  });

  it('posts the application with an Idempotency-Key and confirms it', async () => {
    const fetchMock = answerWith({ status: 201, body: { status: 'success', data: { id: 7, created_at: '2024-06-15T10:00:00.000Z' } } });
    const user = renderForm();
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Grace. Your application has reached us. We review every application within 48 hours and will reply to grace@example.com.',
    );
    const { url, init, headers, body } = sentRequest(fetchMock);
    expect(url).toBe('/api/affiliate-applications');
    expect(init.method).toBe('POST');
    expect(headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      website: 'https://grace.example.org',
      profession: 'consumer-advocate',
      message: 'I write about consumer rights.',
      terms: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('shows the server’s message when it refuses, keeps every answer, and marks the field it named', async () => {
    answerWith({ status: 422, body: { message: 'Please use your work address.', errors: [{ field: 'email', message: 'Please use your work address.' }] } });
    const user = renderForm();
    await fillIn(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please use your work address.');
    expect(alert).toHaveTextContent('Everything you typed is still here');
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please use your work address.');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Grace');
    expect(screen.getByLabelText(/Tell us about your audience/)).toHaveValue('I write about consumer rights.');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('falls back to a plain message when the server says nothing readable', async () => {
    answerWith({ status: 500, body: 'not json' });
    const user = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not accept your application just now.');
  });

  it('keeps the answers when the network fails, and a retry reuses the same key', async () => {
    const fetchMock = answerWith(new TypeError('Failed to fetch'), { status: 201, body: { status: 'success', data: { id: 8, created_at: '2024-06-15T10:00:00.000Z' } } });
    const user = renderForm();
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server. Please check your internet connection and try again.');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Hopper');
    expect(screen.getByLabelText(/Website/)).toHaveValue('https://grace.example.org');

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your application has reached us.');
    expect(sentRequest(fetchMock, 1).headers['Idempotency-Key']).toBe(sentRequest(fetchMock, 0).headers['Idempotency-Key']);
  });

  it('takes a new key when the answers change after a failure', async () => {
    const fetchMock = answerWith(new TypeError('Failed to fetch'), { status: 201, body: {} });
    const user = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await enter(user, /Last name/, '-Smith');
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(sentRequest(fetchMock, 1).body.lastName).toBe('Hopper-Smith');
    expect(sentRequest(fetchMock, 1).headers['Idempotency-Key']).not.toBe(sentRequest(fetchMock, 0).headers['Idempotency-Key']);
  });

  it('shows Submitting... on a disabled button while sending, and sends once', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    answerApiRequests(fetchMock);
    const user = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer({ status: 201, json: async () => ({}) } as Response);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('AffiliateApplicationForm before its script runs', () => {
  it('keeps what was typed and ticked into the HTML and sends a press held meanwhile once, with it', async () => {
    const fetchMock = answerWith({ status: 201, body: { status: 'success', data: { id: 9, created_at: '2024-06-15T10:00:00.000Z' } } });
    const page = (
      <MemoryRouter>
        <AffiliateApplicationForm />
      </MemoryRouter>
    );
    const typed = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      website: 'https://grace.example.org',
      profession: 'consumer-advocate',
      message: 'I write about consumer rights.',
    };
    const { form, painted, hydrate, remove } = paintTypeAndPress(page, { ...typed, terms: true });
    expect(painted.sendWhenReady).toBe(true);

    await hydrate();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Grace.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock).body).toMatchObject({ ...typed, terms: true });
    expect(form).not.toHaveAttribute('data-submit-pending');
    remove();
  });
});
