import { useCallback, useState } from 'react';

/**
 * One open item at a time: toggling the open item closes it, toggling another opens that one.
 * `initiallyOpen` is the index open at first, or null for all closed.
 */
export function useSingleOpen(initiallyOpen: number | null = null) {
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  const toggle = useCallback((index: number) => setOpenIndex((current) => (current === index ? null : index)), []);
  const closeAll = useCallback(() => setOpenIndex(null), []);
  return { openIndex, toggle, closeAll };
}
