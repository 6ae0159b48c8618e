import { render } from '@testing-library/react';
import type { FaqItem } from '../content/faq';
import { FaqAccordion } from './FaqAccordion';

const ITEMS: readonly FaqItem[] = [
  { title: 'How long does recovery take?', content: ['Most cases take months.', 'Some take a year.'] },
  { title: 'What does it cost?', content: ['The first review is free.'] },
  { title: 'Can you guarantee a result?', content: ['No one honestly can.'] },
];

const faqBlocks = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((block) => JSON.parse(block.textContent ?? '{}') as { '@type': string; mainEntity?: unknown[] })
    .filter((data) => data['@type'] === 'FAQPage');

describe('FaqAccordion', () => {
  it('gives search engines the questions and answers it shows, as one FAQPage block, while it is shown', () => {
    const { unmount } = render(<FaqAccordion items={ITEMS} />);
    expect(faqBlocks()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'How long does recovery take?', acceptedAnswer: { '@type': 'Answer', text: 'Most cases take months.\n\nSome take a year.' } },
          { '@type': 'Question', name: 'What does it cost?', acceptedAnswer: { '@type': 'Answer', text: 'The first review is free.' } },
          { '@type': 'Question', name: 'Can you guarantee a result?', acceptedAnswer: { '@type': 'Answer', text: 'No one honestly can.' } },
        ],
      },
    ]);
    unmount();
    expect(faqBlocks()).toEqual([]);
  });

  it('describes only the questions a shortened list shows (marked-up content must be visible), and all once shown', () => {
    const { container, rerender } = render(<FaqAccordion items={ITEMS} shownCount={2} />);
    expect(container.querySelectorAll('summary')).toHaveLength(2);
    expect(faqBlocks()[0]?.mainEntity).toEqual([expect.objectContaining({ name: ITEMS[0]!.title }), expect.objectContaining({ name: ITEMS[1]!.title })]);
    rerender(<FaqAccordion items={ITEMS} />);
    expect(faqBlocks()[0]?.mainEntity).toHaveLength(3);
  });

  it('says nothing to search engines for a list that is not the page’s FAQ', () => {
    const { container } = render(<FaqAccordion items={ITEMS} pageFaq={false} />);
    expect(container.querySelectorAll('summary')).toHaveLength(3);
    expect(faqBlocks()).toEqual([]);
  });
});
