import type { ReactElement } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * For tests of a form that holds a press before hydration (useSendWhenReady): the page's HTML as the visitor gets it,
 * with `typed` entered into its fields (true/false tick a checkbox) and the press the page's first script held
 * (`data-submit-pending`). `hydrate` then runs the page's script on that very HTML.
 */
export function paintTypeAndPress(page: ReactElement, typed: Record<string, string | boolean> = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const form = container.querySelector('form') as HTMLFormElement;
  const painted = { sendWhenReady: form.hasAttribute('data-send-when-ready'), submitDisabled: form.querySelector<HTMLButtonElement>('[type="submit"]')?.disabled ?? false };
  for (const [name, value] of Object.entries(typed)) {
    const field = form.elements.namedItem(name) as HTMLInputElement;
    if (typeof value === 'boolean') field.checked = value;
    else field.value = value;
  }
  form.setAttribute('data-submit-pending', '');
  return {
    form,
    /** What the HTML said before anything was typed: marked to send when ready, its submit button disabled. */
    painted,
    hydrate: () =>
      act(async () => {
        hydrateRoot(container, page);
      }),
    remove: () => container.remove(),
  };
}
