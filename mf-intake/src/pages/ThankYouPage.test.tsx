import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../testing/fetchMock';
import { FILE_NOT_SENT, FILES_ARRIVED } from '../features/thank-you/components/SentFiles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { publishedSiteText, renderWithPublished } from '@frc/ui/siteTextsTesting';
import type { ConsultationRequest, ContactFormSent } from '../shared/domain/consultationRequest';
import { ThankYouPage } from './ThankYouPage';

const request: ConsultationRequest = {
  investment: '1000-5000',
  currency: 'EUR',
  paymentMethod: 'money_gram',
  caseDetails: 'They asked for a release fee.',
  scamType: 'romance',
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: '+880',
  country: 'BD',
  phone: '1712345678',
  email: 'ada@example.com',
};

function Address() {
  const { pathname, hash } = useLocation();
  return <p>{`Address: ${pathname}${hash}`}</p>;
}

function renderAt(state: unknown, hash = '') {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/contact-us/thank-you', hash, state }]}>
      <Routes>
        <Route
          path="/contact-us/thank-you"
          element={
            <>
              <ThankYouPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function summary(): Record<string, string> {
  return Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('ThankYouPage', () => {
  describe('booking the free consultation', () => {
    const token = 'T'.repeat(43);
    const startsAt = '2026-12-01T15:00:00.000Z';
    const booking = { id: 1, startsAt, endsAt: '2026-12-01T15:30:00.000Z', channel: 'phone', phone: '+880 1712345678', meetingUrl: null, status: 'booked', changeableUntil: '2026-12-01T13:00:00.000Z' };
    const realFetch = globalThis.fetch;
    /** The API: the request's booking (`booked`: one already made), the free times, and a booking that succeeds. */
    const answer = (booked: typeof booking | null = null) => {
      const mock = jest.fn(async (url: string) => {
        if (url === '/api/bookings/request') return jsonResponse(200, { hasPhone: true, booking: booked });
        if (url === '/api/bookings/slots') return jsonResponse(200, { slots: [{ startsAt, endsAt: booking.endsAt }], video: true });
        return jsonResponse(201, { booking });
      });
      globalThis.fetch = mock as unknown as typeof fetch;
      return mock;
    };
    const bodyOf = (mock: jest.Mock, url: string) => JSON.parse((mock.mock.calls.find((call) => call[0] === url)![1] as RequestInit).body as string) as unknown;
    beforeEach(() => window.sessionStorage.clear());
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('offers it for the request just sent, with its token, in the chosen zone', async () => {
      const fetchMock = answer();
      renderAt({ ...request, bookingToken: token });
      expect(await screen.findByRole('heading', { name: 'Book your free consultation' })).toBeInTheDocument();
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: /your time zone/ }), 'America/New_York');
      await userEvent.click(screen.getByRole('radio', { name: '10:00' }));
      await userEvent.click(screen.getByRole('button', { name: 'Book Tuesday, 1 December 2026 at 10:00' }));
      expect(await screen.findByRole('heading', { name: 'Your free consultation is booked' })).toBeInTheDocument();
      expect(bodyOf(fetchMock, '/api/bookings/request')).toEqual({ token });
      expect(bodyOf(fetchMock, '/api/bookings')).toEqual({ token, startsAt, channel: 'phone', timeZone: 'America/New_York' });
    });

    it('survives a reload: the tab keeps the token, and a consultation booked already is shown, not offered again', async () => {
      answer();
      const { unmount } = renderAt({ ...request, bookingToken: token });
      expect(await screen.findByRole('radio', { name: '15:00' })).toBeInTheDocument();
      unmount();

      // A reload whose navigation state is gone (a tab restored, the page opened again): the picker is back.
      const fetchMock = answer();
      const again = renderAt(null);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your free consultation');
      expect(await screen.findByRole('radio', { name: '15:00' })).toBeInTheDocument();
      expect(bodyOf(fetchMock, '/api/bookings/request')).toEqual({ token });
      again.unmount();

      // Booked meanwhile: the booking, and no times to book again.
      const booked = answer(booking);
      renderAt({ ...request, bookingToken: token });
      expect(await screen.findByRole('heading', { name: 'Your free consultation is booked' })).toBeInTheDocument();
      expect(booked.mock.calls.map((call) => call[0])).not.toContain('/api/bookings/slots');
    });

    it("takes the token from the request mail's link, then drops it from the address bar and keeps it in the tab", async () => {
      const fetchMock = answer();
      renderAt(null, `#book=${token}`);
      expect(await screen.findByRole('radio', { name: '15:00' })).toBeInTheDocument();
      expect(screen.getByText(/^Address:/)).toHaveTextContent(/^Address: \/contact-us\/thank-you$/);
      expect(window.sessionStorage.getItem('frc.link-token.book')).toBe(token);
      expect(bodyOf(fetchMock, '/api/bookings/request')).toEqual({ token });
    });

    it("says so, with the firm's phone, when the link's token is no longer valid", async () => {
      globalThis.fetch = jest.fn(async () => jsonResponse(404, { message: 'This booking link is not valid.' })) as unknown as typeof fetch;
      renderAt(null, `#book=${token}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('This booking link is not valid. It may have expired. To book your free consultation, call us on');
    });

    it('offers no booking without a token (a page opened in a new tab later)', () => {
      renderAt(request);
      expect(screen.queryByRole('heading', { name: 'Book your free consultation' })).not.toBeInTheDocument();
    });
  });

  describe('the files sent with the request', () => {
    const section = () => screen.getByRole('region', { name: 'Your files' });
    const listed = () => within(section()).getAllByRole('listitem').map((item) => item.textContent);

    it('names each file and says they reached us', () => {
      renderAt({ ...request, files: [{ name: 'statement.pdf', sent: true }, { name: 'IMG_0042.jpg', sent: true }] });
      expect(within(section()).getByText(FILES_ARRIVED)).toBeVisible();
      expect(within(section()).getByRole('list', { name: 'Files sent with your request' })).toBeVisible();
      expect(listed()).toEqual(['statement.pdf Uploaded', 'IMG_0042.jpg Uploaded']);
    });

    it('says which could not be sent, and where to send it instead', () => {
      renderAt({ ...request, files: [{ name: 'statement.pdf', sent: true }, { name: 'IMG_0042.jpg', sent: false }] });
      expect(within(section()).getByText(FILE_NOT_SENT)).toBeVisible();
      expect(listed()).toEqual(['statement.pdf Uploaded', 'IMG_0042.jpg Not sent']);
    });

    it('shows nothing of files for a request sent without any, and only well-formed ones, at most five, from any state', () => {
      const { unmount } = renderAt({ ...request, files: [] });
      expect(screen.queryByRole('region', { name: 'Your files' })).not.toBeInTheDocument();
      unmount();
      const hostile = [{ name: '<img src=x onerror=alert(1)>', sent: true }, { name: 5, sent: true }, 'statement.pdf', null, ...Array.from({ length: 9 }, (_, i) => ({ name: `f${i}.pdf`, sent: true }))];
      renderAt({ ...request, files: hostile });
      expect(listed()).toEqual(['<img src=x onerror=alert(1)> Uploaded', 'f0.pdf Uploaded', 'f1.pdf Uploaded', 'f2.pdf Uploaded', 'f3.pdf Uploaded']);
      expect(document.querySelector('img')).toBeNull();
    });
  });

  it('shows the amount of a request kept from before the currency choice in US dollars', () => {
    const { currency: _currency, ...older } = request;
    renderAt(older);
    expect(summary()['Amount invested']).toBe('$1,000\u2013$5,000');
  });

  it('shows what was sent, the 24-48 hours line and a link home', () => {
    renderAt(request);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you, Ada');
    expect(summary()).toEqual({
      Name: 'Ada Lovelace',
      Email: 'ada@example.com',
      Phone: '+880 1712345678',
      'Amount invested': '€1,000\u2013€5,000',
      'Payment method': 'money gram',
      'Scam type': 'Romance scam',
      'Case details': 'They asked for a release fee.',
    });
    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Thank you | ClearTrace Recovery');
  });

  it('asks to check the inbox when the request waits for its confirmation, and not when it was sent signed in', () => {
    const { unmount } = renderAt({ ...request, awaitingConfirmation: true });
    expect(screen.getByRole('heading', { name: 'Please check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We have e-mailed a link to/)).toHaveTextContent(
      'We have e-mailed a link to ada@example.com to confirm this request. Once you confirm it, your client area shows its details',
    );
    expect(screen.getByRole('link', { name: 'where to report a scam' })).toHaveAttribute('href', '/report-a-scam');
    unmount();

    renderAt({ ...request, awaitingConfirmation: false });
    expect(screen.queryByRole('heading', { name: 'Please check your inbox' })).not.toBeInTheDocument();
    expect(screen.queryByText(/e-mailed a link/)).not.toBeInTheDocument();
  });

  it('leaves out the scam type and case details when there are none', () => {
    renderAt({ ...request, scamType: '', caseDetails: '', paymentMethod: 'credit_debit' });
    const shown = summary();
    expect(shown['Payment method']).toBe('credit debit');
    expect(shown).not.toHaveProperty('Scam type');
    expect(shown).not.toHaveProperty('Case details');
  });

  it.each([
    ['no state', null],
    ['a state that is not a request', { firstName: 'Ada' }],
  ])('opened with %s: a friendly message and a way to start a consultation', (_case, state) => {
    renderAt(state);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for visiting');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  describe('its words, the `thank-you` site text', () => {
    afterEach(() => renderWithPublished(undefined));

    it('are the published ones, with or without a request', () => {
      renderWithPublished([publishedSiteText('thank-you', { noRequestHeading: 'Nothing to show yet', sentIntroduction: 'We reply within a day.', reportLinkLabel: 'official routes' })]);
      const { unmount } = renderAt(null);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nothing to show yet');
      unmount();
      renderAt(request);
      expect(screen.getByText('We reply within a day.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'official routes' })).toHaveAttribute('href', '/report-a-scam');
    });

    it('are the first words when none are published', () => {
      renderAt(null);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for visiting');
    });
  });
});

describe('ThankYouPage after the full contact form', () => {
  const sent: ContactFormSent = {
    form: 'contact',
    subject: 'Purchase a Investigation Report',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '',
    email: 'grace@example.com',
    scamType: 'forex',
    amount: '2500',
    currency: 'AUD',
    description: 'Withdrawals blocked.',
  };

  it("shows the contact form's own summary, its subject in our words, and the spec's confirmation", () => {
    renderAt(sent);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you, Grace. Your request has reached us.');
    expect(screen.getByRole('status')).toHaveTextContent('Submitted successfully!');
    expect(summary()).toEqual({
      Subject: 'Purchase an Investigation Report',
      Name: 'Grace Hopper',
      Email: 'grace@example.com',
      'Scam type': 'Forex',
      'Amount lost': 'A$2,500',
      'What happened': 'Withdrawals blocked.',
    });
  });
});
