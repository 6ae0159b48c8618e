import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openSettled } from '../support/accessibility';
import { confirmRequestsFor, storedCasesFor } from '../support/intakeApi';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { uniqueEmail } from '../support/mailbox';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { expect, test } from '../support/test';

// What a scam victim meets on a 390 px phone: a request needs a way back, the right dial code, a cases list and an
// erase panel that fit, honest next steps. The cases list is checked at 320 px too.
test.use({ viewport: { width: 390, height: 844 } });

const CONTACT_METHOD_REQUIRED = 'Please give an e-mail address or a phone number so we can reply.';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

async function fillContactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
  await form.getByLabel('Subject').selectOption('Get a Free Consultation Call');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('What happened?').fill('They stopped answering after my second deposit.');
  return form;
}

async function walkWizardToStep(page: Page, step: 2 | 4) {
  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();
  // The label names the amount's currency: the browser region's (US dollars for a plain `en`).
  const amount = page.getByRole('dialog', { name: 'How much did you invest?' }).getByLabel(/^Amount invested \(/);
  // A range, typed on the keyboard the field asks the phone for.
  await expect(amount).toHaveAttribute('inputmode', 'text');
  await amount.pressSequentially('1000-5000');
  await expect(amount).toHaveValue('1000-5000');
  const next = page.getByRole('dialog').getByRole('button', { name: 'Next' });
  await next.click();
  if (step === 2) return;
  await page.getByRole('dialog', { name: 'How did you transfer the money?' }).getByLabel('Wire Transfer').check();
  await next.click();
  await page.getByRole('dialog', { name: 'Anything else we should know about?' }).getByLabel('Case details').fill('Wired to a broker.');
  await next.click();
  await expect(page.getByRole('dialog', { name: 'How can we reach you?' })).toBeVisible();
}

test('a contact request with neither e-mail nor phone is refused in the browser and by the API', touches('intake'), async ({ page, request }) => {
  await page.goto('/contact-us');
  const form = await fillContactForm(page);
  const sent: string[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.url().endsWith('/api/services')) sent.push(outgoing.method());
  });
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByText(CONTACT_METHOD_REQUIRED)).toBeVisible();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Phone')).toBeFocused();
  expect(sent).toEqual([]);

  const refused = await request.post('/api/services', {
    data: { subject: 'Get a Free Consultation Call', fname: 'Grace', lname: 'Okafor', phone: '', email: '', scam_description: 'No way back.' },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { message: string }).message).toBe(CONTACT_METHOD_REQUIRED);
});

test('the amount and its currency fit a 320 px phone side by side or stacked, and the request keeps the currency chosen', touches('intake'), async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const email = uniqueEmail('phone-currency');
  await page.goto('/contact-us');
  const form = await fillContactForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Amount lost').pressSequentially('12000-15000');
  const currency = form.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('USD');
  await currency.selectOption('EUR');
  await expect(currency).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);

  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();
  const step = page.getByRole('dialog', { name: 'How much did you invest?' });
  const stepCurrency = step.getByRole('combobox', { name: 'Currency' });
  await stepCurrency.scrollIntoViewIfNeeded();
  const box = await stepCurrency.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  await step.getByRole('button', { name: 'Cancel' }).click();

  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.getByRole('definition').filter({ hasText: '€12,000\u2013€15,000' })).toBeVisible();
  const [record] = await storedCasesFor(request, email);
  expect(record).toMatchObject({ scam_amount: '12000-15000', scam_currency: 'EUR' });
});

test("a 429 shows the server's message, with the phone number and e-mail address as the way out", touches('intake'), async ({ page }) => {
  await page.route('**/api/services', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '34' },
      body: JSON.stringify({ message: 'Too many requests. Please try again in 34 seconds.' }),
    }),
  );
  await page.goto('/contact-us');
  const form = await fillContactForm(page);
  await form.getByLabel('Phone').fill('+44 20 7946 0000');
  await form.getByRole('button', { name: 'Send my request' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Too many requests. Please try again in 34 seconds.');
  await expect(alert.getByRole('link', { name: '+1 (202) 555-0147' })).toHaveAttribute('href', 'tel:+12025550147');
  await expect(alert.getByRole('link', { name: 'support@cleartrace-recovery.example' })).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
});

test.describe('a browser in en-GB', () => {
  test.use({ locale: 'en-GB' });

  test("gets the United Kingdom's +44 and pounds in the wizard and the lead form; the pre-rendered page keeps the spec's default", touches('intake', 'marketing'), async ({ page, request }) => {
    await page.goto('/contact-us');
    const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
    await launcher.getByRole('button', { name: 'Request a Consultation' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    await expect(page.getByRole('dialog').getByLabel('Amount invested (GBP)')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await walkWizardToStep(page, 4);
    await expect(page.getByRole('dialog').getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +44 United Kingdom');

    // The pre-rendered home page: its lead form's picker shows the spec's +1 until the page's script runs.
    const html = await (await request.get('/')).text();
    expect(html.match(/Country code <\/span>(?:(?!<\/button>).)*?>(\+\d+)<\/span>/s)?.[1]).toBe('+1');
    await page.goto('/');
    // Once the visitor reaches for the form, its script runs and picks the browser's country.
    await page.locator('#contact-form').getByLabel('First name').focus();
    await expect(page.locator('#contact-form').getByRole('button', { name: /country code/i })).toHaveAccessibleName('Country code +44 United Kingdom');
    await expect(page.locator('#contact-form').getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });
});

test('Back with the wizard open asks before closing it, and the page stays', touches('intake'), async ({ page }) => {
  await page.goto('/contact-us');
  await walkWizardToStep(page, 2);
  await page.evaluate(() => history.back());
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to close this window?' });
  await expect(question).toContainText('All entered data will be lost');
  await expect(page).toHaveURL(/\/contact-us$/);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'How did you transfer the money?' })).toBeVisible();

  await page.evaluate(() => history.back());
  await question.getByRole('button', { name: 'Yes, close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
});

test('the thank-you page asks to confirm a request sent without signing in, and points to the free routes', touches('intake'), async ({ page }) => {
  const email = uniqueEmail('phone-thank-you');
  await submitWizard(page, wizardAnswersFor(email));
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.getByRole('heading', { name: 'Please check your inbox' })).toBeVisible();
  await expect(page.getByText(`We have e-mailed a link to ${email} to confirm this request.`)).toBeVisible();
  await expect(page.getByText(/Once you confirm it, your client area shows its details/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'where to report a scam' }).click();
  await expect(page).toHaveURL(/\/report-a-scam$/);
});

test('the client area fits a phone: cases as cards with View in sight, the erase panel open, at 390 and 320 px', touches('portal'), async ({ page, request }) => {
  // A long address: the one that pushed the page sideways.
  const email = uniqueEmail('a-rather-long-name-phone-cases');
  await createCase(request, email, 1);
  const newest = await createCase(request, email, 2);
  await startSignedIn(page, request, email);

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await openSettled(page, '/dashboard/cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (2)');
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: /^Your cases/ }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const first = cards.first();
    await expect(first.getByRole('heading', { name: `Request ${newest}` })).toBeVisible();
    // A wire transfer has no BTC address: left out, not "N/A".
    await expect(first).not.toContainText('BTC Address');
    await expect(first).not.toContainText('N/A');
    await expect(first.getByRole('button', { name: `View request ${newest}` })).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await openSettled(page, '/dashboard/profile');
    await page.getByRole('button', { name: 'Erase my data' }).click();
    const panel = page.getByRole('group', { name: /^Erase everything we hold about/ });
    await expect(panel).toBeVisible();
    await expectNoSidewaysScroll(page);
    const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, `the erase panel at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test('a request confirmed after sign-in names the client in the welcome line, and no longer waits in the list', touches('portal'), async ({ page, request }) => {
  const email = uniqueEmail('phone-welcome');
  const sent = await request.post('/api/services', {
    data: { fname: 'Amina', lname: 'Rahman', phone: '+8801712345678', email, subject: 'contact-form-submission', scam_type: 'forex', transaction_type: 'btc_crypto', scam_amount: '2500' },
  });
  expect(sent.status()).toBe(201);
  await startSignedIn(page, request, email);
  await openSettled(page, '/dashboard/cases');
  await expect(page.getByText('Welcome, User')).toBeVisible();
  const card = page.getByRole('list', { name: /^Your cases/ }).getByRole('listitem');
  await expect(card).toContainText('Waiting for you to confirm it from the e-mail we sent');
  await expect(card).not.toContainText('N/A');

  // Confirmed from the mailed link, as in another tab; this one comes back into view.
  await confirmRequestsFor(request, email);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Welcome, Amina')).toBeVisible();
  await page.reload();
  await expect(card).not.toContainText('Waiting for you to confirm');
  await expect(card).toContainText('BTC AddressN/A');
});

test('the free routes page: in the footer, the official sites linked as they are, accessible', touches('marketing'), async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('main').getByRole('link', { name: 'where to report a scam for free' })).toHaveAttribute('href', '/report-a-scam');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Report a scam for free' }).click();
  await expect(page).toHaveURL(/\/report-a-scam$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where to report a scam, for free');
  const officialSites: readonly [string, string][] = [
    ['Report to IC3 at ic3.gov', 'https://www.ic3.gov'],
    ['Report to the FTC at reportfraud.ftc.gov', 'https://reportfraud.ftc.gov'],
    ['Report to Report Fraud at reportfraud.police.uk', 'https://www.reportfraud.police.uk'],
    ['Report to Scamwatch at scamwatch.gov.au', 'https://www.scamwatch.gov.au'],
  ];
  for (const [name, href] of officialSites) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
  await expect(page.getByText(/replaced Action Fraud in December 2025/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beware of recovery scams' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await openSettled(page, '/report-a-scam');
  await expectNoAxeViolations(page);
});

test("the blacklist's empty result says the name is only missing from a short list, not that it is safe", touches('marketing'), async ({ page }) => {
  await page.goto('/black-list-scams');
  await page.getByRole('searchbox', { name: 'Company name' }).fill('Honest Broker Ltd');
  await page.getByRole('button', { name: 'Search' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Showing:' });
  await expect(outcome).toContainText('Good news! No matches found for "Honest Broker Ltd".');
  await expect(outcome).toContainText(/"Honest Broker Ltd" is not on our list, but our list holds only \d+ names, so this does not mean the company is safe\./);
  await expect(page.getByRole('link', { name: 'where to report a scam for free' })).toHaveAttribute('href', '/report-a-scam');
});
