import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { ArticleCard } from '../../features/blog/components/ArticleCard';
import { Pager } from '../../features/blog/components/Pager';
import { coverArt } from '../../features/blog/covers';
import { clampPage, pageCount, pageOf } from '../../features/blog/paging';
import { newsItemPath, searchNews, type NewsSummary } from '../../features/content-service/templates/newsItem';
import styles from './News.module.scss';

/** The spec's six news items on a page; the pager shows once there are more. */
export const NEWS_PAGE_SIZE = 6;

export interface NewsBrowserProps {
  /** The published news, newest first: the page's HTML carries it to the island. */
  items: readonly NewsSummary[];
}

/** The news search, the items found and the pager: the island of /news (the page around it is HTML). */
export function NewsBrowser({ items }: NewsBrowserProps) {
  const searchId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const found = searchNews(items, query);
  const pages = pageCount(found.length, NEWS_PAGE_SIZE);
  const page = clampPage(requestedPage, pages);

  const search = (text: string) => {
    setQuery(text);
    setRequestedPage(1);
  };

  // Words typed into the page's HTML before the script ran are searched for: hydrating would empty the box.
  const adoptTyped = useEffectEvent((typed: string) => {
    if (typed !== query) search(typed);
  });
  useEffect(() => {
    if (field.current) adoptTyped(field.current.value);
  }, []);

  return (
    <>
      <div className={styles.search} role="search">
        <label htmlFor={searchId}>Search the news</label>
        <div className={styles.searchBox}>
          <Search aria-hidden="true" size={18} />
          <input
            ref={field}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="For example: imposter, scam alert"
          />
        </div>
      </div>
      <p role="status" className={styles.count}>
        {query.trim() === '' ? `${found.length} news items` : `${found.length} of ${items.length} news items match "${query.trim()}"`}
      </p>
      {found.length === 0 ? (
        <p className={styles.empty}>No news matches your search. Try another word, or clear the box to see everything.</p>
      ) : (
        <ul className={styles.list}>
          {pageOf(found, page, NEWS_PAGE_SIZE).map((item) => (
            <li key={item.slug}>
              <ArticleCard
                to={newsItemPath(item.slug)}
                title={item.title}
                excerpt={item.excerpt}
                cover={coverArt(item.cover)}
                image={item.featuredImage}
                category={item.category}
                date={item.date}
                author={item.author}
                linkLabel="Read More"
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pages} onChange={setRequestedPage} label="News pages" />
    </>
  );
}
