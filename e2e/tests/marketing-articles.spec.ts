import { type Locator, type Page } from '@playwright/test';
import type { ScamTypeCode } from '@frc/contracts/browser';
import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { storedCasesFor } from '../support/intakeApi';
import { uniqueEmail } from '../support/mailbox';
import { test as sweep } from '../support/sweepPage';

// Every test opens its own page and leaves nothing behind: they spread over the workers instead of queuing on one,
// which left one worker running this file alone at the end of the suite.
test.describe.configure({ mode: 'parallel' });

/** Where a page's consultation buttons lead: the wizard (with the select's starting value) or the contact page. */
type Consultation = { wizard: '' | ScamTypeCode } | 'contact';

interface ArticlePageCase {
  path: string;
  title: string;
  anchors: string[];
  /** Entries of the table of contents, by section id, in order, where they are not every anchor. */
  toc?: string[];
  /** Questions in the FAQ; none where omitted. */
  faq?: number;
  /** The scam type its selects start on: a page about one type starts on its own (the spec: the digital page only). */
  preselected?: ScamTypeCode;
  /** Compliance pages: the hero's 'Request a Consultation' is a link to /contact-us. */
  heroLinksToContact?: true;
}

const SCAM_TYPE_PAGES: ArticlePageCase[] = [
  {
    path: '/binary-options-scams',
    title: 'Binary options scams',
    anchors: ['what-is-crypto-asset-tracing', 'closer-look', 'conclusion'],
    faq: 4,
    preselected: 'binary',
  },
  ...['/forex-scams', '/forexscampages'].map((path) => ({
    path,
    title: 'Forex scams',
    anchors: ['what-is-forex-trading', 'is-forex-trading-a-scam', 'how-to-spot-a-forex-scam', 'what-can-i-do-after-a-forex-scam'],
    faq: 4,
    preselected: 'forex' as const,
  })),
  {
    path: '/stock-trading-scams',
    title: 'Stock trading scams',
    anchors: ['how-stock-market-works', 'is-stock-market-rigged', 'types-of-securities-fraud', 'get-money-back', 'stock-scam-faq'],
    faq: 4,
    preselected: 'stock',
  },
  {
    path: '/financial-scams',
    title: 'Financial scams',
    anchors: [
      'common-financial-scams',
      'cfd-scams',
      'ponzi-schemes',
      'social-media-scams',
      'charity-scams',
      'key-points',
      'fell-for-scam',
      'how-to-avoid-scams',
      'faq',
    ],
    toc: ['common-financial-scams', 'fell-for-scam', 'how-to-avoid-scams', 'faq'],
    faq: 10,
  },
  {
    path: '/credit-card-phishing',
    title: 'Credit card phishing',
    anchors: ['what-is-phishing', 'how-credit-card-phishing-works', 'common-phishing-methods', 'how-to-spot-phishing', 'victim-of-phishing', 'how-to-avoid-phishing', 'faq'],
    faq: 3,
  },
  {
    path: '/digital-currency-scams',
    title: 'Digital currency scams',
    anchors: [
      'what-are-digital-currency-scams',
      'how-digital-currency-scams-work',
      'common-digital-currency-scams',
      'warning-signs',
      'can-crypto-be-traced',
      'what-to-do-after-a-crypto-scam',
      'how-we-help',
      'protect-yourself',
      'faq',
    ],
    faq: 4,
    preselected: 'digital',
  },
  {
    path: '/romance-scams',
    title: 'Romance scams',
    anchors: ['what-is-a-romance-scam', 'how-romance-scams-work', 'warning-signs', 'what-to-do', 'how-we-help'],
    faq: 4,
    preselected: 'romance',
  },
  {
    path: '/property-scams',
    title: 'Property scams',
    anchors: ['what-are-property-scams', 'common-property-scams', 'warning-signs', 'what-to-do', 'how-we-help'],
    faq: 4,
    preselected: 'property',
  },
];

const SERVICE_PAGES: ArticlePageCase[] = [
  {
    path: '/cyber-investigations',
    title: 'Cyber investigations',
    anchors: ['overview', 'what-is-cyber-fraud', 'how-we-help-people', 'how-it-works', 'conclusion'],
    faq: 3,
  },
  {
    path: '/crypto-asset-tracing',
    title: 'Crypto asset tracing',
    anchors: ['closer-look', 'conclusion'],
  },
  {
    path: '/digital-currency',
    title: 'Digital currency recovery',
    anchors: ['overview', 'what-we-trace', 'recovery-routes', 'what-you-receive', 'conclusion'],
  },
  {
    path: '/kyc-services',
    title: 'KYC services for crypto businesses',
    anchors: ['what-are-kyc-services', 'closer-look', 'conclusion'],
    heroLinksToContact: true,
  },
  {
    path: '/scam-restitution-consulting',
    title: 'Scam restitution consulting',
    anchors: ['what-is-scam-restitution', 'restitution-routes', 'who-we-help', 'closer-look', 'conclusion'],
    heroLinksToContact: true,
  },
  {
    path: '/adr-guidance',
    title: 'Alternative dispute resolution guidance',
    anchors: ['what-is-adr', 'closer-look', 'conclusion'],
    heroLinksToContact: true,
  },
  {
    path: '/regulatory-compliance-and-other-services',
    title: 'Regulatory compliance and other services',
    anchors: ['what-are-regulatory-compliance', 'closer-look', 'conclusion'],
    heroLinksToContact: true,
  },
  {
    path: '/aml-compliance',
    title: 'AML compliance',
    anchors: ['what-is-aml-compliance', 'closer-look', 'conclusion'],
    heroLinksToContact: true,
  },
];

const hero = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const contents = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const faqSection = (page: Page) => page.getByRole('region', { name: /frequently asked questions/i });

/** Checks the select's starting value and that its button opens the wizard (then closes it), or that the button links to /contact-us. */
async function expectConsultation(page: Page, select: Locator, button: Locator, consultation: Consultation) {
  if (consultation === 'contact') {
    await expect(button).toHaveAttribute('href', '/contact-us');
    return;
  }
  await expect(select).toHaveValue(consultation.wizard);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'How much did you invest?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Are you sure you want to close this window?' }).getByRole('button', { name: 'Yes, close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Resolves once the page has stopped scrolling (smooth scrolling takes a few hundred milliseconds). */
async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
}

// Each test opens its page afresh and leaves nothing behind, so they share one tab per worker (support/sweepPage.ts).
for (const article of [...SCAM_TYPE_PAGES, ...SERVICE_PAGES]) {
  sweep.describe(article.path, () => {
    sweep('renders its anchors, its questions and its consultation buttons', touches('marketing', 'intake'), async ({ sweepPage: page }) => {
      await page.goto(article.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const anchorIds = await page.locator('article [id]:is(section)').evaluateAll((sections) => sections.map((section) => section.id));
      expect(anchorIds).toEqual(article.anchors);
      const tocTargets = await contents(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const toc = article.toc ?? article.anchors;
      expect(tocTargets).toEqual(toc.map((id) => `#${id}`));

      const faqCount = article.faq ?? 0;
      if (faqCount === 0) {
        await expect(faqSection(page)).toHaveCount(0);
      } else {
        // Each question is a <summary>: a button with its expanded state to assistive technology.
        const questions = faqSection(page).locator('details > summary');
        const showAll = faqSection(page).getByRole('button', { name: `Show all ${faqCount} questions` });
        if (faqCount > 4) {
          await expect(questions).toHaveCount(4);
          await showAll.click();
        } else {
          await expect(showAll).toHaveCount(0);
        }
        await expect(questions).toHaveCount(faqCount);
        await questions.first().click();
        await expect(faqSection(page).getByRole('region')).toHaveCount(1);
        await questions.nth(1).click();
        await expect(faqSection(page).locator('details').first()).not.toHaveAttribute('open');
        await expect(faqSection(page).getByRole('region')).toHaveCount(1);
      }

      const wizard: Consultation = { wizard: article.preselected ?? '' };
      const heroBand = hero(page, article.title);
      await expectConsultation(
        page,
        heroBand.getByRole('combobox', { name: 'Scam type' }),
        heroBand.getByRole('link', { name: 'Request a Consultation' }).or(heroBand.getByRole('button', { name: 'Request a Consultation' })),
        article.heroLinksToContact ? 'contact' : wizard,
      );
      // The closing band is the last part of the page, so its launcher is the page's last one.
      await expectConsultation(page, page.getByRole('combobox', { name: 'Scam type' }).last(), page.getByRole('button', { name: 'Request a Consultation' }).last(), wizard);
    });

    sweep('a click on each entry of the table of contents scrolls to its section and marks the entry current', async ({ sweepPage: page }) => {
      await page.goto(article.path);
      const toc = article.toc ?? article.anchors;
      await expect(contents(page).getByRole('link')).toHaveCount(toc.length);
      // Last first, so that every click has to move the page.
      for (const id of [...toc].reverse()) {
        const link = contents(page).locator(`a[href="#${id}"]`);
        await link.click();
        await expect(page.locator(`#${id}`)).toBeInViewport();
        await expect(link).toHaveAttribute('aria-current', 'location');
        await expect(contents(page).locator('[aria-current="location"]')).toHaveCount(1);
        // Once the smooth scroll has settled, the tracker still agrees with the click.
        await scrollSettled(page);
        await expect(page.locator(`#${id}`)).toBeInViewport();
        await expect(link).toHaveAttribute('aria-current', 'location');
      }
    });
  });
}

test('the digital currency scams page preselects Digital Currency, and the request it sends carries that type', touches('marketing', 'intake'), async ({ page, request }) => {
  const email = uniqueEmail('digital-page');
  await page.goto('/digital-currency-scams');
  const launcher = hero(page, 'Digital currency scams');
  await expect(launcher.getByRole('combobox', { name: 'Scam type' })).toHaveValue('digital');
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();

  const next = page.getByRole('dialog').getByRole('button', { name: 'Next' });
  await page.getByRole('dialog', { name: 'How much did you invest?' }).getByLabel('Amount invested (USD)').fill('4000');
  await next.click();
  await page.getByRole('dialog', { name: 'How did you transfer the money?' }).getByLabel('BTC/Crypto').check();
  await next.click();
  await page.getByRole('dialog', { name: 'Anything else we should know about?' }).getByLabel('Case details').fill('A mining pool app kept my USDT.');
  await next.click();
  const contact = page.getByRole('dialog', { name: 'How can we reach you?' });
  await contact.getByLabel('First name').fill('Lena');
  await contact.getByLabel('Last name').fill('Okafor');
  await contact.getByLabel('Phone number').fill('1712345678');
  await contact.getByLabel('Email').fill(email);
  await contact.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.locator('dl')).toContainText('Digital Currency');
  const [record] = await storedCasesFor(request, email);
  expect(record?.scam_type).toBe('digital');
});

test('the AML page marks its first entry while the reader is in that section', async ({ page }) => {
  await page.goto('/aml-compliance');
  const first = contents(page).getByRole('link', { name: 'What is AML compliance?' });
  await expect(first).not.toHaveAttribute('aria-current');
  await page.locator('#what-is-aml-compliance').evaluate((section) => window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 140 }));
  await expect(first).toHaveAttribute('aria-current', 'location');
});

test('the table of contents stays in view beside the article while the reader scrolls', async ({ page }) => {
  await page.goto('/financial-scams');
  await page.locator('#how-to-avoid-scams').scrollIntoViewIfNeeded();
  await expect(contents(page)).toBeInViewport();
  await scrollSettled(page);
  const top = await contents(page).evaluate((nav) => nav.getBoundingClientRect().top);
  expect(top).toBeCloseTo(100, 0);
});

const GROUPS = [
  {
    path: '/investigation',
    title: 'Investigation',
    cards: [
      ['Cyber Investigations', '/cyber-investigations'],
      ['Stock Trading Scams', '/stock-trading-scams'],
      ['Crypto Asset Tracing', '/crypto-asset-tracing'],
      ['Credit Card Phishing', '/credit-card-phishing'],
      ['KYC Services', '/kyc-services'],
      ['Binary Options Scams', '/binary-options-scams'],
      ['Digital Currency', '/digital-currency'],
      ['Financial Scams', '/financial-scams'],
      ['Forex Scams', '/forex-scams'],
    ],
  },
  {
    path: '/professional-consulting',
    title: 'Professional Consulting',
    cards: [
      ['Scam Restitution Consulting', '/scam-restitution-consulting'],
      ['ADR Guidance', '/adr-guidance'],
      ['Regulatory Compliance & Other Services', '/regulatory-compliance-and-other-services'],
      ['AML Compliance', '/aml-compliance'],
    ],
  },
];

for (const group of GROUPS) {
  test(`${group.path} shows a card for each service of the group, and each card opens its page`, async ({ page }) => {
    await page.goto(group.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.title);
    const cards = page.getByRole('region', { name: `${group.title} services` }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual(group.cards);
    const [label, path] = group.cards[group.cards.length - 1] as [string, string];
    await cards.filter({ hasText: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
