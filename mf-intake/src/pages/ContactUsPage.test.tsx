import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishedSiteText, renderWithPublished } from '@frc/ui/siteTextsTesting';
import { ContactUsPage } from './ContactUsPage';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/contact-us']}>
      <ContactUsPage />
    </MemoryRouter>,
  );
}

afterEach(() => renderWithPublished(undefined));

describe('ContactUsPage words', () => {
  it("draws the contact page's published words, the footer's ways to reach us and the form's published hint", () => {
    renderWithPublished([
      publishedSiteText('contact-page', { heading: 'Talk to an investigator', introduction: 'We read <b>every</b> request.', reachHeading: 'Or call us' }),
      publishedSiteText('footer', { phone: '+44 20 7946 0018', email: 'help@cleartrace-recovery.example' }),
      publishedSiteText('forms', { contactFormAmountHint: 'Roughly, in US dollars' }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Talk to an investigator');
    expect(screen.getByText('We read <b>every</b> request.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Or call us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 20 7946 0018' })).toHaveAttribute('href', 'tel:+442079460018');
    expect(screen.getByRole('link', { name: 'help@cleartrace-recovery.example' })).toHaveAttribute('href', 'mailto:help@cleartrace-recovery.example');
    expect(screen.getByLabelText('Amount lost')).toHaveAccessibleDescription(/Roughly, in US dollars/);
  });

  it('draws the first words when no published words can be read', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us today and reclaim your funds!');
    expect(screen.getByLabelText('Amount lost')).toHaveAccessibleDescription(/A single amount or a range, e.g. 1000 or 1000-5000/);
    expect(screen.getByRole('link', { name: '+1 (202) 555-0147' })).toHaveAttribute('href', 'tel:+12025550147');
  });
});
