import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the site's script has taken over the page: a pre-rendered page (#root with `data-prerendered`)
 * is hydrated (#root's `data-render` goes from `hydrating` to `hydrated`) or rendered afresh (`browser`). Until
 * then its HTML shows, but its buttons do nothing yet. Pages that are not the site's, and pages rendered in the
 * browser only, pass at once.
 */
export async function untilScripted(page: Page): Promise<void> {
  if (unscriptedPages.has(page)) return;
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root) return true;
        // `hydrating` until React has committed the hydrated page: it answers clicks from then on.
        if ('render' in root.dataset) return root.dataset.render !== 'hydrating';
        return !('prerendered' in root.dataset);
      },
      null,
      { timeout: 15_000 },
    )
    // A page whose scripts cannot run (JavaScript off, a test that blocks them) is checked by the test itself.
    .catch(() => {});
}

const unscriptedPages = new WeakSet<Page>();

/** Marks a page of a context with JavaScript turned off: its navigations resolve without waiting for a script. */
export function withoutScripts(page: Page): Page {
  unscriptedPages.add(page);
  return page;
}

let patched = false;

/**
 * Every suite's `test`: Playwright's, with each page's `goto` and `reload` resolving once the site's script has
 * taken over the page it opened (untilScripted), in every context and tab the tests open. A test then clicks
 * and types into the page a visitor uses, not into HTML that still waits for its script.
 */
export const test = base.extend<object, { scriptedNavigation: void }>({
  scriptedNavigation: [
    async ({ browser }, provide) => {
      if (!patched) {
        patched = true;
        const context = await browser.newContext();
        const page = await context.newPage();
        const prototype = Object.getPrototypeOf(page) as Page;
        await context.close();
        const goto = prototype.goto;
        const reload = prototype.reload;
        prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
          const response = await goto.apply(this, args);
          await untilScripted(this);
          return response;
        };
        prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
          const response = await reload.apply(this, args);
          await untilScripted(this);
          return response;
        };
      }
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
});
