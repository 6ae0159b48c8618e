import type { ContentItemDetail, ContentListItem } from './api/contentApi';

export const NEWS_ROW: ContentListItem = {
  id: 4,
  kind: 'news',
  slug: 'new-crypto-scam',
  path: '/blog/article/new-crypto-scam',
  title: 'A new crypto scam',
  status: 'published',
  updatedAt: '2026-11-27T09:00:00.000Z',
  publishedAt: '2026-11-27T09:05:00.000Z',
  scheduledFor: null,
  version: 3,
};

export function newsItem(overrides: Partial<ContentItemDetail> = {}): ContentItemDetail {
  const draft = {
    slug: 'new-crypto-scam',
    title: 'A new crypto scam',
    description: 'What to look for.',
    socialImage: null,
    data: {
      date: '2026-11-27',
      category: 'Scam alert',
      author: 'Investigations Desk',
      body: [{ kind: 'paragraph', text: 'Scammers now pose as regulators.' }],
      cover: { icon: 'ShieldAlert', tone: 'cta' },
    },
  };
  return {
    kind: 'news',
    id: 4,
    path: '/blog/article/new-crypto-scam',
    status: 'published',
    version: 3,
    draft,
    published: draft,
    scheduledFor: null,
    scheduled: null,
    updatedAt: '2026-11-27T09:00:00.000Z',
    publishedAt: '2026-11-27T09:05:00.000Z',
    ...overrides,
  };
}
