import { useJsonLd } from '@frc/ui/useJsonLd';
import type { FaqItem } from '../content/faq';
import { faqPageData } from '../structured-data/schemaOrg';
import { Accordion } from './Accordion';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /**
   * Shows the first few only, for a list shortened behind a 'Show all' toggle. The page's FAQPage data names those
   * only: search engines take marked-up questions that the page does not show as hidden content.
   */
  shownCount?: number;
  initiallyOpen?: number | null;
  /** These are the page's questions and answers: tell search engines so (schema.org FAQPage). One list per page. */
  pageFaq?: boolean;
}

/** Questions and answers in an accordion: one answer open at a time. */
export function FaqAccordion({ items, shownCount, initiallyOpen = null, pageFaq = true }: FaqAccordionProps) {
  const shown = items.slice(0, shownCount);
  useJsonLd('faq-page', pageFaq ? faqPageData(shown) : null);
  return (
    <Accordion
      initiallyOpen={initiallyOpen}
      items={shown.map((item) => ({
        title: item.title,
        content: item.content.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      }))}
    />
  );
}
