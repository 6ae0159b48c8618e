import type { FaqItem } from '../content/faq';
import { Accordion } from './Accordion';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  initiallyOpen?: number | null;
  headingLevel?: 2 | 3 | 4;
}

/** Questions and answers in an accordion: one answer open at a time. */
export function FaqAccordion({ items, initiallyOpen = null, headingLevel = 3 }: FaqAccordionProps) {
  return (
    <Accordion
      initiallyOpen={initiallyOpen}
      headingLevel={headingLevel}
      items={items.map((item) => ({
        title: item.title,
        content: item.content.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      }))}
    />
  );
}
