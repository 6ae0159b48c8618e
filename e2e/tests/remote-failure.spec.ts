import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { REMOTE_PORTS, touches, type RemoteName } from '../support/sitePaths';
import { remoteOrigin } from '../support/target';
import { takeDown } from '../support/remoteDown';

/** A page with a part of each remote: an island of a pre-rendered page, or a page of a private area (admin). */
const PAGE_OF: Record<RemoteName, { path: string; heading: RegExp }> = {
  marketing: { path: '/newsletter-signup', heading: /scam alerts/i },
  intake: { path: '/contact-us', heading: /contact/i },
  portal: { path: '/login', heading: /sign.?in|log.?in/i },
  // The staff sign-in: any other back-office address, without a session, goes there (a navigation of its own).
  admin: { path: '/admin/login', heading: /staff sign-in/i },
};

const OTHER_PAGE: Record<RemoteName, RemoteName> = {
  marketing: 'intake',
  intake: 'marketing',
  portal: 'marketing',
  admin: 'marketing',
};

/** The visitor reaches for the page's first form field: an island that waits for that loads its code then. */
async function reachForTheForm(page: Page) {
  const field = page.locator('frc-island input:not([type="hidden"])').first();
  if ((await field.count()) > 0) await field.focus();
}

for (const remote of Object.keys(REMOTE_PORTS) as RemoteName[]) {
  test(`the ${remote} remote down leaves the rest working, and Retry brings it back`, touches(remote, OTHER_PAGE[remote]), async ({ page }) => {
    const origin = remoteOrigin(remote);
    const bringBack = await takeDown(page, origin);

    await page.goto(PAGE_OF[remote].path);
    await reachForTheForm(page);
    // One message per part of the page the remote provides (the contact page has two).
    const failure = page.getByRole('alert').first();
    await expect(failure).toContainText('Sorry, we couldn’t load');
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    if (remote !== 'admin') {
      // A public page is HTML: its text, header and footer are there whatever its remotes do.
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(PAGE_OF[remote].heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }

    // Another remote's page still works.
    const other = PAGE_OF[OTHER_PAGE[remote]];
    await page.goto(other.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(other.heading);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goBack();
    await reachForTheForm(page);
    await expect(page.getByRole('alert').first()).toBeVisible();

    // The remote comes back: Retry renders it without a reload.
    await bringBack();
    let reloaded = false;
    page.on('framenavigated', () => {
      reloaded = true;
    });
    const retries = page.getByRole('button', { name: 'Retry' });
    for (let left = await retries.count(); left > 0; left -= 1) {
      await retries.first().click();
      await expect(retries).toHaveCount(left - 1);
    }
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(PAGE_OF[remote].heading);
    await expect(page.getByRole('alert')).toHaveCount(0);
    if (remote !== 'admin') await expect(page.locator('frc-island[data-island-state="failed"]')).toHaveCount(0);
    expect(reloaded).toBe(false);
  });
}

test("intake's manifest and entry each fail twice: /contact-us still shows its working form, with no click", touches('intake'), async ({ page }) => {
  const origin = remoteOrigin('intake');
  const failed = { manifest: 0, entry: 0 };
  const failTwice = (what: keyof typeof failed) => async (route: Route) => {
    if (failed[what] < 2) {
      failed[what] += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  };
  // Wherever the site's map has intake's version: at the remote's root, or under /intake/<version>/.
  const intakeFile = (name: string) => (url: URL) => url.origin === origin && url.pathname.endsWith(`/${name}`);
  await page.route(intakeFile('mf-manifest.json'), failTwice('manifest'));
  await page.route(intakeFile('remoteEntry.js'), failTwice('entry'));

  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
  await form.getByLabel('First name').fill('Grace');
  // Reaching for the form brings its code: the island hydrates, through the failed fetches, and keeps what was typed.
  await expect(page.locator('frc-island[data-island="intake/ContactForm"]')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(form.getByRole('button', { name: 'Send my request' })).toBeEnabled();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(failed).toEqual({ manifest: 2, entry: 2 });
});
