import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SITE_TEXT_DEFAULTS } from '@frc/contracts/browser';
import { forgetSiteTexts, loadSiteTexts } from '@frc/ui/siteTexts';
import { publishedSiteText, renderWithPublished } from '@frc/ui/siteTextsTesting';
import { Footer } from './Footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('links the spec pages, with Terms & Conditions and Legal both on /terms-of-service', () => {
    const footer = renderFooter();
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Testimonials', '/testimonials'],
      ['Contact us', '/contact-us'],
      ['About us', '/about-us'],
      ['FAQ', '/faq'],
      // Not the spec's: the free official routes (issue: honest next steps).
      ['Report a scam for free', '/report-a-scam'],
      ['Sitemap', '/sitemap'],
      ['Terms & Conditions', '/terms-of-service'],
      ['Legal', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it("ends with Back to top, in the page's flow where it covers nothing, scrolling to the top", async () => {
    const footer = renderFooter();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    within(footer).getByRole('button', { name: 'Back to top' }).click();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });

  it('gives the support phone, the support e-mail and a postal address in Washington DC', () => {
    const footer = renderFooter();
    const contact = footer.querySelector('address') as HTMLElement;
    expect(within(contact).getByRole('link', { name: /\+1 \(202\)/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+1202\d{7}$/));
    expect(within(contact).getByRole('link', { name: /^support@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@/));
    expect(contact).toHaveTextContent(/Washington, DC \d{5}/);
  });

  it('shows the office hours of spec section 9, in GMT', () => {
    const footer = renderFooter();
    const hours = within(footer).getByRole('table', { name: 'Office hours (GMT)' });
    const rows = within(hours)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Monday and Wednesday', '08:00-17:00'],
      ['Tuesday and Thursday', '10:00-18:00'],
      ['Friday', '08:00-12:00'],
      ['Saturday and Sunday', 'Closed'],
    ]);
  });

  it('carries every disclaimer of spec section 1', () => {
    const footer = renderFooter();
    const disclaimers = [
      /do not provide financial services, funds management or investment advice/,
      /fees or commissions depend on the service you choose and on the complexity of your case/,
      /can take more than a year\. You can pursue a recovery yourself, without representation/,
      /cannot accept some payment methods/,
      /may not be available in every country/,
      /do not replace law enforcement and do not include representation in court/,
    ];
    for (const disclaimer of disclaimers) expect(within(footer).getByText(disclaimer)).toBeInTheDocument();
  });
});

describe('Footer words, the `footer` site text', () => {
  const HOURS = [
    { days: 'Monday to Friday', hours: '09:00-17:30' },
    { days: 'Weekends', hours: '<script>alert(1)</script>' },
  ];
  const published = (data: Record<string, unknown>) => [publishedSiteText('footer', data)];
  const serve = (answer: () => Promise<Response>) => {
    globalThis.fetch = jest.fn(answer) as unknown as typeof fetch;
  };
  const hoursShown = (footer: HTMLElement) =>
    within(within(footer).getByRole('table')).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

  afterEach(() => {
    renderWithPublished(undefined);
    forgetSiteTexts();
  });

  it('draws the published words a page is rendered with, a text as text and a link content may not hold as its label', () => {
    const items = published({ officeHours: HOURS, links: [{ label: 'Sneaky', to: 'javascript:alert(1)' }, { label: 'FAQ', to: '/faq' }], phone: '+44 20 7946 0018' });
    renderWithPublished(items);
    const footer = renderFooter();
    expect(hoursShown(footer)).toEqual(HOURS.map((row) => [row.days, row.hours]));
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).queryAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/faq']);
    expect(within(footer).getByText('Sneaky')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /\+44 20 7946 0018/ })).toHaveAttribute('href', 'tel:+442079460018');
  });

  it('hydrates over the server HTML without a difference when the browser loaded the same words before rendering', async () => {
    const items = published({ officeHours: HOURS });
    renderWithPublished(items);
    const html = renderToString(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    renderWithPublished(undefined);
    serve(async () => ({ ok: true, status: 200, json: async () => ({ version: 2, items, redirects: [] }) }) as Response);
    await loadSiteTexts();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <Footer />
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(hoursShown(container.querySelector('footer') as HTMLElement)).toEqual(HOURS.map((row) => [row.days, row.hours]));
    container.remove();
  });

  it('falls back to the first words when the published words cannot be read, or lack a field', async () => {
    serve(async () => ({ ok: false, status: 503, json: async () => ({}) }) as Response);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadSiteTexts()).resolves.toBeUndefined();
    warn.mockRestore();
    expect(hoursShown(renderFooter())).toEqual(SITE_TEXT_DEFAULTS.footer.data.officeHours.map((row) => [row.days, row.hours]));
  });

  it('keeps the first words of a field the published text holds in another shape', async () => {
    const items = published({ officeHours: 'closed', blurb: 'We trace payments.' });
    serve(async () => ({ ok: true, status: 200, json: async () => ({ version: 3, items, redirects: [] }) }) as Response);
    await loadSiteTexts();
    const footer = renderFooter();
    expect(within(footer).getByText('We trace payments.')).toBeInTheDocument();
    expect(hoursShown(footer)).toEqual(SITE_TEXT_DEFAULTS.footer.data.officeHours.map((row) => [row.days, row.hours]));
  });
});
