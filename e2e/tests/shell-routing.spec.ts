import { expect, hydrateEveryIsland, test } from '../support/test';
import { NOT_FOUND_TITLE, PRERENDERED_PAGES, SITE_PATHS, touches } from '../support/sitePaths';
import { test as sweep } from '../support/sweepPage';
import { remoteOrigin, SITE } from '../support/target';

// The tab these tests share also fails a test whose page asks another host for anything or trips the CSP.
sweep.describe('route ownership', () => {
  for (const { path, remote } of SITE_PATHS) {
    sweep(`${path} is rendered by the ${remote} remote`, touches(remote), async ({ sweepPage: page }) => {
      // A pre-rendered page is the remote's HTML for that path, and its islands of that remote load the remote's
      // code (when reached for: here, all at once).
      if (PRERENDERED_PAGES.includes(path)) {
        const html = await (await page.request.get(path)).text();
        expect(html).toContain(`&quot;path&quot;:&quot;${path}&quot;`);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByText(NOT_FOUND_TITLE)).toHaveCount(0);
        await hydrateEveryIsland(page, { of: remote });
        await expect(page.getByText(/^Sorry, we couldn’t load/)).toHaveCount(0);
        return;
      }
      const exposedModule = page.waitForResponse(
        (response) =>
          response.url().startsWith(`${remoteOrigin(remote)}/`) &&
          response.url().includes('__federation_expose_App') &&
          response.ok(),
      );
      await page.goto(path);
      await exposedModule;
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(NOT_FOUND_TITLE)).toHaveCount(0);
      // The page itself, not the message of a remote that could not be loaded (which has a heading too).
      await expect(page.getByText(/^Sorry, we couldn’t load/)).toHaveCount(0);
    });
  }
});

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
  await expect(page.getByText("Oops! The page you are looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByText(NOT_FOUND_TITLE)).toHaveCount(0);
});

test("a link to a private area's page answers 200 with the area's page; a path no page claims, 404", async ({ request }) => {
  for (const [path, title] of [
    ['/dashboard/cases/C-1', 'Client area'],
    ['/admin/cases/C-1', 'Back office'],
    ['/admin/inbox/request-1', 'Back office'],
    ['/dashboard/cases', 'Client area'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, path).not.toContain(NOT_FOUND_TITLE);
    expect(html, path).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(html, path).toContain('<meta name="robots" content="noindex"');
    expect(html, path).toContain('role="status"');
  }
  for (const path of ['/dashboard/no-such-page', '/admin/cases/C-1/no-such-page']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain(NOT_FOUND_TITLE);
  }
});

test('the header and footer carry the spec links on every public page', async ({ page }) => {
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const links: [string, string][] = [
    ['Testimonials', '/testimonials'],
    ['Sitemap', '/sitemap'],
    ['Terms & Conditions', '/terms-of-service'],
    ['Legal', '/terms-of-service'],
    ['Privacy Policy', '/privacy-policy'],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('table', { name: 'Office hours (GMT)' })).toContainText('Saturday and Sunday');
  await expect(page.getByRole('region', { name: 'Regulatory statements' })).toBeVisible();
});
