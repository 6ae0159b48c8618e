import { useEffect, useEffectEvent, useRef } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A button served in the page's HTML that opens something (the consultation wizard) takes a press before the
 * page's script has run. The button spreads the props returned: marked `data-press-when-ready` until hydrated,
 * a press meets the shell's first script (shell/public/after-first-paint.js), which holds it and marks the button
 * `data-press-pending` and `aria-busy`. Once hydrated, `onHeldPress` runs once if a press was held: the button
 * does then what the visitor asked for.
 */
export function usePressWhenReady<Element extends HTMLElement>(onHeldPress: () => void) {
  const scripted = useHydrated();
  const ref = useRef<Element>(null);
  const takeOver = useEffectEvent((button: Element) => {
    button.removeAttribute('data-press-when-ready');
    const pressed = button.hasAttribute('data-press-pending');
    button.removeAttribute('data-press-pending');
    button.removeAttribute('aria-busy');
    if (pressed) onHeldPress();
  });
  useEffect(() => {
    if (ref.current) takeOver(ref.current);
  }, []);
  return {
    ref,
    'data-press-when-ready': scripted ? undefined : '',
    // The first script may add data-press-pending and aria-busy before hydration: the button takes them over on mount.
    suppressHydrationWarning: true,
  };
}
