import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { recordOffsiteRequests } from '../support/offsiteRequests';
import { createCase } from '../support/portalSignIn';
import { uniqueEmail } from '../support/mailbox';
import { ADMIN_PAGES, touches } from '../support/sitePaths';
import { addStaffFromCommandLine, startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, remoteOrigin, SITE } from '../support/target';
import { takeDown } from '../support/remoteDown';

const MENU = [
  { path: '/admin', heading: 'Admin dashboard', entry: 'Dashboard' },
  { path: '/admin/users', heading: 'Users', entry: 'Users' },
  { path: '/admin/cases', heading: 'Cases', entry: 'Cases' },
  { path: '/admin/analytics', heading: 'Analytics', entry: 'Analytics' },
  { path: '/admin/settings', heading: 'Settings', entry: 'Settings' },
  { path: '/admin/audit', heading: 'Audit', entry: 'Audit' },
  { path: '/admin/site-health', heading: 'Site health', entry: 'Site health' },
];

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const robotsTag = (page: Page) => page.locator('meta[name="robots"]');

test.describe('the back office without a staff session', touches('admin'), () => {
  for (const path of ADMIN_PAGES) {
    test(`${path} shows the staff sign-in in its own frame, never indexed`, async ({ page }) => {
      const offsite = recordOffsiteRequests(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
      await expect(page).toHaveURL(new RegExp(`${SITE}/admin/login`));
      await expect(page.getByLabel('Work e-mail address')).toBeVisible();
      await expect(adminMenu(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Get your money back' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(robotsTag(page)).toHaveAttribute('content', 'noindex');
      expect(offsite).toEqual([]);
    });
  }

  test('the brand goes to the public home page, which is indexable again', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('banner').getByRole('link', { name: 'ClearTrace Recovery' }).click();
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByRole('link', { name: 'Get your money back' }).first()).toBeVisible();
    await expect(robotsTag(page)).toHaveCount(0);
  });

  test('on a 320 px screen the sign-in fits, and says a refused code plainly', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/admin/login');
    await page.getByLabel('Work e-mail address').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send a code' }).click();
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByLabel('Verification code')).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the back office, signed in', touches('admin'), () => {
  localOnly('its members are made with the command line of the local stack');

  test('every page of the menu inside the admin frame, the current entry marked; an unknown path is the 404', async ({ page, request }) => {
    await startSignedInAsStaff(page, request, 'Frame Admin');
    for (const { path, heading, entry } of MENU) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toContainText('Welcome, Frame Admin');
      await expect(adminMenu(page).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
      await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(robotsTag(page)).toHaveAttribute('content', 'noindex');
    }
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('Logout ends the session on the server and lands on /admin/login', async ({ page, request }) => {
    await startSignedInAsStaff(page, request, 'Leaving Admin');
    await page.evaluate(() => localStorage.setItem('authToken', 'client-token-that-must-stay'));
    const me = () => page.evaluate(async () => (await fetch('/api/admin/me')).status);
    expect(await me()).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${SITE}/admin/login`);
    expect(await me()).toBe(401);
    await page.goto('/admin/cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe('client-token-that-must-stay');
  });

  test('a case manager has no Audit entry and cannot open the admins’ pages', async ({ page, request }) => {
    await startSignedInAsStaff(page, request, 'Menu Manager', 'case_manager');
    // The Inbox entry carries the count of requests not opened yet, which other journeys running beside this one send.
    await expect(adminMenu(page).getByRole('link')).toHaveText(['Dashboard', /^Inbox/, 'My tasks', 'Consultations', 'Availability', 'Cases', 'Settings']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My dashboard');
    await page.goto('/admin/audit');
    await expect(page.getByText('Only admins can open this page.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('on a 320 px screen the menu collapses and the inbox fits the screen, one line a row', async ({ page, request }) => {
    await createCase(request, uniqueEmail('phone-width'), 1);
    // A team member with a long name: the inbox's "Assign to" list offers every case manager by name.
    await addStaffFromCommandLine(uniqueEmail('case-manager'), 'Maximiliana Fernández-Oyelaran de la Torre y Villanueva', 'case_manager');
    await page.setViewportSize({ width: 320, height: 720 });
    await startSignedInAsStaff(page, request, 'Phone Admin');
    // The dashboard's code arrives on its own (src/routes.ts): axe reads the page once it is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const toggle = adminMenu(page).getByRole('button', { name: 'Admin menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(adminMenu(page).getByRole('link', { name: 'Cases' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await adminMenu(page).getByRole('link', { name: /^Inbox/ }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const inbox = page.getByRole('table', { name: 'Inbox' });
    await expect(inbox.getByRole('row')).not.toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The rows give up their columns of least use rather than scroll: the table is no wider than its list.
    expect(await inbox.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test('the admin remote down leaves the public site working', touches('admin'), async ({ page }) => {
  await takeDown(page, remoteOrigin('admin'));

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
