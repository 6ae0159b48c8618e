import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ownerOf, touches } from '../support/sitePaths';
import { expectVisibleFocus, focusIndicator, openSettled } from '../support/accessibility';
import { codeMailedAfter, uniqueEmail } from '../support/mailbox';
import { addStaffFromCommandLine, addVirtualAuthenticator, enrolmentLinkFor } from '../support/staffSignIn';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { localOnly, SITE } from '../support/target';

// Every interactive widget driven by the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows),
// showing where focus is at every step.
test.describe.configure({ mode: 'parallel' });

const FAR_ENOUGH = 200;

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks it shows focus. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < FAR_ENOUGH; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page, target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${FAR_ENOUGH} presses of Tab never reached ${target.toString()}`);
}

/** The element that has focus, as a locator-independent description. */
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());

test('the skip link is the first stop and moves focus to the page content', async ({ page }) => {
  await openSettled(page, '/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expectVisibleFocus(page, skip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
});

test('the Services dropdown: Enter and Space open it, Tab walks its links, Escape closes it back on its button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSettled(page, '/');
  const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
  await tabTo(page, services);

  await page.keyboard.press('Enter');
  await expect(services.locator('..')).toHaveAttribute('open');
  await page.keyboard.press('Tab');
  const firstLink = page.locator(`#${await services.getAttribute('aria-controls')} a`).first();
  await expectVisibleFocus(page, firstLink);
  await page.keyboard.press('Escape');
  await expect(services.locator('..')).not.toHaveAttribute('open');
  await expectVisibleFocus(page, services);

  await page.keyboard.press(' ');
  await expect(services.locator('..')).toHaveAttribute('open');
  await page.keyboard.press(' ');
  await expect(services.locator('..')).not.toHaveAttribute('open');

  // Walking on past the last link closes it.
  await page.keyboard.press('Enter');
  const links = await page.locator(`#${await services.getAttribute('aria-controls')} a`).count();
  for (let link = 0; link < links; link += 1) await page.keyboard.press('Tab');
  await expect(services.locator('..')).toHaveAttribute('open');
  await page.keyboard.press('Tab');
  await expect(services.locator('..')).not.toHaveAttribute('open');

  // Enter on a link goes to its page.
  await services.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const destination = await firstLink.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}${destination}`);
  await expect(services.locator('..')).not.toHaveAttribute('open');
});

test('the mobile menu on a 320 px screen: opens, walks, closes with Escape, and follows a link', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openSettled(page, '/');
  const toggle = page.getByLabel('Open menu', { exact: true });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByLabel('Close menu', { exact: true })).toBeFocused();

  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, menu.getByRole('link').first());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectVisibleFocus(page, page.getByLabel('Open menu', { exact: true }));

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'FAQ' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/faq`);
  await expect(menu).toBeHidden();
});

test('the logo carousel: Enter and Space on its arrows change the slide; the strip between them scrolls from the keyboard', async ({ page }) => {
  await openSettled(page, '/');
  const carousel = page.getByRole('region', { name: 'Kinds of fraudulent platforms we investigate' });
  const current = carousel.locator('button[aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', 'Show slide 1');
  await tabTo(page, carousel.getByRole('button', { name: 'Previous slide' }));
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-label', 'Show slide 3');
  await expect(carousel.getByRole('list', { name: '3 of 3' })).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, carousel.getByRole('group', { name: 'Slides' }));
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, carousel.getByRole('button', { name: 'Next slide' }));
  await page.keyboard.press(' ');
  await expect(current).toHaveAttribute('aria-label', 'Show slide 1');
  await expect(carousel.getByRole('list', { name: '1 of 3' })).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-label', 'Show slide 2');
  await expect(carousel.getByRole('list', { name: '2 of 3' })).toBeInViewport({ ratio: 0.95 });
});

test('FAQ accordion: Enter and Space open and close each question', async ({ page }) => {
  await openSettled(page, '/faq');
  const items = page.getByRole('main').locator('details');
  const questions = items.locator(':scope > summary');
  const first = questions.first();
  await tabTo(page, first);
  await expect(items.first()).toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(items.first()).not.toHaveAttribute('open');

  await page.keyboard.press('Tab');
  const second = questions.nth(1);
  await expectVisibleFocus(page, second);
  await page.keyboard.press(' ');
  await expect(items.nth(1)).toHaveAttribute('open');
  await expect(page.getByRole('region', { name: (await second.textContent()) ?? '' })).toBeVisible();
  // Tab goes into the open answer's links (if any) or on to the next question, never to a closed answer.
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(page, first);
});

test("'Show all questions' reveals the rest and puts focus on the first new one", async ({ page }) => {
  await openSettled(page, '/financial-scams');
  const faq = page.getByRole('region', { name: 'Financial scams: frequently asked questions' });
  const showAll = faq.getByRole('button', { name: /^Show all \d+ questions$/ });
  await tabTo(page, showAll);
  await page.keyboard.press('Enter');
  await expectVisibleFocus(page, faq.locator('details > summary').nth(4));
});

test('blog topic tabs: one tab stop, arrows, Home and End pick a topic', async ({ page }) => {
  await openSettled(page, '/blog');
  const tabs = page.getByRole('tablist', { name: 'Article topics' }).getByRole('tab');
  const panel = page.getByRole('tabpanel');
  await tabTo(page, tabs.first());
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expectVisibleFocus(page, tabs.nth(1));
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveAccessibleName((await tabs.nth(1).textContent()) ?? '');
  await expect(panel.getByRole('status')).toContainText(`on ${(await tabs.nth(1).textContent()) ?? ''}`);

  await page.keyboard.press('End');
  await expectVisibleFocus(page, tabs.last());
  await page.keyboard.press('ArrowRight');
  await expectVisibleFocus(page, tabs.first());
  await page.keyboard.press('ArrowLeft');
  await expectVisibleFocus(page, tabs.last());
  await page.keyboard.press('Home');
  await expectVisibleFocus(page, tabs.first());

  // The other tabs are not Tab stops: Tab leaves the tab list for the panel's content.
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('pricing cards: each included item opens and closes its details with Enter and Space', touches('intake', 'marketing'), async ({ page }) => {
  await openSettled(page, '/');
  const card = page.getByRole('article', { name: 'Fraud Investigation Report' });
  const item = card.locator('button[aria-expanded]').first();
  await tabTo(page, item);
  await expect(item).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await item.getAttribute('aria-controls')}`)).toBeVisible();
  await page.keyboard.press(' ');
  await expect(item).toHaveAttribute('aria-expanded', 'false');
});

test('country code picker: arrows move through the codes, Enter picks one, Escape keeps the old one', touches('intake', 'marketing'), async ({ page }) => {
  await openSettled(page, '/');
  const form = page.locator('section#contact-form');
  const picker = form.getByRole('button', { name: /country code/i });
  await expect(picker).toHaveAccessibleName('Country code +1 United States');
  await tabTo(page, picker);

  await page.keyboard.press('ArrowDown');
  const list = form.getByRole('listbox');
  await expect(list).toBeVisible();
  await expectVisibleFocus(page, list);
  const active = () => list.evaluate((element) => document.getElementById(element.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim() ?? '');
  const first = await active();
  await page.keyboard.press('ArrowDown');
  const second = await active();
  expect(second).not.toBe(first);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expectVisibleFocus(page, picker);
  await expect(picker).toHaveAccessibleName('Country code +1 United States');

  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('End');
  const last = await active();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expectVisibleFocus(page, picker);
  const dialCode = /\+\d+/.exec(last)?.[0] ?? 'none';
  await expect(picker).toHaveAccessibleName(new RegExp(`^Country code \\${dialCode} `));
});

test('the consultation wizard: each step by keyboard, focus kept inside, Escape asks before closing', touches('intake', 'marketing'), async ({ page }) => {
  await openSettled(page, '/contact-us');
  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await tabTo(page, launcher.getByRole('combobox', { name: 'Scam type' }));
  await page.keyboard.press('ArrowDown');
  await expect(launcher.getByRole('combobox', { name: 'Scam type' })).not.toHaveValue('');
  await page.keyboard.press('Tab');
  const opener = launcher.getByRole('button', { name: 'Request a Consultation' });
  await expectVisibleFocus(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('How much did you invest?');
  await expectVisibleFocus(page, dialog.getByLabel('Amount invested (USD)'));
  await page.keyboard.type('2500');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveAccessibleName('How did you transfer the money?');
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveAccessibleName('Anything else we should know about?');
  await expectVisibleFocus(page, dialog.getByLabel('Case details'));
  await page.keyboard.type('The platform blocked my withdrawal.');
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveAccessibleName('How can we reach you?');
  await expectVisibleFocus(page, dialog.getByLabel('First name'));
  // Focus stays in the dialog, whichever way and however far the visitor tabs.
  const controls = await dialog.locator('button, input, select, textarea').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < controls + 2; press += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ${press + 1} stays in the dialog`).toBe(true);
    }
  }

  const focusedBefore = await focusedName(page);
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to close this window?' });
  await expectVisibleFocus(page, question.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, question.getByRole('button', { name: 'Yes, close' }));
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, question.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await focusedName(page)).toBe(focusedBefore);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(page, question.getByRole('button', { name: 'Yes, close' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectVisibleFocus(page, opener);
});

test('case details: opened from the table by keyboard, focus kept inside, Escape returns to the row', touches('portal'), async ({ page, request }) => {
  const email = uniqueEmail('keyboard-case');
  const reference = await createCase(request, email, 1);
  await startSignedIn(page, request, email);
  await openSettled(page, '/dashboard/cases');
  const view = page.getByRole('button', { name: `View request ${reference}` });
  await tabTo(page, view);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Request number 1');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${press + 1} stays in the dialog`).toBe(true);
  }
  await expectVisibleFocus(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectVisibleFocus(page, view);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expectVisibleFocus(page, view);
});

test('the staff sign-in and the back office by keyboard alone: code, passkey, menu and a page', touches('admin'), async ({ page, request }) => {
  localOnly('its members are made with the command line of the local stack');
  const email = uniqueEmail('keyboard-admin');
  await addStaffFromCommandLine(email, 'Keys Admin', 'admin');
  await addVirtualAuthenticator(page.context(), page);
  await openSettled(page, await enrolmentLinkFor(request, email));

  const emailField = page.getByLabel('Work e-mail address');
  await tabTo(page, emailField);
  await page.keyboard.type(email);
  const code = await codeMailedAfter(request, email, async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Verification code')).toBeFocused();
  });
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const createPasskey = page.getByRole('button', { name: 'Create a passkey' });
  await expect(createPasskey).toBeFocused();
  await expectVisibleFocus(page, createPasskey);
  await page.keyboard.press('Enter');

  const cases = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cases' });
  await tabTo(page, cases);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/admin/cases`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cases');
  await tabTo(page, page.getByRole('button', { name: 'Logout' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/admin/login`);
});

// Every stop of a whole page, header to footer: each shows a focus indicator with at least 3:1 against
// what surrounds it, on light and on dark backgrounds alike.
const FOCUS_SWEEP_PAGES = ['/', '/contact-us', '/blog/holiday-scams', '/blog', '/forex-scams', '/login', '/fraud-prevention-tools', '/admin'];
const MOST_STOPS = 250;
for (const path of FOCUS_SWEEP_PAGES) {
  test(`every Tab stop of ${path} shows where focus is`, touches(ownerOf(path)), async ({ page }) => {
    await openSettled(page, path);
    const problems: string[] = [];
    let first: string | null = null;
    for (let stop = 0; stop < MOST_STOPS; stop += 1) {
      await page.keyboard.press('Tab');
      const shown = await focusIndicator(page);
      // Focus has gone round the whole page (back to the first stop, or out of the document).
      if (shown.html === null || shown.html === first) break;
      first ??= shown.html;
      if (!shown.drawnWith) problems.push(`${shown.element}: no focus indicator`);
      else if (shown.contrast < 3) problems.push(`${shown.element}: indicator contrast ${shown.contrast.toFixed(2)}:1`);
    }
    expect(first, 'the page has Tab stops').not.toBeNull();
    expect(problems).toEqual([]);
  });
}
