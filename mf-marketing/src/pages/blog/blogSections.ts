import { BookOpenCheck, FolderSearch, Lightbulb, Newspaper } from 'lucide-react';
import type { LinkCard } from '../../shared/components/LinkCards';

/** The other parts of the blog, linked from its index and from each of them. */
export const BLOG_SECTIONS: readonly LinkCard[] = [
  { title: 'Latest news', to: '/blog/latest-news', Icon: Newspaper, text: 'Scam alerts and news from our team.' },
  { title: 'Case studies', to: '/blog/case-studies', Icon: FolderSearch, text: 'How four recoveries actually went, step by step.' },
  { title: 'Scam prevention tips', to: '/blog/scam-prevention-tips', Icon: Lightbulb, text: 'Checklists to keep you and your family safe.' },
  { title: 'Fraud prevention tools', to: '/fraud-prevention-tools', Icon: BookOpenCheck, text: 'Sixteen tools we recommend, with honest reviews.' },
];
