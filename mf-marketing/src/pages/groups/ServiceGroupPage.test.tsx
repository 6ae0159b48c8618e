import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishContent } from '../../testing/publishedContent';
import InvestigationPage from './InvestigationPage';
import ProfessionalConsultingPage from './ProfessionalConsultingPage';

jest.mock('../../shared/intake/ConsultationLauncher', () => ({
  ConsultationLauncher: () => <button type="button">Request a Consultation</button>,
}));

const cardLinks = (groupTitle: string) =>
  within(screen.getByRole('region', { name: `${groupTitle} services` }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('service group pages', () => {
  it('the Investigation page links to each of its nine services, labelled as in the Services menu', () => {
    publishContent();
    render(<InvestigationPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Investigation');
    expect(document.title).toContain('Investigation services');
    expect(cardLinks('Investigation')).toEqual([
      ['Cyber Investigations', '/cyber-investigations'],
      ['Stock Trading Scams', '/stock-trading-scams'],
      ['Crypto Asset Tracing', '/crypto-asset-tracing'],
      ['Credit Card Phishing', '/credit-card-phishing'],
      ['KYC Services', '/kyc-services'],
      ['Binary Options Scams', '/binary-options-scams'],
      ['Digital Currency', '/digital-currency'],
      ['Financial Scams', '/financial-scams'],
      ['Forex Scams', '/forex-scams'],
    ]);
    expect(screen.getByRole('button', { name: 'Request a Consultation' })).toBeInTheDocument();
  });

  it('the Professional Consulting page links to its four services', () => {
    publishContent();
    render(<ProfessionalConsultingPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Consulting');
    expect(cardLinks('Professional Consulting')).toEqual([
      ['Scam Restitution Consulting', '/scam-restitution-consulting'],
      ['ADR Guidance', '/adr-guidance'],
      ['Regulatory Compliance & Other Services', '/regulatory-compliance-and-other-services'],
      ['AML Compliance', '/aml-compliance'],
    ]);
  });
});
