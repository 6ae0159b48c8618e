import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { publishContent } from '../../testing/publishedContent';
import LatestNewsPage from './LatestNewsPage';

jest.setTimeout(30_000);

function renderNews() {
  publishContent();
  render(
    <MemoryRouter>
      <LatestNewsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const box = () => screen.getByRole('searchbox', { name: 'Search the news' });
const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pager = () => screen.queryByRole('navigation', { name: 'News pages' });

describe('latest news', () => {
  it("lists the spec's six items on one page, each with a Read More link to its own page", () => {
    renderNews();
    expect(screen.getByRole('status')).toHaveTextContent('6 news items');
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: /^Read More/ }).map((link) => link.getAttribute('href'))).toEqual(
      ['/blog/article/1', '/blog/article/2', '/blog/article/3', '/blog/article/4', '/blog/article/5', '/blog/article/6'],
    );
    expect(pager()).not.toBeInTheDocument();
  });

  it('filters as you type, on title, excerpt or category, whatever the case', async () => {
    const user = renderNews();
    await user.type(box(), 'SCAM ALERT');
    expect(screen.getByRole('status')).toHaveTextContent('3 of 6 news items match "SCAM ALERT"');
    expect(cardTitles()).toEqual([
      'Imposter warning: fake ClearTrace e-mails asking for crypto "release fees"',
      'Scam alert: "task" jobs that end with a crypto top-up',
      'Fake delivery messages rise ahead of the holidays',
    ]);
    expect(pager()).not.toBeInTheDocument();

    await user.clear(box());
    await user.type(box(), 'diagram');
    expect(cardTitles()).toEqual(['Clearer crypto tracing reports']);
  });

  it('says when nothing matches', async () => {
    const user = renderNews();
    await user.type(box(), 'lottery');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText(/No news matches your search/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 6 news items match "lottery"');
  });
});
