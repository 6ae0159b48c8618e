import type { ReactNode } from 'react';
import type { CoverArt } from '../covers';
import { Cover } from './Cover';
import styles from './StoryArticle.module.scss';

/** The reading column of a news item or a case study: its wide drawn cover, then its text. */
export function StoryArticle({ title, cover, children }: { title: string; cover: CoverArt; children: ReactNode }) {
  return (
    <article className={styles.article} aria-label={title}>
      <Cover art={cover} size="wide" />
      {children}
    </article>
  );
}
