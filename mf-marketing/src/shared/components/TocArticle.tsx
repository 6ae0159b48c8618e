import { Island } from '@frc/federation';
import type { ReactNode } from 'react';
import type { TextSection } from '../content/textBlocks';
import { TableOfContents } from './TableOfContents';
import { TextBlocks } from './TextBlocks';
import styles from './TocArticle.module.scss';

export interface TocArticleProps {
  sections: readonly TextSection[];
  /** "1. Our services": for policies, whose sections are referred to by number. */
  numbered?: boolean;
  /** Level of the section headings, to fit the page's outline. */
  headingLevel?: 2 | 3;
  tocTitle?: string;
  /** Shown after the last section, in the text column. */
  children?: ReactNode;
}

/**
 * Long text beside a table of contents that sticks 100 px from the top on wide screens and marks
 * the section spanning that line; on narrow screens the contents come first.
 */
export function TocArticle({ sections, numbered = false, headingLevel = 2, tocTitle = 'Table of contents', children }: TocArticleProps) {
  const Heading = `h${headingLevel}` as const;
  const label = (title: string, index: number) => (numbered ? `${index + 1}. ${title}` : title);

  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        <Island
          module="marketing/TableOfContents"
          component={TableOfContents}
          props={{ entries: sections.map((section, index) => ({ id: section.id, label: label(section.title, index) })), title: tocTitle }}
          hydrate="visible"
        />
      </div>
      <div className={styles.body}>
        {sections.map((section, index) => (
          // Plain sections, not landmarks: their headings are enough to find them, and a page keeps few landmarks.
          <section key={section.id} id={section.id} className={styles.section}>
            <Heading className={styles.heading}>
              {label(section.title, index)}
            </Heading>
            <TextBlocks blocks={section.blocks} />
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
