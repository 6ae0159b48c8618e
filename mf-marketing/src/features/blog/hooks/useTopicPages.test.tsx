import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { seededItems } from '../../../testing/publishedContent';
import { articlesFrom } from '../blogArticle';
import { ALL_TOPICS_ID, useTopicPages } from './useTopicPages';

const ARTICLES = articlesFrom(seededItems('article'));

/** A router whose address only changes when the test says: the router's transition that has not committed yet. */
function heldRouter(search: string) {
  const replace = jest.fn();
  const navigator = { createHref: (to: unknown) => String(to), go: jest.fn(), push: jest.fn(), replace };
  let location = { pathname: '/blog', search, hash: '', state: null, key: 'first' };
  let rerender = () => {};
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
  const commit = (next: string, key: string) => {
    location = { ...location, search: next, key };
    rerender();
  };
  return { wrapper, replace, commit, setRerender: (fn: () => void) => (rerender = fn) };
}

describe('useTopicPages', () => {
  test('a topic picked shows at once, page 1, before the address has followed', () => {
    const router = heldRouter('?topic=forex-trading&page=2');
    const { result, rerender } = renderHook(() => useTopicPages(3, ARTICLES), { wrapper: router.wrapper });
    router.setRerender(() => rerender());
    expect(result.current.topicId).toBe('forex-trading');

    act(() => result.current.selectTopic(ALL_TOPICS_ID));
    expect(router.replace).toHaveBeenCalledTimes(1);
    // The address still says forex-trading, page 2: the grid already shows every topic from page 1.
    expect(result.current.topicId).toBe(ALL_TOPICS_ID);
    expect(result.current.category).toBeNull();
    expect(result.current.page).toBe(1);

    act(() => result.current.selectTopic('binary-trading'));
    expect(result.current.topicId).toBe('binary-trading');
  });

  test('once the address changes, it is what counts again (the back button included)', () => {
    const router = heldRouter('?topic=forex-trading');
    const { result, rerender } = renderHook(() => useTopicPages(1, ARTICLES), { wrapper: router.wrapper });
    router.setRerender(() => rerender());
    act(() => result.current.selectTopic('binary-trading'));
    expect(result.current.topicId).toBe('binary-trading');

    // Back to an address with another topic before the pick's own address came.
    act(() => router.commit('?topic=forex-trading', 'back'));
    expect(result.current.topicId).toBe('forex-trading');
    act(() => router.commit('?topic=binary-trading&page=2', 'later'));
    expect(result.current.topicId).toBe('binary-trading');
    expect(result.current.page).toBe(2);
  });
});
