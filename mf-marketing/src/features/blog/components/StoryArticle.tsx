import type { ReactNode } from 'react';
import type { FeaturedImage } from '../../content-service/pageFacts';
import type { CoverArt } from '../covers';
import { Cover } from './Cover';
import styles from './StoryArticle.module.scss';

/** The reading column of a news item or a case study: its featured image or wide drawn cover, then its text. */
export function StoryArticle({ title, cover, image, children }: { title: string; cover: CoverArt; image?: FeaturedImage; children: ReactNode }) {
  return (
    <article className={styles.article} aria-label={title}>
      <Cover art={cover} image={image} size="wide" eager />
      {children}
    </article>
  );
}
