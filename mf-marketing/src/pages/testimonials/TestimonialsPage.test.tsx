import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as contentService from '../../features/content-service/contentService';
import { getTestimonials } from '../../features/content-service/contentService';
import TestimonialsPage from './TestimonialsPage';

jest.mock('../../features/content-service/contentService', () => {
  const actual = jest.requireActual<typeof contentService>('../../features/content-service/contentService');
  return { ...actual, getTestimonials: jest.fn(actual.getTestimonials) };
});

function renderTestimonials(path = '/testimonials') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestimonialsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('TestimonialsPage', () => {
  it('shows where it sits, and Loading until the testimonials arrive', () => {
    renderTestimonials();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Testimonials')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows four testimonials after the content service answers', async () => {
    renderTestimonials();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const testimonials = screen.getAllByRole('article');
    expect(testimonials).toHaveLength(4);
    expect(testimonials[0]).toHaveTextContent('Maria R.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('looks the same with ?show=videos', async () => {
    renderTestimonials('/testimonials?show=videos');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('logs a failure and shows a gentle message instead', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getTestimonials).mockRejectedValueOnce(new Error('content store offline'));
    renderTestimonials();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('We could not show our clients’ stories just now.');
    expect(screen.getByRole('link', { name: 'See our track record' })).toHaveAttribute('href', '/track-record');
    expect(logged).toHaveBeenCalledWith('Could not load testimonials', expect.objectContaining({ message: 'content store offline' }));
  });
});
