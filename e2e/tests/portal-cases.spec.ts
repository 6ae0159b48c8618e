import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/accessibility';
import { uniqueEmail } from '../support/mailbox';
import { createCase, sendCodeAndReadIt, signInAtLogin, storedSession } from '../support/portalSignIn';

test('12 requests for one e-mail page as 10 + 2, and sign-in returns to the page asked for', async ({ page, request }) => {
  const email = uniqueEmail('portal-paging');
  const references: number[] = [];
  for (let index = 1; index <= 12; index += 1) references.push(await createCase(request, email, index));

  await page.goto('/dashboard/cases?page=2');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fcases%3Fpage%3D2$/);
  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/cases\?page=2$/);

  const heading = page.getByRole('heading', { level: 1 });
  const rows = page.getByRole('table').getByRole('row');
  const pages = page.getByRole('navigation', { name: 'Cases pages' });
  await expect(heading).toHaveText('Your Cases (12)');
  await expect(rows).toHaveCount(1 + 2);
  // Newest first: page 2 holds the two oldest, each under its own reference.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(String(references[1]));
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText(String(references[0]));
  await expect(pages).toContainText('2 / 2');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(rows).toHaveCount(1 + 10);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(String(references[11]));
  await expect(rows.nth(10).getByRole('cell').first()).toHaveText(String(references[2]));
  await expect(pages).toContainText('1 / 2');
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);

  // All twelve are there, once each.
  const amounts = await rows.locator('td:nth-child(5)').allTextContents();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(1 + 2);
  amounts.push(...(await rows.locator('td:nth-child(5)').allTextContents()));
  // Shown in US dollars, the currency a request without one is in.
  expect(amounts.sort()).toEqual(Array.from({ length: 12 }, (_, index) => `$${(1001 + index).toLocaleString('en-US')}`));
});

test("a token for e-mail A cannot list e-mail B's cases", async ({ page, request }) => {
  const emailA = uniqueEmail('portal-owner-a');
  const emailB = uniqueEmail('portal-owner-b');
  await createCase(request, emailA, 1);
  await createCase(request, emailB, 1);

  await signInAtLogin(page, request, emailA);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');

  await page.evaluate((otherEmail) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('user', JSON.stringify({ ...user, email: otherEmail }));
  }, emailB);
  const refused = page.waitForResponse((response) => response.url().includes('/api/services/by-email'));
  await page.reload();
  expect((await refused).status()).toBe(403);

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Failed to fetch services');
  await expect(alert.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(emailB)).toHaveCount(0);
});

test('a wrong code shows Invalid verification code and signs nobody in', async ({ page, request }) => {
  const email = uniqueEmail('portal-wrong-code');
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  const code = await sendCodeAndReadIt(page, request, email);
  const wrongCode = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

  await page.getByLabel('Verification code').fill(wrongCode);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  await expect(page.getByRole('link', { name: 'Client sign-in' })).toHaveAttribute('href', '/login');
});

test('a revoked token signs the client out with an explanation, and sign-in brings them back', async ({ page, request }) => {
  const email = uniqueEmail('portal-revoked');
  await createCase(request, email, 1);
  await signInAtLogin(page, request, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');

  const { token } = await storedSession(page);
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await page.reload();

  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fcases$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null });
  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');
});

async function accessibilityViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

test('on a 320 px screen sign-in and the cases fit the screen, pass an accessibility check, and the menu collapses', async ({ page, request }) => {
  test.setTimeout(90_000); // sign-in by mail and three full axe analyses
  const email = uniqueEmail('portal-small-screen');
  const reference = await createCase(request, email, 1);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/login');
  expect(await accessibilityViolations(page), '/login').toEqual([]);
  await signInAtLogin(page, request, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const toggle = page.getByRole('navigation', { name: 'Client area' }).getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('link', { name: 'My Cases' })).toHaveAttribute('aria-current', 'page');
  expect(await accessibilityViolations(page), '/dashboard/cases').toEqual([]);

  await page.getByRole('button', { name: `View request ${reference}` }).click();
  await expect(page.getByRole('dialog', { name: 'Case Details' })).toBeInViewport();
  expect(await accessibilityViolations(page), 'Case Details').toEqual([]);
});

test("a request sent in a client's name without signing in shows only as awaiting confirmation, and never renames the client", async ({ page, request }) => {
  const email = uniqueEmail('planted');
  await createCase(request, email, 1);
  const planted = 'URGENT: call +1-555-0100 to release your funds';
  const stranger = await request.post('/api/services', {
    data: { fname: planted, lname: 'Desk', phone: '+15550100', email, subject: 'contact-form-submission', scam_description: 'Pay the release fee today.' },
  });
  expect(stranger.status()).toBe(201);
  const strangerReference = ((await stranger.json()) as { data: { id: number } }).data.id;

  await signInAtLogin(page, request, email);
  await expect(page.getByText('Welcome, Paging')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (2)');
  const rows = page.getByRole('table').getByRole('row');
  // The newest, the stranger's: its reference, no name, and its state on a line of its own.
  await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(String(strangerReference));
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('');
  await expect(rows.nth(2)).toHaveText('Waiting for you to confirm it from the e-mail we sent');
  await expect(rows.nth(3).getByRole('cell').nth(1)).toHaveText('Paging Client 1');
  await expect(page.locator('main')).not.toContainText('555-0100');
  await page.getByRole('button', { name: `View request ${strangerReference}` }).click();
  const details = page.getByRole('dialog', { name: 'Case Details' });
  await expect(details).toContainText('Its details show here once you confirm it with the link we e-mailed you.');
  await expect(details).not.toContainText('release fee');
});
