import { Link } from 'react-router-dom';
import { articlePath, formatDate, type BlogArticleSummary } from '../blogArticle';
import { categoryCover } from '../covers';
import styles from './ArticleLinkList.module.scss';

/** A short list of other articles (related, latest): small drawn mark, title link, date. */
export function ArticleLinkList({ title, articles }: { title: string; articles: readonly BlogArticleSummary[] }) {
  const headingId = `article-list-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {articles.map((article) => {
          const { Icon } = categoryCover(article.category);
          return (
            <li key={article.slug} className={styles.item}>
              <span className={`${styles.mark} ${styles[categoryCover(article.category).tone]}`} aria-hidden="true">
                <Icon size={20} />
              </span>
              <div>
                <Link to={articlePath(article.slug)} className={styles.link}>
                  {article.title}
                </Link>
                <time dateTime={article.date} className={styles.date}>
                  {formatDate(article.date)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
