import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { seededItem, servePublishedContent } from '../../testing/publishedContent';
import ContentPreview from './ContentPreview';

// Intake's launcher and prices arrive through federation in the browser: stand-ins here.
jest.mock('../../shared/intake/ConsultationLauncher', () => ({ ConsultationLauncher: () => <button type="button">Request a Consultation</button> }));
jest.mock('../../shared/intake/PricingCards');

function renderPreview(props: Parameters<typeof ContentPreview>[0]) {
  // A preview is drawn in the back office's page: what the draft's template reads besides it comes from the API.
  servePublishedContent();
  render(
    <MemoryRouter>
      <ContentPreview {...props} />
    </MemoryRouter>,
  );
}

describe('ContentPreview', () => {
  it("draws a news item's draft through the news template, under the not-published banner", () => {
    const { id, path, slug, description, socialImage, data } = seededItem('news', '2');
    renderPreview({ kind: 'news', id, path, fields: { slug, title: 'Draft: a new imposter warning', description, socialImage, data } });
    expect(screen.getByRole('note')).toHaveTextContent('Preview — not published. News item at /blog/article/2, as the site will show it.');
    expect(screen.getByRole('heading', { level: 1, name: 'Draft: a new imposter warning' })).toBeInTheDocument();
  });

  it('draws a scam-type page through the article layout, with the logos the site publishes', async () => {
    const { id, path, slug, title, description, socialImage, data } = seededItem('page', '/forex-scams');
    renderPreview({ kind: 'page', id, path, fields: { slug, title, description, socialImage, data } });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What is forex trading?' })).toBeInTheDocument();
    // The home page's logo sets, read from the API as the back office's page does.
    expect(await screen.findByRole('group', { name: 'Slides' })).toBeInTheDocument();
  });

  it('draws a testimonial as its card', () => {
    const { id, slug, title, description, socialImage, data } = seededItem('testimonial', 'they-told-me-honestly-what-could');
    renderPreview({ kind: 'testimonial', id, path: null, fields: { slug, title, description, socialImage, data: { ...data, clientName: 'Maria R. (draft)' } } });
    expect(screen.getByRole('article')).toHaveTextContent('Maria R. (draft)');
  });

  it('draws a service with its price and what it includes', () => {
    const { id, slug, title, description, socialImage, data } = seededItem('service', 'full-support-package');
    renderPreview({ kind: 'service', id, path: null, fields: { slug, title, description, socialImage, data: { ...data, price: '$9,500' } } });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('$9,500');
    expect(screen.getByRole('list')).toHaveTextContent('24/7 Support Hotline: A number you can call at any hour while your case is open.');
  });
});
