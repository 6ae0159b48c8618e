import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { seededItems } from '../../../testing/publishedContent';
import { articlesFrom, summaryOf } from '../blogArticle';
import { BlogArticleBrowser } from './BlogArticleBrowser';

// The published articles, as the blog index gives them to the island.
const BLOG_ARTICLES = articlesFrom(seededItems('article')).map(summaryOf);

function Address() {
  const { pathname, search } = useLocation();
  return <p>{`Address: ${pathname}${search}`}</p>;
}

const island = (entry: string, pageSize?: number) => (
  <MemoryRouter initialEntries={[entry]}>
    <BlogArticleBrowser articles={BLOG_ARTICLES} pageSize={pageSize} />
  </MemoryRouter>
);

const tab = (name: string) => screen.getByRole('tab', { name });
const pager = () => screen.getByRole('navigation', { name: 'Article pages' });
const shownTitles = () => within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const otherScams = BLOG_ARTICLES.filter((article) => article.category === 'Other Scams').map((article) => article.title);

describe('BlogArticleBrowser', () => {
  it("makes each tab a link to its topic's view of the grid", () => {
    render(island('/blog'));
    expect(screen.getAllByRole('tab').map((element) => element.getAttribute('href'))).toEqual([
      '/blog#all-articles',
      '/blog?topic=forex-trading#all-articles',
      '/blog?topic=binary-trading#all-articles',
      '/blog?topic=digital-currency#all-articles',
      '/blog?topic=stock-trading#all-articles',
      '/blog?topic=other-scams#all-articles',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'All articles' })).toHaveAttribute('id', 'all-articles');
  });

  it('turns pages with links to each page of the topic, marking the current one, and in place once hydrated', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/blog?topic=other-scams']}>
        <BlogArticleBrowser articles={BLOG_ARTICLES} pageSize={1} />
        <Address />
      </MemoryRouter>,
    );
    expect(within(pager()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog?topic=other-scams#all-articles',
      '/blog?topic=other-scams&page=2#all-articles',
      '/blog?topic=other-scams&page=3#all-articles',
      '/blog?topic=other-scams&page=4#all-articles',
      '/blog?topic=other-scams&page=2#all-articles',
    ]);
    expect(within(pager()).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager()).getByRole('link', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('4 articles on Other Scams, page 2 of 4');
    expect(shownTitles()).toEqual([otherScams[1]]);
    expect(screen.getByText(/^Address:/)).toHaveTextContent('Address: /blog?topic=other-scams&page=2');
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('BlogArticleBrowser before its script has run', () => {
  it("hydrates the HTML of /blog when loaded from a tab's link, then shows the address's topic and page", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(island('/blog'));
    document.body.append(container);
    expect(within(container).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, island('/blog?topic=other-scams&page=1'), { onRecoverableError });
    });
    // No mismatch: React hydrated the HTML it was given instead of throwing it away.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(tab('Other Scams')).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(otherScams);
    container.remove();
  });
});
