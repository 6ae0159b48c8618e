import { useCallback, useState } from 'react';

/** `index` moved into 0…count-1, wrapping past either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Current position in a list of `count` items where Next on the last goes to the first and Previous on the first to the last. */
export function useWrappingIndex(count: number, start = 0) {
  const [index, setIndex] = useState(() => wrapIndex(start, count));
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  return { index: wrapIndex(index, count), next, previous, goTo };
}
