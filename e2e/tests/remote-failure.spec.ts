import { expect, test } from '../support/test';
import { REMOTE_PORTS, type RemoteName } from '../support/sitePaths';

const PAGE_OF: Record<RemoteName, { path: string; heading: RegExp }> = {
  marketing: { path: '/about-us', heading: /about/i },
  intake: { path: '/contact-us', heading: /contact/i },
  portal: { path: '/login', heading: /sign.?in|log.?in/i },
  admin: { path: '/admin', heading: /admin|dashboard/i },
};

const OTHER_PAGE: Record<RemoteName, RemoteName> = {
  marketing: 'intake',
  intake: 'marketing',
  portal: 'marketing',
  admin: 'marketing',
};

for (const remote of Object.keys(REMOTE_PORTS) as RemoteName[]) {
  test(`the ${remote} remote down leaves the rest working, and Retry brings it back`, async ({ page }) => {
    const origin = `http://localhost:${REMOTE_PORTS[remote]}`;
    await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));

    await page.goto(PAGE_OF[remote].path);
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Sorry, we couldn’t load');
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    if (remote !== 'admin') {
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }

    // Another remote still renders, reached by client-side navigation.
    const other = PAGE_OF[OTHER_PAGE[remote]];
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(other.heading);
    await page.goBack();
    await expect(page.getByRole('alert')).toBeVisible();

    // The remote comes back: Retry renders it without a reload.
    await page.unroute(`${origin}/**`);
    let reloaded = false;
    page.on('framenavigated', () => {
      reloaded = true;
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(PAGE_OF[remote].heading);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(reloaded).toBe(false);
  });
}
