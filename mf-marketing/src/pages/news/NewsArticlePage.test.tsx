import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundProvider } from '../../app/NotFoundContext';
import { publishContent, seededContent, servePublishedContent } from '../../testing/publishedContent';
import NewsArticlePage from './NewsArticlePage';
import { NewsBrowser } from './NewsBrowser';
import { newsFrom, summaryOfNews } from '../../features/content-service/templates/newsItem';

function renderNewsItem(path: string) {
  render(
    <NotFoundProvider value={<h1>Page not found</h1>}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog/article/:articleId" element={<NewsArticlePage />} />
        </Routes>
      </MemoryRouter>
    </NotFoundProvider>,
  );
}

describe('a news item', () => {
  it('shows the published item at its own address, its body drawn from its blocks', () => {
    publishContent();
    renderNewsItem('/blog/article/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Our blacklist passes 11,000 companies' })).toBeInTheDocument();
    expect(screen.getByText(/now holds more than 11,000 entries/, { selector: 'p' })).toBeInTheDocument();
    expect(document.title).toBe('Our blacklist passes 11,000 companies | ClearTrace Recovery');
    expect(document.querySelector('script[type="application/ld+json"][data-key="article"]')?.textContent).toContain('"@type":"NewsArticle"');
  });

  it('shows a new item with its heading, list and link, and lists it first among the others', () => {
    const content = seededContent();
    content.items.push({
      kind: 'news',
      id: 7,
      slug: 'pig-butchering-warning',
      path: '/blog/article/pig-butchering-warning',
      title: 'Warning: a new pig-butchering wave',
      description: 'Messages from strangers that turn into investment tips.',
      socialImage: null,
      data: {
        date: '2025-04-01',
        author: 'ClearTrace Investigations Desk',
        category: 'Scam alert',
        body: [
          { kind: 'heading', text: 'What it looks like' },
          { kind: 'list', items: ['A wrong-number message', 'A trading app you never heard of'] },
          { kind: 'paragraph', text: 'Check the [scam blacklist](/black-list-scams) first. <script>alert(1)</script>' },
        ],
      },
      datePublished: '2025-04-01T00:00:00.000Z',
      publishedAt: '2025-04-01T08:00:00.000Z',
      updatedAt: '2025-04-01T08:00:00.000Z',
    });
    publishContent(content);
    renderNewsItem('/blog/article/pig-butchering-warning');
    expect(screen.getByRole('heading', { level: 2, name: 'What it looks like' })).toBeInTheDocument();
    expect(screen.getByText('A wrong-number message').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'scam blacklist' })).toHaveAttribute('href', '/black-list-scams');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    // Its structured data: both dates, the site's card for an item without an image, and a raster logo.
    const posting = JSON.parse(document.querySelector('script[type="application/ld+json"][data-key="article"]')?.textContent ?? '{}');
    expect(posting).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-04-01T00:00:00.000Z',
      dateModified: '2025-04-01T08:00:00.000Z',
      image: [{ '@type': 'ImageObject', url: 'http://localhost/social-card.png', width: '1200', height: '630' }],
      author: { '@type': 'Organization', name: 'ClearTrace Investigations Desk', url: 'http://localhost/about-us' },
      publisher: { logo: { '@type': 'ImageObject', url: 'http://localhost/logo.png', width: '512', height: '512' } },
    });
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('shows its featured image at the top of its page and on its /news card, and makes it the og:image and twitter:image', () => {
    const content = seededContent();
    const item = content.items.find((each) => each.kind === 'news' && each.slug === '3')!;
    item.data = { ...item.data, image: { id: 'feat-1', width: 1600, height: 900 }, imageAlt: 'A wall of company names on a blacklist' };
    publishContent(content);
    renderNewsItem('/blog/article/3');
    const pictured = screen.getByRole('img', { name: 'A wall of company names on a blacklist' });
    expect(pictured).toHaveAttribute('src', '/api/content/images/feat-1/1440.webp');
    expect(pictured).toHaveAttribute('loading', 'eager');
    expect(pictured.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('/api/content/images/feat-1/480.avif 480w');
    const meta = (key: string, attribute = 'property') => document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');
    expect(meta('og:image')).toBe('http://localhost/api/content/images/feat-1/1440.webp');
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:alt')]).toEqual(['1440', '810', 'A wall of company names on a blacklist']);
    expect(meta('twitter:image', 'name')).toBe('http://localhost/api/content/images/feat-1/1440.webp');

    const cards = newsFrom(content.items.filter((each) => each.kind === 'news')).map(summaryOfNews);
    render(
      <MemoryRouter>
        <NewsBrowser items={cards} />
      </MemoryRouter>,
    );
    const card = screen.getAllByRole('article').find((each) => within(each).queryByRole('link', { name: /Read More/ })?.getAttribute('href') === '/blog/article/3')!;
    expect(within(card).getByRole('img', { name: 'A wall of company names on a blacklist' })).toHaveAttribute('loading', 'lazy');
  });

  it("is the site's 404 for an address nothing is published at", () => {
    publishContent();
    renderNewsItem('/blog/article/7');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('asks the API for the published news when rendered in the browser', async () => {
    const fetchMock = servePublishedContent();
    renderNewsItem('/blog/article/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'We are back: what changed after the disruption' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/content/published?kind=news', expect.anything());
  });
});
