import { seededItems } from '../../../testing/publishedContent';
import { newsFrom, searchNews } from './newsItem';

const NEWS_ITEMS = newsFrom(seededItems('news'));

const titles = (query: string) => searchNews(NEWS_ITEMS, query).map((item) => Number(item.slug));

describe('searchNews', () => {
  it('shows every item for a blank query', () => {
    expect(titles('')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(titles('   ')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('matches the title, the excerpt or the category, whatever the case', () => {
    expect(titles('BLACKLIST PASSES')).toEqual([3]); // title
    expect(titles('one-page summary')).toEqual([5]); // excerpt only
    expect(titles('scam ALERT')).toEqual([2, 4, 6]); // category
    expect(titles('company news')).toEqual([1]);
  });

  it('does not look in the body or the author', () => {
    expect(titles('USDT')).toEqual([]);
    expect(titles('Investigations Desk')).toEqual([]);
  });
});
