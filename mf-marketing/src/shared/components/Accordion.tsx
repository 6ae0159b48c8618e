import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useSingleOpen } from '../hooks/useSingleOpen';
import styles from './Accordion.module.scss';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index open when the page loads; null (the default) starts with all closed. */
  initiallyOpen?: number | null;
  /** Level of the heading that wraps each toggle, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Disclosure list where one item is open at a time; clicking the open one closes it. */
export function Accordion({ items, initiallyOpen = null, headingLevel = 3 }: AccordionProps) {
  const idPrefix = useId();
  const { openIndex, toggle } = useSingleOpen(initiallyOpen);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${idPrefix}-toggle-${index}`;
        const panelId = `${idPrefix}-panel-${index}`;
        return (
          <div key={item.title} className={open ? `${styles.item} ${styles.open}` : styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open} data-shown-without-script>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
