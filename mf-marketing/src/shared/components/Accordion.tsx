import { useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './Accordion.module.scss';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index open when the page loads; null (the default) starts with all closed. */
  initiallyOpen?: number | null;
}

/**
 * Disclosure list where one item is open at a time; clicking the open one closes it. Each item is a `<details>`:
 * the browser opens and closes it from the HTML alone, before the page's script has run (and without one), and its
 * `<summary>` is what assistive technology announces as a button, collapsed or expanded, named by the question.
 * A heading inside the summary would be flattened into that button, so the questions are not headings: the list
 * sits under its section's heading. The items of one list share a `name`, so the browser closes the open one when
 * another opens. React renders `open` only as the HTML's first state and never changes it: the browser owns it.
 */
export function Accordion({ items, initiallyOpen = null }: AccordionProps) {
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // A browser that does not know `name` on <details> (Chrome before 120, Safari before 17.2) keeps one open item
  // at a time this way, once hydrated.
  const closeTheOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of listRef.current?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]') ?? []) {
      if (other !== opened) other.open = false;
    }
  };

  return (
    <div ref={listRef} className={styles.accordion}>
      {items.map((item, index) => {
        const toggleId = `${idPrefix}-toggle-${index}`;
        return (
          // The visitor may have opened or closed it before hydration: what the page shows is the browser's.
          <details key={item.title} name={idPrefix} className={styles.item} open={index === initiallyOpen} onToggle={closeTheOthers} suppressHydrationWarning>
            <summary id={toggleId} className={styles.toggle}>
              <span>{item.title}</span>
              <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
            </summary>
            <div role="region" aria-labelledby={toggleId} className={styles.panel}>
              {item.content}
            </div>
          </details>
        );
      })}
    </div>
  );
}
