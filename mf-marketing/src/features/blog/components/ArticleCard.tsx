import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { formatDate } from '../blogArticle';
import type { FeaturedImage } from '../../content-service/pageFacts';
import type { CoverArt } from '../covers';
import { Cover } from './Cover';
import styles from './ArticleCard.module.scss';

export interface ArticleCardProps {
  to: string;
  title: string;
  excerpt: string;
  cover: CoverArt;
  /** Shown instead of the drawn cover. */
  image?: FeaturedImage;
  /** ISO date. */
  date?: string;
  author?: string;
  category?: string;
  /** The card's one link; the whole card is clickable through it. */
  linkLabel?: string;
  headingLevel?: 2 | 3;
  featured?: boolean;
  /** Facts under the excerpt (a case study's amount and timeframe). */
  children?: ReactNode;
}

/** A card for an article, a news item or a case study: its image or drawn cover, category, title, excerpt, date and author, and a link. */
export function ArticleCard({ to, title, excerpt, cover, image, date, author, category, linkLabel = 'Read more', headingLevel = 3, featured = false, children }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <Cover art={cover} image={image} />
      <div className={styles.body}>
        {category && <p className={styles.category}>{category}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {(date || author) && (
          <p className={styles.meta}>
            {date && <time dateTime={date}>{formatDate(date)}</time>}
            {date && author && <span aria-hidden="true"> · </span>}
            {author && <span>{author}</span>}
          </p>
        )}
        <p className={styles.excerpt}>{excerpt}</p>
        {children}
        <Link to={to} className={styles.link}>
          {linkLabel}
          <span className="visually-hidden">: {title}</span>
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
    </article>
  );
}
