import { aContentKind } from './contentKinds';

describe('aContentKind', () => {
  it('names one item of a kind as a sentence does', () => {
    expect(aContentKind('news')).toBe('a news item');
    expect(aContentKind('article')).toBe('a blog article');
    
    expect(aContentKind('faq')).toBe('a FAQ entry');
    expect(aContentKind('scam_type')).toBe('a scam type');
  });
});
