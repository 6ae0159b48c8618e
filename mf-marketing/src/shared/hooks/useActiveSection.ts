import { useCallback, useEffect, useState } from 'react';

/** The first of `ids` whose element spans the line `offset` px below the top of the viewport, if any. */
export function findSectionAt(ids: readonly string[], offset: number): string | null {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    const { top, bottom } = element.getBoundingClientRect();
    if (top <= offset && bottom > offset) return id;
  }
  return null;
}

/**
 * Which section the reader is in: the one spanning `offset` px from the viewport top (100 on
 * most pages, 150 on the consulting and compliance pages). Follows scrolling and resizing.
 * `activate` marks an entry at once, for a click on the table of contents.
 */
export function useActiveSection(ids: readonly string[], offset = 100) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      setActiveId(findSectionAt(sectionIds, offset));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [key, offset]);

  const activate = useCallback((id: string) => setActiveId(id), []);
  return { activeId, activate };
}
