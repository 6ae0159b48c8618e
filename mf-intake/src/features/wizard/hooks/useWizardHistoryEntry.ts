import { useEffect, useRef } from 'react';

/** Marks the history entry the open wizard adds; React Router's own state (key, index) is kept beside it. */
const WIZARD_ENTRY = 'consultationWizard';

function onWizardEntry(): boolean {
  const state: unknown = window.history.state;
  return Boolean(state && typeof state === 'object' && (state as Record<string, unknown>)[WIZARD_ENTRY] === true);
}

function pushWizardEntry(): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [WIZARD_ENTRY]: true }, '');
}

/**
 * While the wizard is open, the page has one more history entry (same address), so the browser's Back (a phone's
 * back gesture) reaches `onBack` instead of leaving the page with the answers. `onBack` decides: `stay()` puts the
 * entry back (the wizard asks before closing), or the wizard closes. `leave()` drops the entry when the wizard closes
 * by other means (X, Cancel), and `replaceOnNavigate` tells a navigation made from the open wizard to take its place.
 */
export function useWizardHistoryEntry(open: boolean, onBack: (stay: () => void) => void) {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!open) return undefined;
    if (!onWizardEntry()) pushWizardEntry();
    const onPopState = () => {
      if (!onWizardEntry()) onBackRef.current(pushWizardEntry);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  return {
    leave: () => {
      if (onWizardEntry()) window.history.back();
    },
    replaceOnNavigate: () => onWizardEntry(),
  };
}
