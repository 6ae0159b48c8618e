import { paintTypeAndPress } from '@frc/ui/paintedForm';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setBrowserLanguages } from '../../../testing/browserLanguages';
import { deferredResponse, fetchCalls, jsonResponse, mockFetch } from '../../../testing/fetchMock';
import LeadForm from './LeadForm';
import { PRIVACY_NOTICE_VERSION } from '@frc/contracts/browser';

afterEach(() => sessionStorage.clear());

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, textarea' });
const submitButton = () => screen.getByRole('button', { name: 'Request a Consultation' });

async function fillIn(user: UserEvent) {
  await user.type(field('First name'), ' Ada ');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Phone number'), '2025550101');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('How much did you invest?'), '1000-5000');
  await user.type(field('What happened?'), '  A broker stopped answering.  ');
}

describe('LeadForm', () => {
  it("draws the words it is given (the `forms` site text's, passed by the page that places it)", () => {
    render(<LeadForm words={{ leadFormEyebrow: 'Begin', leadFormHeading: 'Ask for a free review', leadFormIntroduction: 'No fee, no obligation.' }} />, { wrapper: MemoryRouter });
    const section = screen.getByRole('region', { name: 'Ask for a free review' });
    expect(within(section).getByText('Begin')).toBeInTheDocument();
    expect(within(section).getByText('No fee, no obligation.')).toBeInTheDocument();
  });

  it('sits in #contact-form with its headings and the spec button', () => {
    render(<LeadForm />, { wrapper: MemoryRouter });
    const section = screen.getByRole('region', { name: 'Secure a free consultation' });
    expect(section).toHaveAttribute('id', 'contact-form');
    expect(within(section).getByText('Start here')).toBeInTheDocument();
    expect(field('What happened?')).toHaveAttribute('rows', '4');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    // A full keyboard on a phone, as the other amount fields: a range such as 1000-5000 can be typed.
    expect(field('How much did you invest?')).toHaveAttribute('inputmode', 'text');
    expect(screen.getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +1 United States');
    // The privacy notice sits right after the submit button, inside the form.
    const notice = screen.getByRole('link', { name: 'Privacy Policy' }).closest('p');
    expect(screen.getByRole('button', { name: 'Request a Consultation' }).nextElementSibling).toBe(notice);
  });

  it("preselects the dial code of the browser's region once in the browser, and keeps the visitor's own choice", async () => {
    const user = userEvent.setup();
    setBrowserLanguages('en-GB');
    render(<LeadForm />, { wrapper: MemoryRouter });
    const picker = screen.getByRole('button', { name: /country code/i });
    expect(picker).toHaveAccessibleName('Country code +44 United Kingdom');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: /United States/ }));
    expect(screen.getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +1 United States');
    jest.restoreAllMocks();
  });

  it("sends the amount in the currency of the browser's region until the visitor chooses another", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201, { status: 'success', data: { id: 1 } }));
    setBrowserLanguages('en-AU');
    render(<LeadForm />, { wrapper: MemoryRouter });
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('AUD');
    expect(within(currency).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['USD', 'EUR', 'GBP', 'AUD', 'CAD']);
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has reached us');
    expect(fetchCalls(fetch)[0]?.body).toMatchObject({ scam_amount: '1000-5000', scam_currency: 'AUD' });
    jest.restoreAllMocks();
  });

  it('asks the browser for the full phone number and, filled with one, picks its country and keeps the national part', () => {
    render(<LeadForm />, { wrapper: MemoryRouter });
    expect(field('Phone number')).toHaveAttribute('autocomplete', 'tel');
    // Autofill sets the whole value at once, as one change.
    fireEvent.change(field('Phone number'), { target: { value: '+44 20 7946 0958' } });
    expect(field('Phone number')).toHaveValue('20 7946 0958');
    expect(screen.getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +44 United Kingdom');
  });

  it('shows a field error only once the field was left, and clears it when filled', async () => {
    const user = userEvent.setup();
    render(<LeadForm />, { wrapper: MemoryRouter });
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    await user.click(field('First name'));
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    await user.tab();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription('Field is required');
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'false');
    await user.type(field('First name'), 'Ada');
    expect(field('First name')).toHaveAttribute('aria-invalid', 'false');
    // Last name was left empty on the way back to First name.
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    expect(field('Last name')).toHaveAccessibleDescription('Field is required');
  });

  it('checks all six fields on submit with the exact messages, trims, and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201));
    render(<LeadForm />, { wrapper: MemoryRouter });
    await user.type(field('First name'), '   ');
    await user.type(field('What happened?'), '   ');
    await user.click(submitButton());
    expect(fetch).not.toHaveBeenCalled();
    for (const name of ['First name', 'Last name', 'Email', 'How much did you invest?', 'What happened?']) {
      expect(field(name)).toHaveAccessibleDescription('Field is required');
    }
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number is required');
    expect(field('First name')).toHaveFocus();
  });

  it('sends the body of spec section 3, shows Submitting... while busy, then confirms and resets to +1', async () => {
    const user = userEvent.setup();
    const answer = deferredResponse();
    const fetch = mockFetch(answer.promise);
    render(<LeadForm />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: /country code/i }));
    await user.click(screen.getByRole('option', { name: /Bangladesh/ }));
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'Pound sterling (GBP)');
    await user.click(submitButton());

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    const [call] = fetchCalls(fetch);
    expect(call?.url).toBe('/api/services');
    expect(call?.method).toBe('POST');
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(call?.body).toEqual({
      fname: 'Ada',
      lname: 'Lovelace',
      phone: '+8802025550101',
      email: 'ada@example.com',
      subject: 'contact-form-submission',
      scam_type: null,
      transaction_type: null,
      scam_amount: '1000-5000',
      scam_currency: 'GBP',
      scam_description: 'A broker stopped answering.',
      notice_version: PRIVACY_NOTICE_VERSION,
    });

    answer.resolve(jsonResponse(201, { status: 'success', data: { id: 1 } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has reached us');
    expect(field('First name')).toHaveValue('');
    expect(field('What happened?')).toHaveValue('');
    expect(screen.getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +1 United States');
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the server message on failure, keeps the answers, and a retry reuses the Idempotency-Key', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(422, { message: 'email must be a valid e-mail address' }), jsonResponse(201));
    render(<LeadForm />, { wrapper: MemoryRouter });
    await fillIn(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('email must be a valid e-mail address');
    expect(alert).toHaveTextContent('Your request was not sent');
    expect(field('First name')).toHaveValue(' Ada ');

    await user.click(within(alert).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has reached us');
    const [first, second] = fetchCalls(fetch);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.body).toEqual(first?.body);
  });

  it("falls back to 'Failed to submit form. Please try again.' and takes a new key once the answers change", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(new TypeError('Failed to fetch'), jsonResponse(503, {}), jsonResponse(201));
    render(<LeadForm />, { wrapper: MemoryRouter });
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form. Please try again.');
    await user.type(field('Last name'), '-King');
    await user.click(submitButton());
    await screen.findByRole('status');
    const [first, second, third] = fetchCalls(fetch);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(third?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('keeps unsent answers across a reload and sends them with the same key', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(new TypeError('Failed to fetch'), jsonResponse(201));
    const { unmount } = render(<LeadForm />, { wrapper: MemoryRouter });
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    unmount();

    render(<LeadForm />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent('Your last request has not reached us yet.');
    expect(field('Last name')).toHaveValue('Lovelace');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByRole('status');
    const [first, second] = fetchCalls(fetch);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('ignores a second submit while the first is in flight', async () => {
    const user = userEvent.setup();
    const answer = deferredResponse();
    const fetch = mockFetch(answer.promise);
    render(<LeadForm />, { wrapper: MemoryRouter });
    await fillIn(user);
    const form = submitButton().closest('form');
    act(() => {
      form?.requestSubmit();
      form?.requestSubmit();
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    answer.resolve(jsonResponse(201));
    await screen.findByRole('status');
  });
});

describe('LeadForm before its script runs', () => {
  it('keeps what was typed into the HTML and sends a press held meanwhile once, with it', async () => {
    const fetch = mockFetch(Promise.resolve(jsonResponse(201, { success: true })));
    const page = <MemoryRouter><LeadForm /></MemoryRouter>;
    // Typed into the painted HTML, then a press the page's first script held.
    const { form, painted, hydrate, remove } = paintTypeAndPress(page, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '2025550101',
      email: 'ada@example.com',
      investment: '1000-5000',
      message: 'A broker stopped answering.',
    });
    expect(painted.sendWhenReady).toBe(true);

    await hydrate();
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has reached us');
    expect(fetchCalls(fetch)).toHaveLength(1);
    expect(fetchCalls(fetch)[0]?.body).toMatchObject({ fname: 'Ada', lname: 'Lovelace', phone: '+12025550101', email: 'ada@example.com' });
    expect(form).not.toHaveAttribute('data-submit-pending');
    expect(form).not.toHaveAttribute('data-send-when-ready');
    remove();
  });
});
