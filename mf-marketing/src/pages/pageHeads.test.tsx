import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from '../routes';
import { publishContent } from '../testing/publishedContent';

/** The site's main pages (the article pages share one layout, checked in features/article-page). */
const MAIN_PAGES = ['/', '/about-us', '/testimonials', '/track-record', '/faq', '/affiliate', '/sitemap', '/privacy-policy', '/terms-of-service'];

jest.mock('../shared/intake/IntakeLeadForm');
jest.mock('../shared/intake/ConsultationLauncher');
jest.mock('../shared/intake/PricingCards');

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

/** Renders a page, with the seeded content published, once its code has arrived. */
async function renderPage(path: string) {
  publishContent();
  const page = ROUTES.find((route) => route.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  const { Page } = page;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading the page…</p>}>
        <Page />
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText(/^Loading /)).not.toBeInTheDocument(), { timeout: 3000 });
  return view;
}

// Pages load their code; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

const headingLevels = () => Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => Number(heading.tagName[1]));

describe('main pages', () => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };

  it.each(MAIN_PAGES)('%s has one h1, headings in order, and its own title and description', async (path) => {
    const { unmount } = await renderPage(path);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });

    await waitFor(() => expect(description()).toBeTruthy());
    expect(seen.titles.has(document.title)).toBe(false);
    expect(seen.descriptions.has(description() ?? '')).toBe(false);
    seen.titles.add(document.title);
    seen.descriptions.add(description() ?? '');

    for (const image of screen.queryAllByRole('img')) expect(image).toHaveAccessibleName();
    unmount();
  });
});

describe('feeds and social images', () => {
  const feeds = () => Array.from(document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'), (link) => link.getAttribute('href'));

  it.each([
    ['/news', '/news/feed.xml'],
    ['/blog/latest-news', '/news/feed.xml'],
    ['/blog', '/blog/feed.xml'],
    ['/blog/case-studies', '/blog/feed.xml'],
  ])('%s, which lists its items, announces its feed, %s', async (path, feed) => {
    const { unmount } = await renderPage(path);
    await waitFor(() => expect(feeds()).toEqual([feed]));
    unmount();
  });

  it("makes a published item's social image the page's card", async () => {
    const content = publishContent();
    const news = content.items.find((item) => item.kind === 'news' && item.slug === '1');
    if (!news) throw new Error('no seeded news item 1');
    news.socialImage = { id: 'scam-alert', width: 1600, height: 900 };
    const page = ROUTES.find((route) => route.path === '/blog/article/:articleId');
    if (!page) throw new Error('no news item page');
    const { Page } = page;
    render(
      <MemoryRouter initialEntries={['/blog/article/1']}>
        <Suspense fallback={<p>Loading the page…</p>}>
          <Routes>
            <Route path="/blog/article/:articleId" element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('http://localhost/api/content/images/scam-alert/1440.webp'));
    expect(document.head.querySelector('meta[property="og:image:height"]')?.getAttribute('content')).toBe('810');
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
  });
});
