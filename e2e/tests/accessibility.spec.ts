import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, hydrateEveryIsland, test } from '../support/test';
import { axeViolations, expectNoAxeViolations, openSettled, WCAG_22_AA } from '../support/accessibility';
import { uniqueEmail } from '../support/mailbox';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { ADMIN_PAGES, ownerOf, PRERENDERED_PAGES, PUBLIC_PAGES, touches } from '../support/sitePaths';
import { test as sweep } from '../support/sweepPage';
import { localOnly, remoteOrigin } from '../support/target';
import { takeDown } from '../support/remoteDown';

// Every page of the site, and every state a visitor can put it in, checked by axe on the whole page
// (header, footer, dialogs included) against the WCAG 2.2 A and AA rules and axe's best practices.
test.describe.configure({ mode: 'parallel' });
// Transitions finished at once: axe sees each state as it ends up, not halfway through a slide-in.
test.use({ reducedMotion: 'reduce' });
sweep.use({ sweepMotion: 'reduce' });

test('the checker finds what it is shown, in the part of the page it is given', async ({ page }) => {
  await page.setContent('<html lang="en"><title>Check</title><main><img src="data:,"></main><footer><img src="data:,"></footer></html>');
  const everywhere = await axeViolations(page, { tags: WCAG_22_AA });
  expect(everywhere.map((violation) => [violation.id, violation.nodes.length])).toContainEqual(['image-alt', 2]);
  const inMain = await axeViolations(page, { include: 'main', tags: WCAG_22_AA });
  expect(inMain.map((violation) => [violation.id, violation.nodes.length])).toContainEqual(['image-alt', 1]);
  await expect(axeViolations(page, { include: 'nav' })).rejects.toThrow('nothing on the page matches nav');
});

const CSP_REPORT = /violates the following Content Security Policy directive/;

sweep.describe('every page', () => {
  const pages = [...new Set([...PUBLIC_PAGES, ...PRERENDERED_PAGES, '/this-page-does-not-exist', '/dashboard/cases', ...ADMIN_PAGES, '/admin/no-such-page'])];
  for (const path of pages) {
    const prerendered = PRERENDERED_PAGES.includes(path);
    sweep(prerendered ? `${path} (and its hydration: no React error or warning)` : path, touches(ownerOf(path)), async ({ sweepPage }) => {
      // The hydration sweep of the pre-rendered pages (docs/rendering.md) rides along: the page is open anyway.
      const messages: string[] = [];
      const listen = (message: ConsoleMessage) => {
        // A blocked inline style is the Content-Security-Policy's report, which the tab checks with its source
        // (sweepPage); axe adds <style> elements to the page it checks, and the browser's report of those can
        // reach the console only once the next test has begun.
        if (CSP_REPORT.test(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      };
      sweepPage.on('console', listen);
      try {
        await openSettled(sweepPage, path);
        if (prerendered) {
          expect(await hydrateEveryIsland(sweepPage), 'the islands of the page').toBeGreaterThan(0);
          await expect(sweepPage.locator('#root')).toHaveAttribute('data-render', 'islands');
        }
      } finally {
        sweepPage.off('console', listen);
      }
      if (prerendered) expect(messages, 'console errors and warnings while the page loaded and its islands hydrated').toEqual([]);
      await expectNoAxeViolations(sweepPage);
      // Scrolled to the end, the page loads its lazy images too, for the tab's check of where requests go.
      await sweepPage.mouse.wheel(0, 4000);
    });
  }
});

const launcherOf = (page: Page) => page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
const wizard = (page: Page) => page.getByRole('dialog');

test('the consultation wizard at each of its four steps', touches('intake', 'marketing'), async ({ page }) => {
  // Six scans of the whole page: more than the default 30 s on a busy 2-core machine.
  test.slow();
  await openSettled(page, '/contact-us');
  await launcherOf(page).getByRole('combobox', { name: 'Scam type' }).selectOption({ label: 'Forex' });
  await launcherOf(page).getByRole('button', { name: 'Request a Consultation' }).click();
  const next = wizard(page).getByRole('button', { name: 'Next' });

  await expect(wizard(page)).toHaveAccessibleName('How much did you invest?');
  await wizard(page).getByLabel('Amount invested (USD)').fill('1000-500');
  await wizard(page).getByLabel('Amount invested (USD)').blur();
  await expectNoAxeViolations(page, 'step 1 with an invalid amount');
  await wizard(page).getByLabel('Amount invested (USD)').fill('2000');
  await next.click();

  await expect(wizard(page)).toHaveAccessibleName('How did you transfer the money?');
  await expectNoAxeViolations(page, 'step 2');
  await wizard(page).getByLabel('BTC/Crypto').check();
  await next.click();

  await expect(wizard(page)).toHaveAccessibleName('Anything else we should know about?');
  await expectNoAxeViolations(page, 'step 3');
  await wizard(page).getByLabel('Case details').fill('The platform stopped paying out after my second deposit.');
  await next.click();

  await expect(wizard(page)).toHaveAccessibleName('How can we reach you?');
  await wizard(page).getByRole('button', { name: 'Submit' }).click();
  await expectNoAxeViolations(page, 'step 4 with its errors');
  await wizard(page).getByRole('button', { name: /country code/i }).click();
  await expect(wizard(page).getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page, 'step 4 with the country codes open');
  await page.keyboard.press('Escape');
  await expect(wizard(page).getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page, 'the question before closing');
});

test.describe('header menus', () => {
  test('the Services dropdown, open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSettled(page, '/');
    const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services.locator('..')).toHaveAttribute('open');
    await expectNoAxeViolations(page);
  });

  test('the mobile menu, open on a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await openSettled(page, '/faq');
    await page.getByLabel('Open menu', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the admin menu, open on a 320 px screen', touches('admin'), async ({ page, request }) => {
    localOnly('its members are made with the command line of the local stack');
    await page.setViewportSize({ width: 320, height: 720 });
    await startSignedInAsStaff(page, request, 'Menu Admin');
    await openSettled(page, '/admin');
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the back office, signed in: each page of its menu, an item of the inbox and a case', touches('admin'), async ({ page, request }) => {
  localOnly('its members are made with the command line of the local stack');
  test.slow();
  const clientEmail = uniqueEmail('axe-back-office');
  await createCase(request, clientEmail, 1);
  await startSignedInAsStaff(page, request, 'Axe Admin');
  for (const path of ['/admin', '/admin/inbox', '/admin/tasks', '/admin/users', '/admin/cases', '/admin/analytics', '/admin/settings', '/admin/audit', '/admin/site-health']) {
    await openSettled(page, path);
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await openSettled(page, '/admin/inbox');
  await page.getByRole('search', { name: 'Inbox' }).getByLabel('Search').fill(clientEmail);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Other tests file requests under the same name: the row is clicked once the search has left only this one.
  const item = page.getByRole('table', { name: 'Inbox' }).getByRole('link', { name: 'Paging Client 1' });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page.getByRole('button', { name: 'Open a case' })).toBeVisible();
  await expectNoAxeViolations(page, 'an item of the inbox');
  await page.getByRole('button', { name: 'Open a case' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Case C-\d+$/);
  await expectNoAxeViolations(page, 'a case');
  // Its tasks, on their tab: one added, and the form's errors shown.
  await page.getByRole('navigation', { name: /^Case C-\d+$/ }).getByRole('link', { name: /^Tasks/ }).click();
  const tasks = page.getByRole('region', { name: 'Tasks and follow-ups' });
  await tasks.getByRole('button', { name: 'Add the task' }).click();
  await expect(tasks.getByLabel('New task')).toBeFocused();
  await expectNoAxeViolations(page, 'the task form showing its errors');
  await tasks.getByLabel('New task').fill('Call the client back');
  await tasks.getByRole('button', { name: 'Add the task' }).click();
  await expect(tasks.getByRole('checkbox', { name: 'Call the client back' })).toBeVisible();
  await expectNoAxeViolations(page, 'a case with a task');
  // On a phone, the case's forms and facts fit the screen; only its tables scroll, inside their box.
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'a case, on a 320 px screen');
  // The bell's list, open on the phone: it fits the screen too.
  await page.getByRole('button', { name: /^Notifications, / }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the notifications, open on a 320 px screen');
});

test('the back office’s content: the list, an item in its editor with its revisions compared, the preview, on a laptop and a phone', touches('admin', 'marketing'), async ({ page, request }) => {
  localOnly('its members are made with the command line of the local stack');
  test.slow();
  await startSignedInAsStaff(page, request, 'Axe Content Admin');
  await openSettled(page, '/admin/content?kind=news');
  const list = page.getByRole('table', { name: 'News item' });
  await expect(list.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page, 'the content list');
  await list.getByRole('link').first().click();
  await expect(page.getByRole('toolbar', { name: 'Body: formatting' })).toBeVisible();
  await expectNoAxeViolations(page, 'a news item in its editor');
  // A seeded item's first version is its draft: the comparison says so.
  await page.getByRole('button', { name: 'Compare version 1 with the current draft' }).click();
  await expect(page.getByText('Version 1 is the same as the current draft.')).toBeVisible();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByLabel('Link address')).toBeVisible();
  await expectNoAxeViolations(page, 'a news item with its link panel and a revision compared');
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'a news item in its editor, on a 320 px screen');
  const preview = (await page.getByRole('link', { name: /Preview the saved draft/ }).getAttribute('href')) ?? '';
  await openSettled(page, preview);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Content item');
  await expectNoAxeViolations(page, 'the preview of a news item, on a 320 px screen');
});

test.describe('forms showing their errors', () => {
  test('the lead form on the home page', touches('intake', 'marketing'), async ({ page }) => {
    await openSettled(page, '/');
    const form = page.locator('section#contact-form');
    await form.getByRole('button', { name: 'Request a Consultation' }).click();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the contact form', touches('intake'), async ({ page }) => {
    await openSettled(page, '/contact-us');
    await page.getByRole('button', { name: 'Send my request' }).click();
    // Focus moves to the first field in error.
    await expect(page.getByRole('form', { name: 'Contact us today and reclaim your funds!' }).locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the affiliate application', async ({ page }) => {
    await openSettled(page, '/affiliate');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please accept the terms')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the whistleblowing report, and a file that is refused', async ({ page }) => {
    await openSettled(page, '/whistleblowing');
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByLabel(/^First name/)).toBeFocused();
    await page.getByLabel('Screenshots of transactions').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: Buffer.from('PK\x03\x04') });
    await expect(page.getByText('"statement.png" is not a PDF, PNG, JPG or GIF file.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the newsletter sign-up', async ({ page }) => {
    await openSettled(page, '/newsletter-signup');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).not.toHaveAccessibleDescription('');
    await expectNoAxeViolations(page);
  });

  test('the blacklist search with no match', async ({ page }) => {
    await openSettled(page, '/black-list-scams');
    await page.getByRole('searchbox', { name: 'Company name' }).fill('Honest Broker Ltd');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/^Good news! No matches found/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a form whose request fails (the affiliate application, server refusing)', async ({ page }) => {
    await page.route('**/api/affiliate-applications', (route) => route.fulfill({ status: 503, json: { message: 'The service is unavailable. Please try again in a moment.' } }));
    await openSettled(page, '/affiliate');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('combobox', { name: /^Profession/ }).selectOption({ label: 'Consumer Advocate' });
    await page.getByLabel('Tell us about your audience or clients').fill('People who lost savings to fake brokers.');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Everything you typed is still here');
    // Checked once the form is no longer busy (its button disabled and faded while the request ran) and with the
    // pointer off the button (a hovered button has its own colours): a run caught the button still faded.
    const sendAgain = page.getByRole('button', { name: 'Send again' });
    await page.mouse.move(0, 0);
    await expect(sendAgain).toBeEnabled();
    await expect(sendAgain).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });
});

test.describe('accordions and disclosures open', () => {
  test('a question of the FAQ page', async ({ page }) => {
    await openSettled(page, '/faq');
    await page.getByRole('main').locator('details > summary').nth(3).click();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('every question of a scam-type page shown, and the last one open', async ({ page }) => {
    await openSettled(page, '/financial-scams');
    const faq = page.getByRole('region', { name: 'Financial scams: frequently asked questions' });
    await faq.getByRole('button', { name: /^Show all \d+ questions$/ }).click();
    // Pressed before its island has hydrated, the press is held until it has: the list then grows.
    await expect(faq.getByRole('button', { name: 'Show fewer questions' })).toBeVisible();
    await faq.locator('details > summary').last().click();
    await expect(faq.locator('details').last()).toHaveAttribute('open');
    await expectNoAxeViolations(page);
  });
});

test.describe('confirming a request from the mailed link', () => {
  test('the page as the link opens it, an incomplete link, and a link that is no longer valid', touches('intake'), async ({ page }) => {
    await openSettled(page, '/contact-us/confirm?token=abc');
    await expect(page.getByText(/This link is incomplete/)).toBeVisible();
    await expectNoAxeViolations(page, 'an incomplete link');

    await openSettled(page, `/contact-us/confirm?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('button', { name: 'Yes, I sent this request' })).toBeVisible();
    await expectNoAxeViolations(page, 'ready to confirm');
    await page.getByRole('button', { name: 'Yes, I sent this request' }).click();
    await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid or has expired.');
    await expectNoAxeViolations(page, 'a link that is no longer valid');
  });
});

test.describe('sign-in', touches('portal'), () => {
  test('the code step, and a wrong code', async ({ page }) => {
    await openSettled(page, '/login');
    await page.getByLabel('Email address').fill(uniqueEmail('a11y-login'));
    await page.getByRole('button', { name: 'Send a code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expectNoAxeViolations(page, 'the code step');
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
    // Checked once the form is no longer busy (its fieldset disabled, the button faded), not mid-request: the button
    // enabled and drawn at full strength, with the pointer off it (a hovered button has its own colours).
    const verify = page.getByRole('button', { name: 'Verify & Login' });
    await expect(verify).toBeEnabled();
    await page.mouse.move(0, 0);
    await expect(verify).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, 'a wrong code');
  });
});

test.describe('the client area, signed in', touches('portal'), () => {
  test('the list of cases, and a case opened in its dialog', async ({ page, request }) => {
    const email = uniqueEmail('a11y-cases');
    const reference = await createCase(request, email, 1);
    await startSignedIn(page, request, email);
    await openSettled(page, '/dashboard/cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');
    await expectNoAxeViolations(page, 'the list');
    await page.getByRole('button', { name: `View request ${reference}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Request number 1');
    await expectNoAxeViolations(page, 'the case dialog');
  });

  test('no cases yet, and the cases that cannot be fetched', async ({ page, request }) => {
    await startSignedIn(page, request, uniqueEmail('a11y-empty'));
    await openSettled(page, '/dashboard/cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (0)');
    await expectNoAxeViolations(page, 'no cases');

    await page.route('**/api/services/by-email**', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch services');
    await expectNoAxeViolations(page, 'the error');
  });

  test("the client's data page, with its erase panel open", async ({ page, request }) => {
    await startSignedIn(page, request, uniqueEmail('a11y-profile'));
    await openSettled(page, '/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'What we hold about you' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Erase my data' }).click();
    await expect(page.getByRole('button', { name: 'Yes, e-mail me a code' })).toBeVisible();
    await expectNoAxeViolations(page, 'the erase panel');
  });

  test('a page of the client area that is not built yet', async ({ page, request }) => {
    await startSignedIn(page, request, uniqueEmail('a11y-settings'));
    await openSettled(page, '/dashboard/settings');
    await expectNoAxeViolations(page);
  });
});

test.describe('a remote that is down', () => {
  test('the forms of the contact page', touches('intake'), async ({ page }) => {
    await takeDown(page, remoteOrigin('intake'));
    await page.goto('/contact-us');
    // The forms' code comes when the visitor reaches for them.
    await page.getByLabel('First name').focus();
    await expect(page.getByRole('alert').first()).toContainText('Sorry, we couldn’t load');
    await expectNoAxeViolations(page);
  });

  test('the lead form embedded in the home page', touches('intake', 'marketing'), async ({ page }) => {
    await takeDown(page, remoteOrigin('intake'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The form's island loads its code when the visitor reaches for it.
    await page.locator('frc-island[data-island="intake/LeadForm"] input:not([type="hidden"])').first().focus();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
