import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the site's script has taken over the page: a pre-rendered page (#root with `data-prerendered`)
 * whose islands all wait for the visitor is ready as it is (no script runs until one is reached for; the not-found
 * page's runs all the same), or has its islands hydrating (#root's `data-render` is `islands`: those that hydrate
 * at once or when idle have hydrated, the others hydrate when reached for, as a visitor's touch makes them), is
 * hydrated whole (`hydrating`, then `hydrated`) or is rendered afresh (`browser`). An island whose code could not
 * be loaded counts as done once it shows its message (`failed`): the tests of a remote that is down wait for that
 * message themselves. Pages that are not the site's, and pages rendered in the browser only, pass at once.
 */
export async function untilScripted(page: Page): Promise<void> {
  if (unscriptedPages.has(page)) return;
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root) return true;
        // `hydrating` until React has committed the hydrated page: it answers clicks from then on.
        const islands = [...root.querySelectorAll<HTMLElement>('frc-island[data-island]')];
        const stored = (where: string) => {
          const [area, ...key] = where.split(':');
          return (area === 'local' ? localStorage : sessionStorage).getItem(key.join(':')) !== null;
        };
        const atOnce = (island: HTMLElement) => ['load', 'idle'].includes(island.dataset.hydrate ?? '') || (!!island.dataset.whenStored && stored(island.dataset.whenStored));
        // An island whose code could not be loaded has shown its message: the script is done with it too.
        const settled = (island: HTMLElement) => ['hydrated', 'failed'].includes(island.dataset.islandState ?? '');
        if (root.dataset.render === 'islands') return islands.every((island) => settled(island) || (!island.dataset.islandState && !atOnce(island)));
        if ('render' in root.dataset) return root.dataset.render !== 'hydrating';
        if (!('prerendered' in root.dataset)) return true;
        // The not-found page's script runs at once whatever its islands wait for (shell/public/after-first-paint.js):
        // it may be the address of a private area's page, which that area's app renders.
        const notFound = (() => {
          try {
            return (JSON.parse(root.dataset.prerendered ?? '{}') as { notFound?: boolean }).notFound === true;
          } catch {
            return false;
          }
        })();
        // A page of islands that all wait for the visitor runs no script until then: its HTML is the page.
        return !notFound && islands.length > 0 && !islands.some(atOnce);
      },
      null,
      { timeout: 15_000 },
    )
    // A page whose scripts cannot run (JavaScript off, a test that blocks them) is checked by the test itself.
    .catch(() => {});
}

/**
 * Hydrates every island of the page at once (or only those of one owner, `remote/…` or `shell/…`), as touching
 * each would, and waits until each has hydrated (the hydration sweep: an island that differs from its HTML
 * reports it only when it hydrates). Fails, naming them, if any could not load. Returns how many it hydrated.
 */
export async function hydrateEveryIsland(page: Page, { of }: { of?: string } = {}): Promise<number> {
  const selector = of ? `frc-island[data-island^="${of}/"]` : 'frc-island[data-island]';
  const count = await page.locator(selector).count();
  await page.evaluate((islands) => {
    for (const island of document.querySelectorAll<HTMLElement>(`${islands}:not([data-island-state])`)) island.dispatchEvent(new FocusEvent('focusin'));
  }, selector);
  await page.waitForFunction(
    (islands) => [...document.querySelectorAll<HTMLElement>(islands)].every((island) => ['hydrated', 'failed'].includes(island.dataset.islandState ?? '')),
    selector,
    { timeout: 15_000 },
  );
  const failed = await page.locator(`${selector}[data-island-state="failed"]`).evaluateAll((islands) => islands.map((island) => (island as HTMLElement).dataset.island));
  expect(failed, 'islands whose code could not be loaded').toEqual([]);
  return count;
}

const unscriptedPages = new WeakSet<Page>();

/** Marks a page of a context with JavaScript turned off: its navigations resolve without waiting for a script. */
export function withoutScripts(page: Page): Page {
  unscriptedPages.add(page);
  return page;
}

let patched = false;

/** Contexts that live as long as their worker (the sweep's tab): not closed with the test that first asked for them. */
const workerContexts = new WeakSet<BrowserContext>();

/** Keeps `context` open from test to test of the worker; any other context a test opens is closed when it ends. */
export function keepForWorker(context: BrowserContext): BrowserContext {
  workerContexts.add(context);
  return context;
}

/**
 * Every suite's `test`: Playwright's, with each page's `goto` and `reload` resolving once the site's script has
 * taken over the page it opened (untilScripted), in every context and tab the tests open. A test then clicks
 * and types into the page a visitor uses, not into HTML that still waits for its script.
 *
 * Every context a test opens for another person (`browser.newContext()`) is closed when the test ends, as
 * Playwright closes the test's own. Left open, a signed-in back office page keeps reading the inbox and the bell
 * for the rest of the worker's life: work for the browser and the API that no test asked for, in every later test.
 */
export const test = base.extend<{ ownContextsClosed: void }, { scriptedNavigation: void }>({
  ownContextsClosed: [
    async ({ browser }, provide) => {
      const before = new Set(browser.contexts());
      await provide();
      // Torn down after the test's own context (this fixture is set up first), and after the failure's screenshots.
      await Promise.all(browser.contexts().filter((context) => !before.has(context) && !workerContexts.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
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
