import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishContent } from '../../testing/publishedContent';
import ReportAScamPage from './ReportAScamPage';

function renderPage() {
  publishContent();
  render(
    <MemoryRouter>
      <ReportAScamPage />
    </MemoryRouter>,
  );
}

describe('/report-a-scam', () => {
  it("links each official route to its own site, as a plain link that keeps no hold on this page", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Where to report a scam, for free');
    const outbound = Object.fromEntries(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://')).map((link) => [link.textContent, link]),
    );
    expect(Object.keys(outbound)).toEqual([
      'Report to IC3 at ic3.gov',
      'Report to the FTC at reportfraud.ftc.gov',
      'Report to Report Fraud at reportfraud.police.uk',
      'Report to Scamwatch at scamwatch.gov.au',
    ]);
    expect(Object.values(outbound).map((link) => link.getAttribute('href'))).toEqual([
      'https://www.ic3.gov',
      'https://reportfraud.ftc.gov',
      'https://www.reportfraud.police.uk',
      'https://www.scamwatch.gov.au',
    ]);
    for (const link of Object.values(outbound)) {
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).not.toHaveAttribute('target');
    }
    expect(screen.getByText(/It replaced Action Fraud in December 2025\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your local police' })).toBeInTheDocument();
  });

  it('sends people to their bank, lists the evidence to keep, and warns about recovery scams', () => {
    renderPage();
    const bank = screen.getByRole('region', { name: 'Ask your bank or card issuer, today' });
    expect(within(bank).getByText(/Ask for a chargeback/)).toBeInTheDocument();
    const evidence = screen.getByRole('region', { name: 'Keep the evidence' });
    expect(within(evidence).getAllByRole('listitem')).toHaveLength(5);
    const warning = screen.getByRole('complementary', { name: 'Beware of recovery scams' });
    expect(warning).toHaveTextContent('Nobody, us included, can demand a fee to “release” your funds');
    expect(screen.getByRole('link', { name: 'Request a free consultation' })).toHaveAttribute('href', '/contact-us');
  });
});
