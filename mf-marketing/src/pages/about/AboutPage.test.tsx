import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishContent } from '../../testing/publishedContent';
import AboutPage from './AboutPage';

jest.mock('../../shared/intake/IntakeLeadForm');
jest.mock('../../shared/intake/ConsultationLauncher');

function renderAbout() {
  publishContent();
  render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('names our mission, vision and eight differentiators', () => {
    renderAbout();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What makes us different' })).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('over $38 million');
  });

  it('introduces six team members by department, each with a described portrait', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'The people on your case' });
    expect(within(team).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Investigations',
      'Legal and compliance',
      'Client care',
    ]);
    expect(within(team).getAllByRole('article')).toHaveLength(6);
    expect(within(team).getByRole('img', { name: 'Portrait of Priya Nair' })).toBeInTheDocument();
  });

  it('links the six scam types and offers both ways to ask for help', () => {
    renderAbout();
    expect(within(screen.getByRole('region', { name: 'Scams we investigate' })).getAllByRole('link')).toHaveLength(6);
    expect(document.getElementById('contact-form')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a Consultation' })).toBeInTheDocument();
  });
});
