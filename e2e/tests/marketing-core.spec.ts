import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { recordOffsiteRequests } from '../support/offsiteRequests';

/** Opens a page of the marketing remote and waits for its one h1. */
async function open(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const main = (page: Page) => page.getByRole('main');

test.describe('home page', () => {
  test('renders its figures, prices, guarantee and scam-type links', touches('marketing', 'intake'), async ({ page }) => {
    const offsite = recordOffsiteRequests(page);
    await open(page, '/', 'Get your money back from a scam');
    await expect(page).toHaveTitle(/Get your money back from a scam/);

    const moneyRetrieved = page.getByRole('region', { name: 'Money retrieved' });
    await expect(moneyRetrieved).toContainText('$38,144,712');
    await expect(moneyRetrieved).toContainText('Last update: Dec 2024');
    await expect(page.getByRole('complementary', { name: 'Money-back guarantee' })).toContainText('14 business days');
    await expect(main(page).getByText('11,000+')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search the blacklist' })).toHaveAttribute('href', '/black-list-scams');

    const offers = page.getByRole('region', { name: 'What we offer, and what it costs' });
    for (const offer of ['Fraud Investigation Report', 'Crypto Tracing Report', 'Full Support Package']) {
      await expect(offers.getByRole('heading', { name: offer })).toBeVisible();
    }
    await expect(offers.getByText('$3,500', { exact: true })).toHaveCount(2);
    await expect(offers.getByText('plus $750 per transaction', { exact: true })).toHaveCount(2);
    await expect(offers.getByText('$10,000', { exact: true })).toBeVisible();

    const scamTypes = page.getByRole('region', { name: 'What kind of scam happened to you?' });
    await expect(scamTypes.getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'How it works', exact: true }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'The site is back' })).toBeVisible();
    expect(offsite).toEqual([]);
  });

  test('the logo carousel: a strip of 3 slides that snaps, whose arrows wrap both ways', async ({ page }) => {
    await open(page, '/', 'Get your money back from a scam');
    const carousel = page.getByRole('region', { name: 'Kinds of fraudulent platforms we investigate' });
    const slide = (name: string) => carousel.getByRole('list', { name });
    await expect(carousel.getByRole('list')).toHaveCount(3);
    await carousel.scrollIntoViewIfNeeded();
    await expect(slide('1 of 3')).toBeInViewport({ ratio: 0.95 });
    await expect(slide('2 of 3')).not.toBeInViewport();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide('3 of 3')).toBeInViewport({ ratio: 0.95 });
    await expect(slide('3 of 3').getByRole('listitem')).toHaveCount(4);
    await expect(carousel.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide('1 of 3')).toBeInViewport({ ratio: 0.95 });
    await expect(carousel.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    // A swipe (here a scroll of the strip) moves it too, and the dots follow.
    await carousel.getByRole('group', { name: 'Slides' }).evaluate((strip) => strip.scrollBy({ left: strip.clientWidth, behavior: 'instant' }));
    await expect(slide('2 of 3')).toBeInViewport({ ratio: 0.95 });
    await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    // Two presses in a row, the second while the strip is still scrolling to the first one's slide: two slides on.
    await carousel.getByRole('button', { name: 'Show slide 1' }).click();
    await expect(slide('1 of 3')).toBeInViewport({ ratio: 0.95 });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide('3 of 3')).toBeInViewport({ ratio: 0.95 });
    await expect(carousel.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide('1 of 3')).toBeInViewport({ ratio: 0.95 });
    await expect(carousel.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  test('the call to action opens the consultation wizard', touches('marketing', 'intake'), async ({ page }) => {
    await open(page, '/', 'Get your money back from a scam');
    await page.getByRole('combobox', { name: 'Scam type' }).selectOption({ label: 'Romance scam' });
    // The lead form's submit button has the same name; the launcher's one opens a dialog.
    await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Request a Consultation' }).click();
    const wizard = page.getByRole('dialog', { name: 'How much did you invest?' });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByLabel('Amount invested (USD)')).toBeVisible();
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'Order Now' leads to the lead form at the top of the page", touches('marketing', 'intake'), async ({ page }) => {
    await open(page, '/', 'Get your money back from a scam');
    await page.getByRole('link', { name: 'Order Now' }).first().click();
    await expect(page).toHaveURL(/#contact-form$/);
    const form = page.locator('section#contact-form');
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    await expect(form.getByRole('heading', { name: 'Secure a free consultation' })).toBeVisible();
  });

  test('the article’s table of contents sticks and follows the section at the 100 px line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/', 'Get your money back from a scam');
    const contents = page.getByRole('navigation', { name: 'Table of contents' });
    await page.locator('#how-we-help-people').evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 60));
    await expect(contents.getByRole('link', { name: 'How We Help People' })).toHaveAttribute('aria-current', 'location');
    const box = await contents.boundingBox();
    expect(Math.round(box?.y ?? 0)).toBe(100);

    await contents.getByRole('link', { name: 'Conclusion' }).click();
    await expect(contents.getByRole('link', { name: 'Conclusion' })).toHaveAttribute('aria-current', 'location');
    await expect(page.locator('#conclusion')).toBeInViewport();
  });
});

test('about page: mission, team with portraits, scam types, both consultation forms', touches('marketing', 'intake'), async ({ page }) => {
  await open(page, '/about-us', 'About ClearTrace Recovery');
  await expect(main(page)).toContainText('over $38 million');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What makes us different' }).getByRole('listitem')).toHaveCount(8);
  const team = page.getByRole('region', { name: 'The people on your case' });
  await expect(team.getByRole('article')).toHaveCount(6);
  const portraits = team.getByRole('img', { name: /^Portrait of / });
  await expect(portraits).toHaveCount(6);
  for (const portrait of await portraits.all()) {
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  await expect(page.getByRole('region', { name: 'Scams we investigate' }).getByRole('link')).toHaveCount(6);
  await expect(page.locator('section#contact-form')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a Consultation' }).last()).toBeVisible();
});

test('about page: a portrait that fails to load is replaced by the drawn fallback', async ({ page }) => {
  await page.route(/\/assets\/marcus-webb\.[0-9a-f]{8}\.svg$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await open(page, '/about-us', 'About ClearTrace Recovery');
  const portrait = page.getByRole('img', { name: 'Portrait of Marcus Webb' });
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveAttribute('src', /portrait-fallback\.[0-9a-f]{8}\.svg$/);
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('testimonials page: its HTML holds the four testimonials; rendered in the browser it shows Loading, then them', async ({ page }) => {
  // Loaded as a whole page, the testimonials are in the pre-rendered HTML: no Loading line at all.
  const html = await (await page.request.get('/testimonials?show=videos')).text();
  expect(html).not.toContain('Loading testimonials');
  expect(html.match(/<article/g)?.length).toBe(4);

  // Opened by a link from another page, it is a page load of that HTML.
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials', exact: true }).click();
  await expect(page).toHaveURL(/\/testimonials$/);
  await expect(main(page).getByRole('article')).toHaveCount(4);

  // Rendered in the browser (a page served without its pre-rendered note, as when it was rendered from another
  // remote map), the page asks the content service (500 ms) and shows Loading meanwhile. Polling for the status line
  // can miss so short a state on a busy machine, so the page itself records every status line it shows.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { statusLinesShown: string[] }).statusLinesShown = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Taken out once the page is parsed and before the visitor reaches for anything, so before any of the page's own
  // scripts ran (they come with the first touch): the note, and the content the HTML carries for the browser to
  // start from (LoadedContent's snapshot). A page rendered in the browser with nothing to start from, as after a
  // navigation inside the app.
  await page.goto('/testimonials');
  const stillPlainHtml = await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const untouched = root.dataset.render === undefined && !document.querySelector('frc-island[data-island-state]');
    delete root.dataset.prerendered;
    for (const snapshot of document.querySelectorAll('script[data-content-snapshot]')) snapshot.remove();
    return untouched;
  });
  expect(stillPlainHtml).toBe(true);
  // The page's scripts come when the visitor first reaches for one of its islands (the header).
  await page.getByRole('banner').getByRole('link').first().hover();
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'browser');
  // `data-render` is set as the render starts: until React commits, #root still holds the served HTML, whose
  // articles and breadcrumb are already there. The status lines seen so far only grow, so they are waited for.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { statusLinesShown: string[] }).statusLinesShown))
    .toContain('Loading testimonials…');
  await expect(page.getByText('Loading testimonials…')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('article')).toHaveCount(4);
  await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
});

test('track record page: figures, yearly tables, success stories, process and links', async ({ page }) => {
  await open(page, '/track-record', 'Our track record');
  const figures = page.getByRole('region', { name: 'ClearTrace Recovery in figures' });
  for (const figure of ['$42M+', '3,500+', '8 years', '78%']) await expect(figures.getByText(figure, { exact: true })).toBeVisible();
  for (const year of [2021, 2022, 2023]) {
    await expect(page.getByRole('table', { name: `${year}: recoveries by scam type` })).toContainText(`Total ${year}`);
  }
  await expect(main(page)).toContainText('These tables are per-year summaries');
  await expect(page.getByRole('region', { name: 'Success stories' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Our four-stage recovery process' }).getByRole('listitem')).toHaveCount(4);
  await expect(main(page).getByRole('link', { name: 'Read testimonials' })).toHaveAttribute('href', '/testimonials');
  await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
});

test('FAQ page: eight questions, the first open, one at a time', async ({ page }) => {
  await open(page, '/faq', 'Frequently asked questions');
  const items = main(page).locator('details');
  const questions = items.locator(':scope > summary');
  await expect(questions).toHaveCount(8);
  await expect(items.first()).toHaveAttribute('open');
  await expect(page.getByText('Most cases take between 3 months and a year.')).toBeVisible();
  await questions.nth(3).click();
  await expect(main(page).locator('details[open]')).toHaveCount(1);
  await expect(items.nth(3)).toHaveAttribute('open');
  await questions.nth(3).click();
  await expect(main(page).locator('details[open]')).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
});

test.describe('affiliate page', () => {
  async function fillApplication(page: Page) {
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
    await page.getByLabel('Website').fill('https://grace.example.org');
    await page.getByRole('combobox', { name: /^Profession/ }).selectOption({ label: 'Consumer Advocate' });
    await page.getByLabel('Tell us about your audience or clients').fill('I help people who lost savings to fake brokers.');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
  }

  test('states the commission structure', async ({ page }) => {
    await open(page, '/affiliate', 'Affiliate program');
    await expect(main(page)).toContainText('up to 20% commission');
    const table = page.getByRole('table', { name: 'Commission rate by tier' });
    await expect(table.getByRole('row', { name: /Standard 15%/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Premium 20% When you refer 5 or more clients per month/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Recurring client 10%/ })).toBeVisible();
    const commission = page.getByRole('region', { name: 'Commission structure' });
    await expect(commission).toContainText('within the first 10 days of the next month');
    await expect(commission).toContainText('The minimum payout is $100');
    await expect(commission).toContainText('reviewed within 48 hours');
    await expect(page.getByRole('region', { name: 'How it works', exact: true }).getByRole('listitem')).toHaveCount(4);
  });

  test('checks the form in the browser, then sends the application to the API', async ({ page }) => {
    await open(page, '/affiliate', 'Affiliate program');
    const sent: { key: string | null }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/affiliate-applications')) sent.push({ key: request.headers()['idempotency-key'] ?? null });
    });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByText('Please accept the terms')).toBeVisible();
    await page.getByLabel('Website').fill('grace.example.org');
    await page.getByLabel('Website').blur();
    await expect(page.getByText('Must be a web address starting with http:// or https://')).toBeVisible();
    expect(sent).toHaveLength(0);

    await fillApplication(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(main(page).getByRole('status')).toContainText('Thank you, Grace. Your application has reached us.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('a refused application shows the server’s message and keeps every answer', async ({ page }) => {
    await page.route('**/api/affiliate-applications', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is unavailable. Please try again in a moment.' }) }),
    );
    await open(page, '/affiliate', 'Affiliate program');
    await fillApplication(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('The service is unavailable. Please try again in a moment.');
    await expect(alert).toContainText('Everything you typed is still here');
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await expect(page.getByLabel('Tell us about your audience or clients')).toHaveValue('I help people who lost savings to fake brokers.');

    await page.unroute('**/api/affiliate-applications');
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(main(page).getByRole('status')).toContainText('Your application has reached us.');
  });
});

test('sitemap: links to every part of the site, the legal pages and the client area\'s sign-in among them, and no page search engines may not index', async ({ page }) => {
  await open(page, '/sitemap', 'Sitemap');
  const hrefs = await main(page)
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(expect.arrayContaining(['/privacy-policy', '/terms-of-service', '/cookie-policy', '/support', '/login']));
  // The client area's own pages are behind the sign-in and disallowed by robots.txt: the sign-in stands for them.
  expect(hrefs.filter((href) => href.startsWith('/dashboard'))).toEqual([]);
  // That each of them opens a real page is the link crawler's check (link-crawler.spec.ts): it follows every link of every page.
});

test('privacy policy: its sections, date, minimum age and how to reach us', async ({ page }) => {
  await open(page, '/privacy-policy', 'Privacy Policy');
  await expect(main(page)).toContainText('Last updated: June 15, 2024');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link')).toHaveText([
    '1. Information we collect',
    '2. How we use your information',
    '3. Sharing your information',
    '4. Data security',
    '5. Your rights',
    '6. Cookies and similar technologies',
    '7. Children’s privacy',
    '8. Changes to this policy',
    '9. Contact us',
  ]);
  await expect(main(page)).toContainText('You must be 18 or older');
  // How long each kind of record is kept, and how a client sees, downloads or erases theirs.
  await expect(main(page)).toContainText('Consultation requests and cases: 24 months after the last activity on them');
  await expect(main(page)).toContainText('open My data: it shows everything we hold about that address');
  const contact = main(page).locator('address');
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:support@/);
  await expect(contact.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:/);
  await expect(contact).toContainText('Washington, DC');
});

test('terms of service: twelve numbered sections, the key terms, and the clarification box', async ({ page }) => {
  await open(page, '/terms-of-service', 'Terms of Service');
  await expect(main(page)).toContainText('Last updated: June 15, 2024');
  await expect(main(page).getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(12);
  await expect(page.getByRole('heading', { name: '3. No guarantee of recovery' })).toBeVisible();
  await expect(main(page)).toContainText('governed by the laws of Hong Kong');
  await expect(main(page)).toContainText('at least 30 days’ notice');
  await expect(main(page)).toContainText('18 or older');
  await expect(main(page)).toContainText('a percentage of the amount actually recovered');
  await expect(page.getByRole('heading', { name: 'Need Clarification?' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
});
