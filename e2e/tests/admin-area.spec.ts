import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/accessibility';
import { recordOffsiteRequests } from '../support/offsiteRequests';
import { remoteOrigin, SITE } from '../support/target';

const ADMIN_PAGES = [
  { path: '/admin', heading: /admin dashboard/i, menuEntry: 'Dashboard' },
  { path: '/admin/users', heading: /^users$/i, menuEntry: 'Users' },
  { path: '/admin/cases', heading: /^cases$/i, menuEntry: 'Cases' },
  { path: '/admin/analytics', heading: /^analytics$/i, menuEntry: 'Analytics' },
  { path: '/admin/settings', heading: /^settings$/i, menuEntry: 'Settings' },
];

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const robotsTag = (page: Page) => page.locator('meta[name="robots"]');

async function accessibilityViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

test.describe('admin area', () => {
  for (const { path, heading, menuEntry } of ADMIN_PAGES) {
    test(`${path} renders inside the admin layout, not the public one`, async ({ page }) => {
      const offsite = recordOffsiteRequests(page);
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Welcome, Admin');
      await expect(adminMenu(page).getByRole('link', { name: menuEntry })).toHaveAttribute('aria-current', 'page');
      await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Get your money back' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(robotsTag(page)).toHaveAttribute('content', 'noindex');
      // Each admin page's axe check is in the accessibility suite's sweep of every page.
      expect(offsite).toEqual([]);
    });
  }

  test('the dashboard shows sample data only, and says so', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Sample data only.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(0);
    for (const name of ['Recent users', 'Recent cases']) {
      await expect(page.getByRole('table', { name }).getByRole('row')).not.toHaveCount(0);
    }
    const emails = await page.getByRole('table', { name: 'Recent users' }).getByText('@').allTextContents();
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email).toMatch(/@example\.com$/);
  });

  test('an unknown admin path shows the site 404 inside the admin layout', async ({ page }) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(adminMenu(page)).toBeVisible();
    await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('Logout lands on /login and, as the spec says, clears nothing', async ({ page }) => {
    await page.goto('/admin');
    await page.evaluate(() => localStorage.setItem('authToken', 'e2e-token-that-must-stay'));
    await page.reload();

    await page.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(`${SITE}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sign.?in|log.?in/i);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe('e2e-token-that-must-stay');
  });

  test('the brand goes to the public home page, which is indexable again', async ({ page }) => {
    await page.goto('/admin/cases');
    await expect(robotsTag(page)).toHaveAttribute('content', 'noindex');
    await page.getByRole('banner').getByRole('link', { name: 'ClearTrace Recovery' }).click();

    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByRole('link', { name: 'Get your money back' }).first()).toBeVisible();
    await expect(robotsTag(page)).toHaveCount(0);
  });

  test('on a 320 px screen the menu collapses and the tables scroll inside their box', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/admin');
    const toggle = adminMenu(page).getByRole('button', { name: 'Admin menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(adminMenu(page).getByRole('link', { name: 'Cases' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await adminMenu(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(`${SITE}/admin/users`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/admin');
    await expect(page.getByRole('table', { name: 'Recent cases' })).toBeVisible();
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const casesBox = page.getByRole('region', { name: 'Recent cases' });
    expect(await casesBox.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  });
});

test('the admin remote down leaves the public site working', async ({ page }) => {
  await page.route(`${remoteOrigin('admin')}/**`, (route) => route.abort('connectionrefused'));

  for (const path of ['/', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your money back' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }

  // Its routes cannot be read either, so the shell cannot tell whose page /admin is: it says so, and offers Retry.
  await page.goto('/admin');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Sorry, we couldn’t load this page.');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
});
