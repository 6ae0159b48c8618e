import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The submission kit's HTTP client (axios) is shared like React but loaded only by code that calls the API:
// the shell's first load and a page without a form never fetch it, and a page with forms fetches one copy,
// however many remotes provide it (docs/forms.md).

/** Records every script the page loads that carries axios (named by its error class, which survives minifying). */
function axiosScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.text().catch(() => '');
    if (body.includes('AxiosError')) found.push(response.url());
  });
  return found;
}

test('the shell and a page without a form load no HTTP client', async ({ page }) => {
  const scripts = axiosScripts(page);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

for (const path of ['/contact-us', '/login']) {
  test(`${path} loads one copy of the HTTP client`, async ({ page }) => {
    const scripts = axiosScripts(page);
    await page.goto(path);
    await page.getByRole('textbox').first().focus();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => scripts.length).toBe(1);
  });
}
