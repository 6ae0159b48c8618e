import { expect, test } from '@playwright/test';
import { recordOffsiteRequests } from '../support/offsiteRequests';
import { SITE_PATHS } from '../support/sitePaths';

test('no page asks any host other than our own servers for anything', async ({ page }) => {
  test.setTimeout(120_000);
  const offsite = recordOffsiteRequests(page);
  for (const { path } of SITE_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.mouse.wheel(0, 4000); // lets lazy images below the fold load too
  }
  expect(offsite).toEqual([]);
});
