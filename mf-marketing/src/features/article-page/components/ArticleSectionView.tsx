import { TextBlocks } from '../../../shared/components/TextBlocks';
import type { ArticleSection } from '../articlePage';
import styles from './ArticleSectionView.module.scss';

/** One anchored section of the article: its h2, its text, and its h3 parts. */
export function ArticleSectionView({ section }: { section: ArticleSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {section.title}
      </h2>
      <TextBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <section key={subsection.title} id={subsection.id} className={styles.subsection}>
          <h3 className={styles.subtitle}>{subsection.title}</h3>
          <TextBlocks blocks={subsection.blocks} />
        </section>
      ))}
    </section>
  );
}
