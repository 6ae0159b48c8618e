import { useEffect, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` when the visitor clicks or moves focus outside `ref`,
 * or presses Escape (focus then returns to `returnFocusTo` if it was inside).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  active: boolean,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const isOutside = (target: EventTarget | null) =>
      ref.current !== null && target instanceof Node && !ref.current.contains(target);
    const onPointer = (event: MouseEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    const onFocus = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = ref.current?.contains(document.activeElement) ?? false;
      onDismiss();
      if (focusWasInside) returnFocusTo?.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, onDismiss, active, returnFocusTo]);
}
