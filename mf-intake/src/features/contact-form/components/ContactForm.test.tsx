import { paintTypeAndPress } from '@frc/ui/paintedForm';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@frc/session';
import { deferredResponse, fetchCalls, jsonResponse, mockFetch } from '../../../testing/fetchMock';
import { setBrowserLanguages } from '../../../testing/browserLanguages';
import { CONTACT_SUBJECTS } from '../../../shared/domain/intakeCodes';
import { FILES_STILL_SENDING } from '../../../shared/request-files/FilesStillSending';
import { leavingAsks } from '../../../testing/leavingAsks';
import { ContactForm } from './ContactForm';
import { PRIVACY_NOTICE_VERSION } from '@frc/contracts/browser';

function ThankYouProbe() {
  return <pre data-testid="thank-you-state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/contact-us']}>
      <Routes>
        <Route
          path="/contact-us"
          element={
            <>
              <h1 id="heading">Contact us today and reclaim your funds!</h1>
              <ContactForm headingId="heading" />
            </>
          }
        />
        <Route path="/contact-us/thank-you" element={<ThankYouProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const thankYouState = async () => JSON.parse((await screen.findByTestId('thank-you-state')).textContent ?? 'null');

const input = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, textarea, select' });
const submit = () => screen.getByRole('button', { name: 'Send my request' });

async function fillRequired(user: UserEvent) {
  await user.selectOptions(input('Subject'), 'Get a Free Consultation Call');
  await user.type(input('First name'), 'Grace');
  await user.type(input('Last name'), 'Hopper');
}

const CONTACT_METHOD_REQUIRED = 'Please give an e-mail address or a phone number so we can reply.';

afterEach(() => sessionStore.getState().signOut());

describe('ContactForm', () => {
  it('offers the four subjects verbatim', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Contact us today and reclaim your funds!' })).toBeInTheDocument();
    const options = Array.from((input('Subject') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a subject',
      'Purchase a Full Support Package',
      'Purchase a Investigation Report',
      'Purchase a Crypto Tracing Report',
      'Get a Free Consultation Call',
    ]);
  });

  it('requires subject, first and last name, and a phone number or an e-mail address', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201));
    renderForm();
    await user.click(submit());
    expect(fetch).not.toHaveBeenCalled();
    for (const name of ['Subject', 'First name', 'Last name']) {
      expect(input(name)).toHaveAttribute('aria-invalid', 'true');
      expect(input(name)).toHaveAccessibleDescription('Field is required');
    }
    expect(input('Subject')).toHaveFocus();
    for (const name of ['Phone', 'Email']) {
      expect(input(name)).toHaveAttribute('aria-invalid', 'true');
      expect(input(name)).toHaveAccessibleDescription(CONTACT_METHOD_REQUIRED);
    }
    expect(screen.getAllByText(CONTACT_METHOD_REQUIRED)).toHaveLength(1);

    await fillRequired(user);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    await user.click(submit());
    expect(fetch).not.toHaveBeenCalled();
    expect(input('Phone')).toHaveFocus();

    await user.type(input('Phone'), '+44 7700 900123');
    expect(screen.queryByText(CONTACT_METHOD_REQUIRED)).not.toBeInTheDocument();
    expect(input('Email')).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await thankYouState()).toMatchObject({ phone: '+44 7700 900123', email: '' });
  });

  it('ignores keystrokes that would not make a non-negative number or a hyphenated pair of digit groups', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = input('Amount lost');
    await user.type(amount, '-12a.5');
    expect(amount).toHaveValue('12.5');
    await user.clear(amount);
    await user.type(amount, '1000-50.0-9');
    expect(amount).toHaveValue('1000-5009');
    await user.clear(amount);
    await user.type(amount, '1,000 $');
    expect(amount).toHaveValue('1000');
  });

  it('keeps of a pasted amount what its filter keeps of each character', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = input('Amount lost');
    await user.click(amount);
    await user.paste('ab12x');
    expect(amount).toHaveValue('12');
    await user.paste(' - 30 USD');
    expect(amount).toHaveValue('12-30');
  });

  it('sends the form and its files key with the stored bearer token; 201 goes to the thank-you page with what was sent', async () => {
    const user = userEvent.setup();
    sessionStore.getState().setToken('token-123');
    const answer = deferredResponse();
    const fetch = mockFetch(answer.promise);
    renderForm();
    await fillRequired(user);
    await user.type(input('Phone'), '+1 202 555 0101');
    await user.type(input('Email'), 'grace@example.com');
    await user.selectOptions(input('Scam type'), 'Forex');
    await user.type(input('Amount lost'), '2500');
    await user.selectOptions(input('Currency'), 'Canadian dollar (CAD)');
    await user.type(input('What happened?'), 'Withdrawals blocked.');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const [call] = fetchCalls(fetch);
    expect(call?.url).toBe('/api/services');
    expect(call?.headers.Authorization).toBe('Bearer token-123');
    expect(call?.body).toEqual({
      subject: 'Get a Free Consultation Call',
      fname: 'Grace',
      lname: 'Hopper',
      phone: '+1 202 555 0101',
      email: 'grace@example.com',
      scam_type: 'forex',
      transaction_type: null,
      scam_amount: '2500',
      scam_currency: 'CAD',
      scam_description: 'Withdrawals blocked.',
      notice_version: PRIVACY_NOTICE_VERSION,
      files_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,200}$/),
    });

    answer.resolve(jsonResponse(201, { status: 'success', data: { id: 7, awaiting_confirmation: false } }));
    expect(await thankYouState()).toEqual({
      form: 'contact',
      subject: 'Get a Free Consultation Call',
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 202 555 0101',
      email: 'grace@example.com',
      scamType: 'forex',
      amount: '2500',
      currency: 'CAD',
      description: 'Withdrawals blocked.',
      awaitingConfirmation: false,
      files: [],
    });
  });

  it('waits for a file still on its way before the thank-you page, in place of the picker, and cannot be sent twice meanwhile', async () => {
    const user = userEvent.setup();
    const upload = deferredResponse();
    const fetch = mockFetch(upload.promise, jsonResponse(201, { status: 'success', data: { id: 8 } }));
    renderForm();
    await fillRequired(user);
    await user.type(input('Email'), 'grace@example.com');
    await user.upload(screen.getByLabelText('Screenshots or statements (optional)'), new File([new Uint8Array(4)], 'statement.pdf', { type: 'application/pdf' }));
    await user.click(submit());

    const sending = await screen.findByRole('region', { name: 'Sending your files' });
    expect(within(sending).getByText(FILES_STILL_SENDING)).toBeVisible();
    expect(screen.queryByLabelText('Screenshots or statements (optional)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(leavingAsks()).toBe(true);
    expect(fetchCalls(fetch)).toHaveLength(2);

    upload.resolve(jsonResponse(201, { document: { id: 4, name: 'statement.pdf', size: 4, type: 'application/pdf' } }));
    expect((await thankYouState()).files).toEqual([{ name: 'statement.pdf', sent: true }]);
    expect(leavingAsks()).toBe(false);
  });

  it("shows and sends the currency of the browser's region until the visitor chooses another", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201));
    setBrowserLanguages('fr-FR');
    renderForm();
    expect(input('Currency')).toHaveValue('EUR');
    await fillRequired(user);
    await user.type(input('Email'), 'grace@example.com');
    await user.type(input('Amount lost'), '900');
    await user.click(submit());
    await screen.findByRole('status');
    expect(fetchCalls(fetch)[0]?.body).toMatchObject({ scam_amount: '900', scam_currency: 'EUR' });
    jest.restoreAllMocks();
  });

  it('sends no Authorization header without a token, and null for an unchosen scam type', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201));
    renderForm();
    await fillRequired(user);
    await user.type(input('Email'), 'grace@example.com');
    await user.click(submit());
    await screen.findByRole('status');
    const [call] = fetchCalls(fetch);
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.body).toMatchObject({ scam_type: null, phone: '', email: 'grace@example.com' });
  });

  it("says 'Something went wrong.' for another success status and keeps the answers", async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(200));
    renderForm();
    await fillRequired(user);
    await user.type(input('Phone'), '+1 202 555 0101');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(input('First name')).toHaveValue('Grace');
  });

  it.each([
    ['the request throws', new TypeError('Failed to fetch'), 'Error submitting form.'],
    ['the server answers with an error but no message', jsonResponse(500, {}), 'Error submitting form.'],
    ['the server answers 429 with its wait', jsonResponse(429, { message: 'Too many requests. Please try again in 34 seconds.' }), 'Too many requests. Please try again in 34 seconds.'],
  ])('says why when %s, offers the phone and e-mail, and a retry reuses the Idempotency-Key', async (_case, failure, message) => {
    const user = userEvent.setup();
    const fetch = mockFetch(failure, jsonResponse(201));
    renderForm();
    await fillRequired(user);
    await user.type(input('Phone'), '+1 202 555 0101');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: '+1 (202) 555-0147' })).toHaveAttribute('href', 'tel:+12025550147');
    expect(within(alert).getByRole('link', { name: 'support@cleartrace-recovery.example' })).toHaveAttribute('href', 'mailto:support@cleartrace-recovery.example');
    expect(input('Last name')).toHaveValue('Hopper');
    await user.click(submit());
    await screen.findByRole('status');
    const [first, second] = fetchCalls(fetch);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('uses a keyboard that can type a range for the amount', () => {
    renderForm();
    expect(input('Amount lost')).toHaveAttribute('inputmode', 'text');
  });
});

describe('ContactForm before its script runs', () => {
  it('keeps what was typed into the HTML and sends a press held meanwhile once, with it', async () => {
    const fetch = mockFetch(jsonResponse(201));
    const page = (
      <MemoryRouter initialEntries={['/contact-us']}>
        <Routes>
          <Route path="/contact-us" element={<ContactForm headingId="contact-heading" />} />
          <Route path="/contact-us/thank-you" element={<ThankYouProbe />} />
        </Routes>
      </MemoryRouter>
    );
    // Typed into the painted HTML, then a press the page's first script held.
    const typed = { subject: CONTACT_SUBJECTS[0], fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com', scam_description: 'A broker vanished.' };
    const { form, painted, hydrate, remove } = paintTypeAndPress(page, typed);
    expect(painted).toEqual({ sendWhenReady: true, submitDisabled: true });

    await hydrate();
    expect(await thankYouState()).toMatchObject({ form: 'contact', firstName: 'Ada', email: 'ada@example.com' });
    expect(fetchCalls(fetch)).toHaveLength(1);
    expect(fetchCalls(fetch)[0]?.body).toMatchObject({ subject: CONTACT_SUBJECTS[0], fname: 'Ada', lname: 'Lovelace', email: 'ada@example.com' });
    expect(form).not.toHaveAttribute('data-submit-pending');
    expect(form).not.toHaveAttribute('data-send-when-ready');
    remove();
  });

  it("keeps an amount typed into the HTML through the field's filter, and the rest as typed", async () => {
    mockFetch();
    const page = (
      <MemoryRouter>
        <ContactForm headingId="contact-heading" />
      </MemoryRouter>
    );
    const { form, hydrate, remove } = paintTypeAndPress(page, { fname: 'Ada', phone: '+1 (202) 555-0147', scam_amount: 'ab12x' });
    form.removeAttribute('data-submit-pending');

    await hydrate();
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    expect(field('scam_amount')).toHaveValue('12');
    expect(field('fname')).toHaveValue('Ada');
    expect(field('phone')).toHaveValue('+1 (202) 555-0147');
    // The form's state holds it: typing on goes on from there.
    await userEvent.setup().type(field('scam_amount'), 'x-5');
    expect(field('scam_amount')).toHaveValue('12-5');
    remove();
  });
});
