import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setBrowserLanguages } from '../../../testing/browserLanguages';
import { deferredResponse, fetchCalls, jsonResponse, mockFetch } from '../../../testing/fetchMock';
import { FILES_STILL_SENDING } from '../../../shared/request-files/FilesStillSending';
import { leavingAsks } from '../../../testing/leavingAsks';
import { resetConsultationSubmissionForTests } from '../hooks/consultationSubmission';
import { PANEL_FADE_MS } from '../hooks/useConsultationWizard';
import ConsultationLauncher, { type ConsultationLauncherProps } from './ConsultationLauncher';
import { PRIVACY_NOTICE_VERSION, REQUEST_FILES_KEY_HEADER } from '@frc/contracts/browser';

function ThankYouProbe() {
  return <pre data-testid="thank-you-state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderLauncher(props: ConsultationLauncherProps = {}, launchers = 1) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={Array.from({ length: launchers }, (_, index) => (
            <ConsultationLauncher key={index} {...props} />
          ))}
        />
        <Route path="/contact-us/thank-you" element={<ThankYouProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const opener = () => screen.getAllByRole('button', { name: 'Request a Consultation' })[0] as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const next = () => within(dialog()).getByRole('button', { name: 'Next' });
const amountInput = () => within(dialog()).getByLabelText(/^Amount invested \(/);
const currencySelect = () => within(dialog()).getByRole('combobox', { name: 'Currency' });
const byLabel = (name: string) => within(dialog()).getByLabelText(name, { exact: false, selector: 'input, textarea' });

async function goToStep4(user: UserEvent, amount = '1000-5000', currency?: string) {
  await user.click(opener());
  await user.type(amountInput(), amount);
  if (currency) await user.selectOptions(currencySelect(), currency);
  await user.click(next());
  await user.click(within(dialog()).getByRole('radio', { name: 'BTC/Crypto' }));
  await user.click(next());
  await user.type(byLabel('Case details'), '  They stopped answering after my deposit.  ');
  await user.click(next());
}

async function fillContact(user: UserEvent) {
  await user.type(byLabel('First name'), 'Ada');
  await user.type(byLabel('Last name'), 'Lovelace');
  await user.type(byLabel('Phone number'), '1712345678');
  await user.type(byLabel('Email'), 'ada@example.com');
}

const EXPECTED_BODY = {
  fname: 'Ada',
  lname: 'Lovelace',
  phone: '+8801712345678',
  email: 'ada@example.com',
  subject: 'contact-form-submission',
  scam_type: 'forex',
  transaction_type: 'btc_crypto',
  scam_amount: '1000-5000',
  scam_currency: 'USD',
  scam_description: 'They stopped answering after my deposit.',
  notice_version: PRIVACY_NOTICE_VERSION,
  // The form's files key: the files picked on the last step go with it.
  files_key: expect.stringMatching(/^[A-Za-z0-9._:-]{8,200}$/),
};

beforeEach(() => {
  sessionStorage.clear();
  resetConsultationSubmissionForTests();
  // A language without a region: the spec's default dial code.
  setBrowserLanguages('en');
  // A wizard's history entry left by an earlier test (a submit keeps it) is a new page's plain entry here.
  window.history.replaceState(null, '');
});

afterEach(() => jest.restoreAllMocks());

describe('ConsultationLauncher', () => {
  it('shows the scam-type select beside the button; the wizard opens at step 1 as a labelled modal dialog', async () => {
    const user = userEvent.setup();
    renderLauncher();
    const select = screen.getByRole('combobox', { name: 'Scam type' });
    expect(within(select).getByRole('option', { name: 'Choose a scam type' })).toBeDisabled();
    expect(within(select).getAllByRole('option')).toHaveLength(8);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener());
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('How much did you invest?');
    expect(within(dialog()).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(amountInput()).toHaveFocus();
    expect(amountInput()).toHaveAccessibleDescription('Enter a single amount or range (e.g., 1000 or 1000-5000)');
  });

  it('step 1: filters the amount, keeps Next disabled while the amount or range is invalid', async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    expect(next()).toBeDisabled();
    await user.type(amountInput(), 'a1b0,0$0');
    expect(amountInput()).toHaveValue('1000');
    expect(next()).toBeEnabled();
    await user.type(amountInput(), '-500');
    expect(amountInput()).toHaveValue('1000-500');
    expect(next()).toBeDisabled();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(amountInput(), '0');
    expect(amountInput()).toHaveValue('1000-5000');
    expect(next()).toBeEnabled();
    await user.type(amountInput(), '-');
    expect(amountInput()).toHaveValue('1000-5000');
    await user.clear(amountInput());
    await user.type(amountInput(), '1000-');
    expect(next()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName('How much did you invest?');
  });

  it("step 1: a pasted amount keeps what the field's filter keeps of each character", async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    await user.click(amountInput());
    await user.paste('USD 1,000.50 - 2,000');
    expect(amountInput()).toHaveValue('1000.50-2000');
    expect(next()).toBeEnabled();
  });

  it('moves forward only with each step answered, goes back one step, and keeps stored answers', async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    await user.type(amountInput(), '2500.50');
    await user.click(next());

    expect(dialog()).toHaveAccessibleName('How did you transfer the money?');
    const radios = within(dialog()).getAllByRole('radio');
    expect(radios.map((radio) => [radio.getAttribute('value'), radio.closest('label')?.textContent])).toEqual([
      ['credit_debit', 'Credit Card/Debit Card'],
      ['btc_crypto', 'BTC/Crypto'],
      ['wire_transfer', 'Wire Transfer'],
      ['money_gram', 'Money Gram/Western Union'],
      ['cash', 'Cash'],
      ['other', 'Other'],
    ]);
    expect(radios[0]).toHaveFocus();
    expect(next()).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('How much did you invest?');
    expect(amountInput()).toHaveValue('2500.50');
    await user.click(next());
    await user.click(within(dialog()).getByRole('radio', { name: 'Wire Transfer' }));
    await user.click(next());

    expect(dialog()).toHaveAccessibleName('Anything else we should know about?');
    expect(next()).toBeDisabled();
    await user.type(byLabel('Case details'), '   ');
    expect(next()).toBeDisabled();
    await user.type(byLabel('Case details'), 'Details');
    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(within(dialog()).getByRole('radio', { name: 'Wire Transfer' })).toBeChecked();
    await user.click(next());
    await user.type(byLabel('Case details'), 'Details');
    await user.click(next());

    expect(dialog()).toHaveAccessibleName('How can we reach you?');
    expect(within(dialog()).getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +880 Bangladesh');
    expect(within(dialog()).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('Cancel on step 1 closes without asking and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it.each([
    ['the X button', async (user: UserEvent) => user.click(within(dialog()).getByRole('button', { name: 'Close' }))],
    ['Escape', async (user: UserEvent) => user.keyboard('{Escape}')],
    [
      'a click beside the panel',
      async (user: UserEvent) => user.click(document.querySelector('[data-phase="open"] > div') as HTMLElement),
    ],
  ])('closing with %s asks first; Cancel keeps the step, Yes, close resets to an empty step 1', async (_how, close) => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    await user.type(amountInput(), '700');
    await user.click(next());

    await close(user);
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to close this window?' });
    expect(question).toHaveAccessibleDescription('All entered data will be lost');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toHaveAccessibleName('How did you transfer the money?');

    await close(user);
    await user.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();

    await user.click(opener());
    expect(dialog()).toHaveAccessibleName('How much did you invest?');
    expect(amountInput()).toHaveValue('');
  });

  it('fades out over 300 ms before leaving the page', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderLauncher();
      await user.click(opener());
      expect(document.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'open');
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      const closing = document.querySelector('[data-phase="closing"]');
      expect(closing).toHaveAttribute('aria-hidden', 'true');
      expect(closing).toHaveAttribute('inert');
      act(() => jest.advanceTimersByTime(PANEL_FADE_MS - 1));
      expect(document.querySelector('[data-phase="closing"]')).toBe(closing);
      act(() => jest.advanceTimersByTime(1));
      expect(document.querySelector('[data-phase]')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the panel away at once for visitors who asked for less motion', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('[data-phase]')).toBeNull(), { timeout: 100 });
  });

  it('keeps Tab inside the open panel', async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(opener());
    await user.type(amountInput(), '5');
    const close = within(dialog()).getByRole('button', { name: 'Close' });
    next().focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next()).toHaveFocus();
  });

  it("step 4: 'Required field' and 'Valid email required' on submit, each cleared when its field is edited", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201));
    renderLauncher();
    await goToStep4(user);
    await user.type(byLabel('First name'), '   ');
    await user.type(byLabel('Email'), 'ada@example');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(byLabel('First name')).toHaveAccessibleDescription('Required field');
    expect(byLabel('Last name')).toHaveAccessibleDescription('Required field');
    expect(byLabel('Phone number')).toHaveAccessibleDescription('Required field');
    expect(byLabel('Email')).toHaveAccessibleDescription('Valid email required');
    expect(byLabel('First name')).toHaveFocus();

    await user.type(byLabel('Last name'), 'L');
    expect(byLabel('Last name')).toHaveAttribute('aria-invalid', 'false');
    expect(byLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(byLabel('Email'), '.');
    expect(byLabel('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('submits: closes the panel, resets to step 1, sends once, then shows the thank-you page with the data', async () => {
    const user = userEvent.setup();
    const answer = deferredResponse();
    const fetch = mockFetch(answer.promise);
    renderLauncher();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scam type' }), 'Forex');
    await goToStep4(user);
    await fillContact(user);
    const form = within(dialog()).getByRole('button', { name: 'Submit' }).closest('form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [call] = fetchCalls(fetch);
    expect(call?.url).toBe('/api/services');
    expect(call?.method).toBe('POST');
    expect(call?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(call?.body).toEqual(EXPECTED_BODY);

    answer.resolve(jsonResponse(201, { status: 'success', data: { id: 7 } }));
    const state = JSON.parse((await screen.findByTestId('thank-you-state')).textContent ?? 'null');
    expect(state).toEqual({
      investment: '1000-5000',
      currency: 'USD',
      paymentMethod: 'btc_crypto',
      caseDetails: 'They stopped answering after my deposit.',
      scamType: 'forex',
      firstName: 'Ada',
      lastName: 'Lovelace',
      countryCode: '+880',
      country: 'BD',
      phone: '1712345678',
      email: 'ada@example.com',
      awaitingConfirmation: false,
      files: [],
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('waits for a file still on its way before the thank-you page, which would stop it; a reload asks first meanwhile', async () => {
    const user = userEvent.setup();
    const upload = deferredResponse();
    const fetch = mockFetch(upload.promise, jsonResponse(201, { status: 'success', data: { id: 9 } }));
    renderLauncher();
    await goToStep4(user);
    await fillContact(user);
    await user.upload(within(dialog()).getByLabelText('Screenshots or statements (optional)'), new File([new Uint8Array(4)], 'statement.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));

    const sending = await screen.findByRole('region', { name: 'Sending your files' });
    expect(within(sending).getByText(FILES_STILL_SENDING)).toBeVisible();
    expect(within(sending).getByRole('list', { name: 'Files still on their way' })).toHaveTextContent('statement.pdf');
    expect(screen.queryByTestId('thank-you-state')).not.toBeInTheDocument();
    expect(leavingAsks()).toBe(true);
    const [uploadCall, requestCall] = fetchCalls(fetch);
    expect(requestCall?.body).toMatchObject({ files_key: uploadCall?.headers[REQUEST_FILES_KEY_HEADER] });

    upload.resolve(jsonResponse(201, { document: { id: 3, name: 'statement.pdf', size: 4, type: 'application/pdf' } }));
    const state = JSON.parse((await screen.findByTestId('thank-you-state')).textContent ?? 'null');
    expect(state.files).toEqual([{ name: 'statement.pdf', sent: true }]);
    expect(leavingAsks()).toBe(false);

    // The same page's next request (its launcher seen again) starts with no file.
    renderLauncher();
    await goToStep4(user);
    expect(within(dialog()).queryByRole('list', { name: 'Files sent with your request' })).not.toBeInTheDocument();
  });

  it('goes on to the thank-you page once a file still on its way has failed, naming it there as not sent', async () => {
    const user = userEvent.setup();
    const upload = deferredResponse();
    mockFetch(upload.promise, jsonResponse(201, { status: 'success', data: { id: 10 } }));
    renderLauncher();
    await goToStep4(user);
    await fillContact(user);
    await user.upload(within(dialog()).getByLabelText('Screenshots or statements (optional)'), new File([new Uint8Array(4)], 'IMG_0042.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('region', { name: 'Sending your files' });
    upload.resolve(jsonResponse(500, { message: 'Something went wrong' }));
    const state = JSON.parse((await screen.findByTestId('thank-you-state')).textContent ?? 'null');
    expect(state.files).toEqual([{ name: 'IMG_0042.jpg', sent: false }]);
  });

  it("tells the thank-you page when the stored request waits for its owner's confirmation", async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse(201, { status: 'success', data: { id: 8, awaiting_confirmation: true } }));
    renderLauncher();
    await goToStep4(user);
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    const state = JSON.parse((await screen.findByTestId('thank-you-state')).textContent ?? 'null');
    expect(state).toMatchObject({ firstName: 'Ada', awaitingConfirmation: true });
  });

  it("preselects the dial code of the browser's region when the wizard lists it", async () => {
    const user = userEvent.setup();
    setBrowserLanguages('en-GB', 'en');
    renderLauncher();
    await goToStep4(user);
    expect(within(dialog()).getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +44 United Kingdom');
  });

  it("step 1: preselects the currency of the browser's region, names it on the amount, and sends the one chosen", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse(201, { status: 'success', data: { id: 9 } }));
    setBrowserLanguages('en-GB', 'en');
    renderLauncher();
    await user.click(opener());
    expect(currencySelect()).toHaveValue('GBP');
    expect(within(dialog()).getByLabelText('Amount invested (GBP)')).toBeVisible();
    await user.selectOptions(currencySelect(), 'Euro (EUR)');
    expect(within(dialog()).getByLabelText('Amount invested (EUR)')).toBeVisible();
    await user.type(amountInput(), '1000-5000');
    await user.click(next());
    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(currencySelect()).toHaveValue('EUR');
    await user.click(next());
    await user.click(within(dialog()).getByRole('radio', { name: 'BTC/Crypto' }));
    await user.click(next());
    await user.type(byLabel('Case details'), 'Wired to a broker.');
    await user.click(next());
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    const state = JSON.parse((await screen.findByTestId('thank-you-state')).textContent ?? 'null');
    expect(state).toMatchObject({ investment: '1000-5000', currency: 'EUR' });
    expect(fetchCalls(fetch)[0]?.body).toMatchObject({ scam_amount: '1000-5000', scam_currency: 'EUR' });
  });

  it("Back closes the open wizard only after the X's question; a second Back means yes", async () => {
    const user = userEvent.setup();
    renderLauncher();
    const entries = window.history.length;
    await user.click(opener());
    expect(window.history.length).toBe(entries + 1);
    await user.type(amountInput(), '2500');
    await user.click(next());

    act(() => window.history.back());
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure you want to close this window?' });
    expect(within(question).getByText('All entered data will be lost')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('How did you transfer the money?');

    act(() => window.history.back());
    await screen.findByRole('alertdialog');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a failed submit logs the spec message, tells the person, keeps the answers and Send again reuses the key', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = mockFetch(jsonResponse(503, { message: 'Service unavailable' }), jsonResponse(201));
    renderLauncher({ defaultScamType: 'forex' });
    await goToStep4(user);
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your consultation request was not sent.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Form submission failed', 'Service unavailable');
    expect(sessionStorage.getItem('intake:draft:consultation')).toContain('"fname":"Ada"');

    await user.click(within(notice).getByRole('button', { name: 'Send again' }));
    await screen.findByTestId('thank-you-state');
    const [first, second] = fetchCalls(fetch);
    expect(first?.body).toEqual(EXPECTED_BODY);
    expect(second?.body).toEqual(EXPECTED_BODY);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(sessionStorage.getItem('intake:draft:consultation')).toBeNull();
  });

  it("a submit that throws logs 'Error submitting form'; the kept answers can be reviewed in the wizard", async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(new TypeError('Failed to fetch'));
    renderLauncher();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scam type' }), 'Forex');
    await goToStep4(user, '1000-5000', 'Australian dollar (AUD)');
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));

    const notice = await screen.findByRole('alert');
    expect(log).toHaveBeenCalledWith('Error submitting form', expect.any(TypeError));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scam type' }), 'Romance scam');
    await user.click(within(notice).getByRole('button', { name: 'Review my answers' }));
    expect(screen.getByRole('combobox', { name: 'Scam type' })).toHaveValue('forex');
    expect(amountInput()).toHaveValue('1000-5000');
    expect(currencySelect()).toHaveValue('AUD');
    await user.click(next());
    expect(within(dialog()).getByRole('radio', { name: 'BTC/Crypto' })).toBeChecked();
    await user.click(next());
    await user.click(next());
    expect(byLabel('First name')).toHaveValue('Ada');
    expect(byLabel('Email')).toHaveValue('ada@example.com');
  });

  it('after a reload the unsent request is reported once, by the first launcher of the page', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = mockFetch(jsonResponse(503), jsonResponse(201));
    const first = renderLauncher();
    await goToStep4(user);
    await fillContact(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    first.unmount();
    resetConsultationSubmissionForTests(); // a new page load reads session storage afresh

    renderLauncher({}, 2);
    expect(screen.getAllByRole('button', { name: 'Request a Consultation' })).toHaveLength(2);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await screen.findByTestId('thank-you-state');
    const [before, after] = fetchCalls(fetch);
    expect(after?.headers['Idempotency-Key']).toBe(before?.headers['Idempotency-Key']);
  });
});

/** The launcher's HTML as a pre-rendered page serves it, in the document, not yet hydrated. */
function paintLauncher() {
  const page = (
    <MemoryRouter>
      <ConsultationLauncher />
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return { page, container };
}

describe('ConsultationLauncher before its script runs', () => {
  it('opens nothing on hydration when nobody pressed', async () => {
    const { page, container } = paintLauncher();
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(within(container).getByRole('button', { name: 'Request a Consultation' })).not.toHaveAttribute('data-press-when-ready');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    container.remove();
  });

  it('holds a press of its button made on the HTML and opens the wizard at step 1 once hydrated', async () => {
    const { page, container } = paintLauncher();
    const button = within(container).getByRole('button', { name: 'Request a Consultation' });
    expect(button).toHaveAttribute('data-press-when-ready');
    // The press the page's first script held (shell/public/after-first-paint.js).
    button.setAttribute('data-press-pending', '');
    button.setAttribute('aria-busy', 'true');

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(await screen.findByRole('dialog', { name: 'How much did you invest?' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Step 1 of 4')).toBeInTheDocument();
    for (const mark of ['data-press-when-ready', 'data-press-pending', 'aria-busy']) expect(button).not.toHaveAttribute(mark);
    container.remove();
  });
});
