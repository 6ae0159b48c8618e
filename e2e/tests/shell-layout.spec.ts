import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollDown(page: Page, pixels: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), pixels);
  await expect.poll(() => scrollY(page)).toBe(pixels);
}

test('the header is fixed with a shadow once the page is scrolled more than 50 px', async ({ page }) => {
  await page.goto('/contact-us');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollDown(page, 50);
  await expect(header).toHaveAttribute('data-fixed', 'false');
  await scrollDown(page, 51);
  await expect(header).toHaveAttribute('data-fixed', 'true');
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  await expect(header).toBeInViewport();
});

test('every change of path starts the new page at its top', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the Services dropdown opens on hover, closes after the pointer leaves, and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact-us');
  const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
  // The first pointer over the header brings its script; from then on the menu opens on hover.
  await services.hover();
  await expect(page.locator('frc-island[data-island="shell/Header"]')).toHaveAttribute('data-island-state', 'hydrated');
  await page.mouse.move(640, 700);
  await services.hover();
  await expect(services.locator('..')).toHaveAttribute('open');
  await expect(page.getByRole('link', { name: 'AML Compliance' })).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(services.locator('..')).not.toHaveAttribute('open');

  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services.locator('..')).toHaveAttribute('open');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Cyber Investigations' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services.locator('..')).not.toHaveAttribute('open');
  await expect(services).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Forex Scams' }).click();
  await expect(page).toHaveURL(/\/forex-scams$/);
  await expect(services.locator('..')).not.toHaveAttribute('open');
});

test('on a 320 px screen the pages fit, and the hamburger menu opens and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ['/contact-us/thank-you', '/login', '/no-such-page', '/contact-us']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }

  const hamburger = page.getByLabel('Open menu', { exact: true });
  await hamburger.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Investigation', exact: true })).toHaveAttribute('href', '/investigation');
  await expect(menu.getByRole('link', { name: 'Professional Consulting', exact: true })).toHaveAttribute('href', '/professional-consulting');
  await menu.getByRole('link', { name: 'FAQ' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByLabel('Open menu', { exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(menu).toBeHidden();

  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Request a Consultation' }).click();
  const wizard = page.getByRole('dialog', { name: 'How much did you invest?' });
  await expect(wizard).toBeVisible();
  // Once it has slid in, the panel sits inside the screen.
  await expect
    .poll(async () => {
      const box = await wizard.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 320;
    })
    .toBe(true);
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeInViewport();
});
