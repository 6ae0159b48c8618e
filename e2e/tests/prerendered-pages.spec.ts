import { NOT_FOUND_TITLE, PRERENDERED_PAGES, PUBLIC_PAGES, REMOTES_WITH_PUBLIC_PAGES, touches } from '../support/sitePaths';
import { test as sweep } from '../support/sweepPage';
import { expect, hydrateEveryIsland, test, withoutScripts } from '../support/test';

// Every page of the site's main layout arrives as finished HTML (docs/rendering.md), rendered from the remote map
// in force, and the browser hydrates that HTML with the same React tree.

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const attribute = (html: string, tag: RegExp) => tag.exec(html)?.[1];

test('every public page is served as HTML with its heading, its text, the header and footer, and a head of its own', touches(...REMOTES_WITH_PUBLIC_PAGES), async ({ request, baseURL }) => {
  test.slow();
  const titles = new Map<string, string>();
  for (const path of PRERENDERED_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();

    const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    expect(heading, `${path}: <h1>`).not.toBe('');
    const main = textOf(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '');
    expect(main.length, `${path}: the text of <main>`).toBeGreaterThan(150);
    expect(html, `${path}: header`).toMatch(/<header[\s>]/);
    expect(html, `${path}: footer`).toMatch(/<footer[\s>]/);
    expect(html, `${path}: regulatory strip`).toContain('aria-label="Regulatory statements"');
    // The scripts are the site's files; nothing inline runs (the policy allows none).
    expect(html, `${path}: inline script`).not.toMatch(/<script>/);

    const title = attribute(html, /<title>([^<]*)<\/title>/);
    expect(title, `${path}: <title>`).toBeTruthy();
    expect(attribute(html, /<meta name="description" content="([^"]+)"/), `${path}: description`).toBeTruthy();
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/), `${path}: og:title`).toBe(title);
    const canonical = attribute(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical, `${path}: canonical`).toMatch(new RegExp(`^${baseURL}/`));
    if (PUBLIC_PAGES.includes(path)) {
      expect(titles.get(title!), `${path} has the <title> of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, path);
      expect(canonical, `${path}: canonical`).toBe(`${baseURL}${path}`);
    }
  }
  expect(titles.size).toBe(PUBLIC_PAGES.filter((path) => PRERENDERED_PAGES.includes(path)).length);
});

test('an alias names the page it repeats as canonical', async ({ request, baseURL }) => {
  const html = await (await request.get('/forexscampages')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/forex-scams"/>`);
});

test('a path no page has answers 404 with the 404 page, header and footer included', async ({ request }) => {
  for (const path of ['/no-such-page', '/blog/no-such-article', '/about-us/more']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(textOf(html), path).toContain(NOT_FOUND_TITLE);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toContain('<meta name="robots" content="noindex" data-page-robots=""/>');
  }
});

test('the private areas are rendered in the browser, over their neutral page, and never indexed', async ({ request }) => {
  for (const path of ['/dashboard', '/dashboard/cases', '/admin']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // The area's frame and a loading state, with no note for hydrating: the shell's script renders the area afresh.
    expect(html, path).toMatch(/<div id="root"><div class="[^"]+"><header/);
    expect(html, path).not.toContain('data-prerendered');
    expect(html, path).toContain('<meta name="robots" content="noindex" data-page-robots=""/>');
  }
});

// The hydration sweep of every pre-rendered page (hydrated, no React error or warning) is part of the accessibility
// suite's sweep of every page (accessibility.spec.ts), which opens each of them anyway.

sweep('the 404 page has its islands too', async ({ sweepPage: page }) => {
  await page.goto('/no-such-page');
  await hydrateEveryIsland(page);
  await expect(page.locator('#root')).toHaveAttribute('data-render', 'islands');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
});

for (const path of ['/binary-options-scams', '/', '/contact-us']) {
  test(`${path}: the text is HTML React never hydrates; only the islands are React's`, async ({ page }) => {
    await page.goto(path);
    const islands = await hydrateEveryIsland(page);
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'islands');
    const owned = await page.evaluate(() => {
      // React marks every DOM node it renders or hydrates with a property of its own (`__reactFiber$…`).
      const reactOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const elements = [...document.querySelectorAll('#root *')];
      const outside = elements.filter((element) => !element.closest('frc-island'));
      return {
        outside: outside.length,
        outsideOwned: outside.filter(reactOwned).map((element) => element.outerHTML.slice(0, 120)),
        insideOwned: elements.filter((element) => element.closest('frc-island') && element.nodeName !== 'FRC-ISLAND' && reactOwned(element)).length,
        heading: reactOwned(document.querySelector('main h1')!),
      };
    });
    // The page's text (its heading, paragraphs, lists, tables, links) is outside every island, and none of it is React's.
    expect(owned.outside).toBeGreaterThan(50);
    expect(owned.heading).toBe(false);
    expect(owned.outsideOwned).toEqual([]);
    // The islands are: the header's at least.
    expect(islands).toBeGreaterThan(0);
    expect(owned.insideOwned).toBeGreaterThan(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the pages, finds the phone number, e-mail address and office hours, and is told forms need JavaScript', async ({ page }) => {
    withoutScripts(page);
    for (const path of ['/', '/binary-options-scams', '/faq', '/contact-us', '/whistleblowing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('+1 (202) 555-0147'), path).toBeVisible();
      await expect(footer.getByText('support@cleartrace-recovery.example'), path).toBeVisible();
      await expect(footer.getByText('Office hours (GMT)'), path).toBeVisible();
    }
    // The first FAQ answer is open, and the others open on a tap: each is a <details>.
    await page.goto('/faq');
    await expect(page.getByRole('region').first()).toBeVisible();
    await page.getByRole('main').locator('details > summary').nth(2).click();
    await expect(page.getByRole('main').locator('details').nth(2)).toHaveAttribute('open');
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    // Forms say so plainly, and their buttons cannot send.
    for (const path of ['/contact-us', '/whistleblowing', '/newsletter-signup', '/login']) {
      await page.goto(path);
      await expect(page.getByText(/^This form needs JavaScript to (send|sign you in)\./).first(), path).toBeVisible();
      await expect(page.locator('main button[type="submit"]').first(), path).toBeDisabled();
    }
  });
});
