import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { ArticleCard } from '../../features/blog/components/ArticleCard';
import { Pager } from '../../features/blog/components/Pager';
import { clampPage, pageCount, pageOf } from '../../features/blog/paging';
import { NEWS_ITEMS, newsItemPath, searchNews } from './newsItems';
import styles from './News.module.scss';

/** The spec's six news items on a page; the pager shows once there are more. */
export const NEWS_PAGE_SIZE = 6;

/** The news search, the items found and the pager: the island of /news (the page around it is HTML). */
export function NewsBrowser() {
  const searchId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const found = searchNews(NEWS_ITEMS, query);
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
        {query.trim() === '' ? `${found.length} news items` : `${found.length} of ${NEWS_ITEMS.length} news items match "${query.trim()}"`}
      </p>
      {found.length === 0 ? (
        <p className={styles.empty}>No news matches your search. Try another word, or clear the box to see everything.</p>
      ) : (
        <ul className={styles.list}>
          {pageOf(found, page, NEWS_PAGE_SIZE).map((item) => (
            <li key={item.id}>
              <ArticleCard
                to={newsItemPath(item.id)}
                title={item.title}
                excerpt={item.excerpt}
                cover={item.cover}
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
