import { useEffect, useRef } from 'react';

export const LEAVE_QUESTION = 'Your changes are not saved yet. Leave this page anyway? They stay kept in this browser.';

/** A click that would take this page elsewhere: a link to another address of this tab, pressed as it is. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return to.origin === here.origin && to.pathname === here.pathname && to.search === here.search ? null : link;
}

/**
 * While `unsaved`, leaving asks first: a reload or a closed tab meets the browser's own prompt (`beforeunload`), and
 * a link of the page (the back office's or the shell's, whose router navigates in place) asks `LEAVE_QUESTION`.
 * `onLeave` runs when the member chose to leave.
 */
export function useLeaveGuard(unsaved: boolean, onLeave: () => void): void {
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  }, [onLeave]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // Capturing on the window runs before the router's own click handler, which would navigate at once.
    const click = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(LEAVE_QUESTION)) {
        leave.current();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [unsaved]);
}
