import { type Page } from '@playwright/test';
import { openCaseFor } from '../support/backOffice';
import { uniqueEmail } from '../support/mailbox';
import { createCase } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly } from '../support/target';
import { expect, test } from '../support/test';

/** How far each table of the page, and the page itself, reach past their frame; and the buttons whose words are cut. */
async function overflows(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('main table')].map((table) => {
      const frame = table.parentElement!;
      return { name: table.getAttribute('aria-labelledby'), past: table.scrollWidth - frame.clientWidth, scrolls: frame.scrollWidth - frame.clientWidth };
    }),
    clippedButtons: [...document.querySelectorAll<HTMLElement>('main button, main a.button')]
      .filter((button) => button.offsetParent !== null && (button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1))
      .map((button) => button.textContent),
  }));
}

test.describe('the back office on a laptop', touches('admin'), () => {
  localOnly('its members are made with the command line of the local stack');

  test('at 1366 and 1024 px no table of the inbox, cases, users or audit is cut off or scrolls sideways, and no button clips its words', async ({ page, request }) => {
    test.slow();
    const clientEmail = uniqueEmail('tables-fit-with-a-rather-long-address');
    // A number no other test files a request under: other tests' "Paging Client 1", "Paging Client 12"… share the inbox.
    const index = 100_000 + (Date.now() % 900_000);
    await createCase(request, clientEmail, index);
    await startSignedInAsStaff(page, request, 'Maximiliana Fernández-Oyelaran');
    await openCaseFor(page, `Paging Client ${index}`, 'Maximiliana Fernández-Oyelaran');

    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, table] of [
        ['/admin/inbox', 'Inbox'],
        ['/admin/cases', 'Cases'],
        ['/admin/users', 'The team'],
        ['/admin/audit', 'Audit'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
        const seen = await overflows(page);
        expect(seen.page, `${path} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
        for (const each of seen.tables) expect(each.past, `${path} at ${width} px: a table is wider than its frame`).toBeLessThanOrEqual(0);
        for (const each of seen.tables) expect(each.scrolls, `${path} at ${width} px: a table's frame scrolls`).toBeLessThanOrEqual(0);
        expect(seen.clippedButtons, `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});
