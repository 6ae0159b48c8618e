import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { seededItems } from '../../testing/publishedContent';
import { CaseStudyArticle } from '../../features/content-service/templates/CaseStudyArticle';
import { caseStudiesFrom } from '../../features/content-service/templates/caseStudy';

describe('a case study', () => {
  it('is an article to search engines and feed readers: dated by its first publish, modified at its last, with the blog feed', () => {
    const items = seededItems('case_study').map((item, index) => (index === 0 ? { ...item, datePublished: '2025-01-10T09:00:00.000Z', publishedAt: '2025-02-01T09:00:00.000Z' } : item));
    const studies = caseStudiesFrom(items);
    render(<CaseStudyArticle study={studies[0]!} studies={studies} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: studies[0]!.title })).toBeInTheDocument();
    const article = JSON.parse(document.head.querySelector('script[type="application/ld+json"][data-key="article"]')?.textContent ?? '{}');
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: studies[0]!.title,
      datePublished: '2025-01-10T09:00:00.000Z',
      dateModified: '2025-02-01T09:00:00.000Z',
      author: { name: 'ClearTrace Recovery' },
      publisher: { logo: { url: 'http://localhost/logo.png' } },
    });
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/blog/feed.xml');
  });
});
