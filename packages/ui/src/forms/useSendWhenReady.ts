import { useEffect, useEffectEvent, useRef } from 'react';
import { useHydrated } from '../useHydrated';
import { filterFields, type FieldFilters } from './fieldFilters';

/**
 * A form served in the page's HTML takes input, and a press of its button, before the page's script has run.
 * The form spreads `formProps`: marked `data-send-when-ready` until hydrated, it has its submit buttons enabled by
 * the shell's first script (shell/public/after-first-paint.js), which holds a press instead of losing it or sending
 * a plain form, and marks the form `data-submit-pending` (its `SendButton` then reads "Sending…"). Its buttons
 * stay disabled in the HTML (`!scripted`), so a browser without JavaScript never sends it.
 *
 * Once hydrated, `takeOver` runs once with what was typed meanwhile (each named field whose value in the page,
 * through the field's own filter of `filters` (the one its onChange applies), differs from `values`) and whether
 * a press was held: the form makes what was typed its state and, if pressed, sends it, once. It is given the form
 * too, for what is not a value of `values` (the files a file field holds). Nothing typed is lost: a field that
 * filters keeps what its filter keeps of the whole value (`ab12x` → `12` in an amount), as it would have of each
 * keystroke.
 */
export function useSendWhenReady<Values extends object>(
  values: Values,
  takeOver: (typed: Partial<Values>, pressed: boolean, form: HTMLFormElement) => void,
  filters: FieldFilters<Values> = {},
) {
  const scripted = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  const takeOverPage = useEffectEvent((form: HTMLFormElement) => {
    form.removeAttribute('data-send-when-ready');
    const typed: Partial<Record<string, unknown>> = {};
    // Text fields (inputs, text areas, selects) and checkboxes, by the name of their value in `values`.
    for (const [field, value] of Object.entries(values)) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (typeof value === 'boolean' && control.checked !== value) typed[field] = control.checked;
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
        if (typeof value !== 'string') continue;
        const kept = filterFields<Record<string, unknown>>({ [field]: control.value }, filters as FieldFilters<Record<string, unknown>>)[field];
        if (kept !== value) typed[field] = kept;
        // The field shows what it keeps, at once, as React will once the state has it.
        if (kept !== control.value && typeof kept === 'string') control.value = kept;
      }
    }
    const pressed = form.hasAttribute('data-submit-pending');
    form.removeAttribute('data-submit-pending');
    takeOver(typed as Partial<Values>, pressed, form);
  });
  useEffect(() => {
    if (formRef.current) takeOverPage(formRef.current);
  }, []);

  return {
    /** False in the HTML and while hydrating: the form's buttons are disabled then (the first script enables them). */
    scripted,
    formProps: {
      ref: formRef,
      'data-send-when-ready': scripted ? undefined : '',
      // A press before hydration adds data-submit-pending (the first script): the form takes it over on mount.
      suppressHydrationWarning: true,
    },
  };
}
