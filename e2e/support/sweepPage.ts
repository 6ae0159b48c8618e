import { type Page } from '@playwright/test';
import { keepForWorker, test as base, expect } from './test';
import { recordCspViolations, type CspViolation } from './cspViolations';
import { recordOffsiteRequests } from './offsiteRequests';

interface SweepTab {
  page: Page;
  /** What the tab has recorded since the current test began. */
  offsite: string[];
  cspViolations: CspViolation[];
}

/**
 * `sweepPage`: one tab per worker, kept from test to test, for suites that open many pages to read them or to
 * use what is on them without leaving anything behind (no typing into forms, no sign-in). After the first page
 * the site's scripts come from the tab's cache, as they do for a visitor going from page to page, so each test
 * costs its page and its checks rather than a cold start of the whole site.
 *
 * The tab also watches every page it opens: a test fails if its page asked a host other than our own servers for
 * anything, or if the Content-Security-Policy blocked anything on it.
 *
 * `sweepMotion` is the tab's motion preference: `reduce` finishes transitions at once, for checks that must see
 * each state as it ends up rather than halfway through a slide-in.
 */
export const test = base.extend<{ sweepPage: Page }, { sweepTab: SweepTab; sweepMotion: 'reduce' | 'no-preference' }>({
  sweepMotion: ['no-preference', { scope: 'worker', option: true }],
  sweepTab: [
    async ({ browser, sweepMotion }, provide, workerInfo) => {
      const context = keepForWorker(await browser.newContext({ baseURL: workerInfo.project.use.baseURL, reducedMotion: sweepMotion }));
      const page = await context.newPage();
      await provide({ page, offsite: recordOffsiteRequests(page), cspViolations: await recordCspViolations(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  sweepPage: async ({ sweepTab }, provide) => {
    sweepTab.offsite.length = 0;
    sweepTab.cspViolations.length = 0;
    await provide(sweepTab.page);
    await sweepTab.page.evaluate(() => new Promise(requestAnimationFrame));
    expect(sweepTab.offsite, 'requests to hosts other than our own servers').toEqual([]);
    expect(sweepTab.cspViolations, 'what the Content-Security-Policy blocked').toEqual([]);
  },
});

export { expect } from '@playwright/test';
