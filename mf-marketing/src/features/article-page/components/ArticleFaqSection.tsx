import { useEffect, useId, useRef, useState } from 'react';
import { FaqAccordion } from '../../../shared/components/FaqAccordion';
import type { ArticleFaq } from '../articlePage';
import sectionStyles from './ArticleSectionView.module.scss';
import styles from './ArticleFaqSection.module.scss';

/** Whether the list starts shortened behind a 'Show all' toggle. */
export function isCollapsible({ collapsedCount, items }: ArticleFaq): boolean {
  return collapsedCount !== undefined && items.length > collapsedCount;
}

/** The article's questions, one answer open at a time; a long list starts shortened behind a 'Show all' toggle. */
export function ArticleFaqSection({ faq }: { faq: ArticleFaq }) {
  const listId = useId();
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const focusFirstRevealed = useRef(false);
  const [expanded, setExpanded] = useState(false);
  const { collapsedCount } = faq;
  const collapsible = isCollapsible(faq);

  // After 'Show all', focus the first question that just appeared, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!expanded || !focusFirstRevealed.current || collapsedCount === undefined) return;
    focusFirstRevealed.current = false;
    listRef.current?.querySelectorAll<HTMLElement>('summary')[collapsedCount]?.focus();
  }, [expanded, collapsedCount]);

  const toggleAll = () => {
    focusFirstRevealed.current = !expanded;
    setExpanded(!expanded);
  };

  return (
    <section id={faq.id} className={sectionStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionStyles.title}>
        {faq.title}
      </h2>
      <div id={listId} ref={listRef}>
        <FaqAccordion items={faq.items} shownCount={collapsible && !expanded ? collapsedCount : undefined} />
      </div>
      {collapsible && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={toggleAll}>
          {expanded ? 'Show fewer questions' : `Show all ${faq.items.length} questions`}
        </button>
      )}
    </section>
  );
}
