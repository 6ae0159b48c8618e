import { aContentKind, emptiedLike } from './contentKinds';

describe('emptiedLike', () => {
  it('keeps the shape of an item’s data with every text blank, today for a calendar day, and bodies empty', () => {
    const news = {
      date: '2025-03-03',
      category: 'Company news',
      cover: { icon: 'Building2', tone: 'brand' },
      body: [{ kind: 'paragraph', text: 'Old words' }],
      points: [{ title: 'A', text: 'B' }, { title: 'C', text: 'D' }],
      order: 4,
      featured: true,
    };
    expect(emptiedLike(news, '2026-11-27')).toEqual({
      date: '2026-11-27',
      category: '',
      cover: { icon: '', tone: '' },
      body: [],
      points: [{ title: '', text: '' }],
      order: 0,
      featured: false,
    });
  });
});

describe('aContentKind', () => {
  it('names one item of a kind as a sentence does', () => {
    expect(aContentKind('news')).toBe('a news item');
    expect(aContentKind('article')).toBe('a blog article');
    
    expect(aContentKind('faq')).toBe('a FAQ entry');
    expect(aContentKind('scam_type')).toBe('a scam type');
  });
});
