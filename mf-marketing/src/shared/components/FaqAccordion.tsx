import { useJsonLd } from '@frc/ui/useJsonLd';
import type { FaqItem } from '../content/faq';
import { faqPageData } from '../structured-data/schemaOrg';
import { Accordion } from './Accordion';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Shows the first few only, for a list shortened behind a 'Show all' toggle; search engines still get them all. */
  shownCount?: number;
  initiallyOpen?: number | null;
  /** These are the page's questions and answers: tell search engines so (schema.org FAQPage). One list per page. */
  pageFaq?: boolean;
}

/** Questions and answers in an accordion: one answer open at a time. */
export function FaqAccordion({ items, shownCount, initiallyOpen = null, pageFaq = true }: FaqAccordionProps) {
  useJsonLd('faq-page', pageFaq ? faqPageData(items) : null);
  return (
    <Accordion
      initiallyOpen={initiallyOpen}
      items={items.slice(0, shownCount).map((item) => ({
        title: item.title,
        content: item.content.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      }))}
    />
  );
}
