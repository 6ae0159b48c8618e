import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { publishContent, seededContent, servePublishedContent } from '../../testing/publishedContent';
import TestimonialsPage from './TestimonialsPage';

function renderTestimonials(path = '/testimonials') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestimonialsPage />
    </MemoryRouter>,
  );
}

/** The API in the browser: the page's own content at once, the testimonials when `release` is called (or never). */
function serveTestimonialsLater() {
  const content = seededContent();
  let release: (answer: Response) => void = () => undefined;
  const testimonials = new Promise<Response>((resolve) => (release = resolve));
  const fetchMock = servePublishedContent(content);
  const answerNow = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((url: string) => (url.includes('kind=testimonial') ? testimonials : answerNow(url)));
  return { release: () => release(answerNow('/api/content/published?kind=testimonial') as unknown as Response) };
}

describe('TestimonialsPage', () => {
  it('shows where it sits, and Loading until the testimonials arrive', async () => {
    serveTestimonialsLater();
    renderTestimonials();
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Testimonials')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows four testimonials once the published testimonials arrive', async () => {
    const api = serveTestimonialsLater();
    renderTestimonials();
    await screen.findByText('Loading testimonials…');
    api.release();
    const testimonials = await screen.findAllByRole('article');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(testimonials).toHaveLength(4);
    expect(testimonials[0]).toHaveTextContent('Maria R.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('is rendered at once, testimonials included, from the content it is rendered with', () => {
    publishContent();
    renderTestimonials();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('shows what is published: an edited testimonial, in id order', () => {
    const content = seededContent();
    const first = content.items.find((item) => item.kind === 'testimonial' && item.id === 1)!;
    first.data = { ...first.data, clientName: 'Maria R. (edited)' };
    publishContent(content);
    renderTestimonials();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Maria R. (edited)');
  });

  it('looks the same with ?show=videos', () => {
    publishContent();
    renderTestimonials('/testimonials?show=videos');
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('logs a failure and shows a gentle message instead', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = servePublishedContent();
    const answerNow = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: string) => (url.includes('kind=testimonial') ? Promise.resolve({ ok: false, status: 503 } as Response) : answerNow(url)));
    renderTestimonials();
    expect(await screen.findByText('We could not show our clients’ stories just now.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our track record' })).toHaveAttribute('href', '/track-record');
    expect(logged).toHaveBeenCalledWith('Could not load published-testimonial', expect.objectContaining({ message: 'The published testimonial content answered 503' }));
  });

  it("is the site's 404 when the page is not published", () => {
    const content = seededContent();
    publishContent({ ...content, items: content.items.filter((item) => item.slug !== '/testimonials') });
    renderTestimonials();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
