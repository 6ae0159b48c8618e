import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { articlesFrom } from '../../features/blog/blogArticle';
import { publishContent, seededItems } from '../../testing/publishedContent';
import { BLOG_PAGE_SIZE } from '../../features/blog/components/BlogArticleBrowser';
import BlogIndexPage from './BlogIndexPage';

// Whole-page renders with many role queries: slow under jsdom on a busy machine, so give them room.
jest.setTimeout(30_000);

const BLOG_ARTICLES = articlesFrom(seededItems('article'));

function renderBlog(entry = '/blog') {
  publishContent();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <BlogIndexPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const panel = () => screen.getByRole('tabpanel');
const shownTitles = () => within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const shownCategories = () =>
  within(panel())
    .getAllByRole('article')
    .map((card) => card.querySelector('p')?.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });
const pager = () => screen.queryByRole('navigation', { name: 'Article pages' });
const titlesOf = (category?: string) => BLOG_ARTICLES.filter((article) => !category || article.category === category).map((article) => article.title);

describe('blog index', () => {
  it('has the breadcrumb, three featured articles and the six topic tabs with All selected', () => {
    renderBlog();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Blog']);
    expect(within(screen.getByRole('region', { name: 'Featured articles' })).getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['All', 'Forex Trading', 'Binary Trading', 'Digital Currency', 'Stock Trading', 'Other Scams']);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('All');
  });

  it("shows the spec's twelve cards on one page, without a pager", () => {
    renderBlog();
    expect(BLOG_PAGE_SIZE).toBe(12);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('12 articles');
    expect(shownTitles()).toEqual(titlesOf());
    expect(pager()).not.toBeInTheDocument();
  });

  it('filters the grid by topic', async () => {
    const user = renderBlog();
    await user.click(tab('Other Scams'));

    expect(tab('Other Scams')).toHaveAttribute('aria-selected', 'true');
    expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName('Other Scams');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 articles on Other Scams');
    expect(shownCategories()).toEqual(['Other Scams', 'Other Scams', 'Other Scams', 'Other Scams']);
    expect(shownTitles()).toEqual(titlesOf('Other Scams'));

    await user.click(tab('Stock Trading'));
    expect(shownTitles()).toEqual(titlesOf('Stock Trading'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 article on Stock Trading');
    expect(pager()).not.toBeInTheDocument();
  });

  it('moves between topics with the arrow keys, Home and End, with one tab stop', async () => {
    const user = renderBlog();
    await user.click(tab('All'));
    expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab('All')]);

    await user.keyboard('{ArrowRight}');
    expect(tab('Forex Trading')).toHaveFocus();
    expect(tab('Forex Trading')).toHaveAttribute('aria-selected', 'true');
    expect(shownCategories()).toEqual(['Forex Trading', 'Forex Trading']);

    await user.keyboard('{End}');
    expect(tab('Other Scams')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Other Scams')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab('All')]);
  });

  it('opens on the topic and page named in the address', () => {
    renderBlog('/blog?topic=digital-currency&page=2');
    expect(tab('Digital Currency')).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(titlesOf('Digital Currency'));
    expect(pager()).not.toBeInTheDocument();
  });

  it('links every card to its own article', () => {
    renderBlog('/blog?topic=forex-trading');
    expect(within(panel()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/blog/regulation-forex-trading', '/blog/guaranteed-returns-investments']);
  });
});
