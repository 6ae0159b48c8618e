import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Parser from 'rss-parser';
import { openSettled } from '../support/accessibility';
import { uniqueEmail } from '../support/mailbox';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { expect, test } from '../support/test';
import { PUBLIC_PAGES, SITE_PATHS } from '../support/sitePaths';
import { LOCAL_STACK } from '../support/target';
import { countByMessage, htmlErrors, jsonLdOf, metaOf, pngSize, schemaErrors, socialCardProblems, structuredDataProblems, type CheckerMessage } from '../support/validators';

/**
 * What validators that nobody here wrote say of the site as served (issue 54): every page of the sitemaps, the 404
 * page and the private areas' pages (as served before sign-in: their neutral pre-rendered or browser-rendered
 * page) pass the Nu HTML Checker with no error; every sitemap passes its schema; both feeds parse, and each item's
 * date is the one its page says; every public page's structured data keeps the rich-result rules and it has a
 * social card. Each check prints its counts.
 */
test.describe.configure({ mode: 'serial' });

const FEEDS = ['/news/feed.xml', '/blog/feed.xml'];
const NOT_FOUND_PROBE = '/no-page-is-here-for-the-validators';

const pathOf = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));

async function text(request: APIRequestContext, target: string, status = 200): Promise<string> {
  const answer = await request.get(target, { maxRedirects: 0 });
  expect(answer.status(), `${target} answered ${answer.status()}`).toBe(status);
  return answer.text();
}

interface Sitemaps {
  index: string;
  parts: Map<string, string>;
  pages: string[];
}

async function readSitemaps(request: APIRequestContext): Promise<Sitemaps> {
  const index = await text(request, '/sitemap.xml');
  const parts = new Map<string, string>();
  for (const loc of locsOf(index)) parts.set(pathOf(loc), await text(request, pathOf(loc)));
  const pages = [...new Set([...parts.values()].flatMap((xml) => locsOf(xml).map(pathOf)))];
  return { index, parts, pages };
}

/** The Nu HTML Checker's errors over `pages` (address → HTML), printed by message under `label`, as lines that name their page. */
async function checkHtml(label: string, pages: ReadonlyMap<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-vnu-'));
  const files = new Map<string, string>();
  try {
    for (const [address, html] of pages) {
      const file = `page-${files.size}.html`;
      files.set(file, address);
      fs.writeFileSync(path.join(dir, file), html);
    }
    const errors: CheckerMessage[] = await htmlErrors(dir);
    console.log(`validators: the Nu HTML Checker checked ${files.size} ${label}, ${errors.length} errors`);
    for (const [message, count] of countByMessage(errors)) console.log(`  ${count} × ${message}`);
    return errors.map((error) => `${files.get(error.file) ?? error.file}:${error.line ?? '?'} ${error.message} [${error.extract ?? ''}]`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let sitemaps: Sitemaps;
const served = new Map<string, string>();

test.beforeAll(async ({ request }) => {
  sitemaps = await readSitemaps(request);
  for (const page of sitemaps.pages) served.set(page, await text(request, page));
});

test('every sitemap passes the sitemaps.org schema, and they list exactly the indexable pages', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-sitemaps-'));
  try {
    const index = path.join(dir, 'sitemap.xml');
    fs.writeFileSync(index, sitemaps.index);
    const parts = [...sitemaps.parts].map(([address, xml], number) => {
      const file = path.join(dir, `part-${number}.xml`);
      fs.writeFileSync(file, xml);
      return { address, file };
    });
    const errors = [...(await schemaErrors('sitemap-index.xsd', [index])), ...(await schemaErrors('sitemap.xsd', parts.map((part) => part.file)))];
    console.log(`validators: xmllint checked the sitemap index and ${parts.length} sitemaps (${parts.map((part) => part.address).join(', ')}), ${sitemaps.pages.length} addresses, ${errors.length} errors`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect([...sitemaps.pages].sort()).toEqual([...PUBLIC_PAGES].sort());
});

test('the Nu HTML Checker finds no error on the pages of the sitemaps, the 404 page and the private pages as served', async ({ request }) => {
  test.setTimeout(120_000);
  const privatePages = SITE_PATHS.map((site) => site.path).filter((address) => !PUBLIC_PAGES.includes(address) && !address.includes(':'));
  const pages = new Map(served);
  pages.set(`${NOT_FOUND_PROBE} (the 404 page)`, await text(request, NOT_FOUND_PROBE, 404));
  for (const address of privatePages) {
    const answer = await request.get(address, { maxRedirects: 0 });
    if (answer.status() === 200) pages.set(address, await answer.text());
  }
  const label = `pages (${served.size} of the sitemaps, the 404 page, ${pages.size - served.size - 1} private)`;
  expect(await checkHtml(label, pages)).toEqual([]);
});

test('the Nu HTML Checker finds no error in the states script puts pages in: forms showing their errors, the client area and the back office signed in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const states = new Map<string, string>();
  await openSettled(page, '/');
  const leadForm = page.locator('section#contact-form');
  await leadForm.getByRole('button', { name: 'Request a Consultation' }).click();
  await expect(leadForm.getByLabel('First name')).toBeFocused();
  states.set('/ (the lead form showing its errors)', await page.content());
  await openSettled(page, '/contact-us');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  states.set('/contact-us (the contact form showing its errors)', await page.content());

  const email = uniqueEmail('validators-client');
  await createCase(request, email, 1);
  await startSignedIn(page, request, email);
  for (const address of ['/dashboard/cases', '/dashboard/profile']) {
    await openSettled(page, address);
    states.set(`${address} (signed in)`, await page.content());
  }
  // The back office's members are made with the local stack's command line.
  if (LOCAL_STACK) {
    const staff = await page.context().browser()!.newContext();
    const staffPage = await staff.newPage();
    await startSignedInAsStaff(staffPage, request, 'Validators Admin');
    for (const address of ['/admin', '/admin/cases']) {
      await openSettled(staffPage, address);
      states.set(`${address} (signed in as staff)`, await staffPage.content());
    }
    await staff.close();
  }
  expect(await checkHtml('states of pages reached by script', states)).toEqual([]);
});

test("both feeds parse, and each item's date is the one its page gives", async ({ request }) => {
  const parser = new Parser();
  let items = 0;
  let dated = 0;
  const problems: string[] = [];
  for (const feedPath of FEEDS) {
    const feed = await parser.parseString(await text(request, feedPath));
    expect(feed.items.length, `${feedPath} has items`).toBeGreaterThan(0);
    // The channel links to the canonical page that lists the items, which announces this feed.
    const listing = await text(request, pathOf(feed.link ?? ''));
    expect(listing).toContain(`<link rel="canonical" href="${feed.link}"/>`);
    expect(listing).toContain(`type="application/rss+xml" title="${feed.title?.split(' | ')[0]}" href="${feedPath}"`);
    for (const item of feed.items) {
      items += 1;
      const page = await text(request, pathOf(item.link ?? ''));
      const published = jsonLdOf(page).find((block) => typeof block.datePublished === 'string')?.datePublished as string | undefined;
      const shown = /<time dateTime="(\d{4}-\d{2}-\d{2})"|<time datetime="(\d{4}-\d{2}-\d{2})"/.exec(page);
      const pageDate = published ?? (shown ? `${shown[1] ?? shown[2]}T00:00:00.000Z` : undefined);
      if (!item.isoDate) problems.push(`${item.link}: no pubDate`);
      else if (pageDate === undefined) problems.push(`${item.link}: its page gives no date`);
      // RSS dates (RFC 822) have whole seconds.
      else if (Math.floor(Date.parse(item.isoDate) / 1000) !== Math.floor(Date.parse(pageDate) / 1000)) problems.push(`${item.link}: pubDate ${item.isoDate}, its page ${pageDate}`);
      else dated += 1;
    }
  }
  console.log(`validators: rss-parser read ${FEEDS.length} feeds, ${items} items, ${dated} dated as their pages, ${problems.length} problems`);
  expect(problems).toEqual([]);
});

test("every public page's structured data keeps the rich-result rules, and it has a social card", async ({ request }) => {
  const problems: string[] = [];
  let blocks = 0;
  const logos = new Set<string>();
  for (const [address, html] of served) {
    blocks += jsonLdOf(html).length;
    for (const problem of [...structuredDataProblems(html), ...socialCardProblems(html)]) problems.push(`${address}: ${problem}`);
    for (const block of jsonLdOf(html)) {
      const logo = (block['@type'] === 'Organization' ? block.logo : (block.publisher as { logo?: unknown } | undefined)?.logo) as { url?: string } | undefined;
      if (logo?.url) logos.add(logo.url);
    }
  }
  const notFound = await text(request, NOT_FOUND_PROBE, 404);
  if (!metaOf(notFound, 'og:url')) problems.push('the 404 page: no og:url');
  // The logos search engines show: PNGs of at least 112×112.
  for (const logo of logos) {
    const size = pngSize(Buffer.from(await (await request.get(pathOf(logo))).body()));
    if (!size || Math.min(size.width, size.height) < 112) problems.push(`${logo}: not a PNG of at least 112×112 (${JSON.stringify(size)})`);
  }
  console.log(`validators: ${blocks} JSON-LD blocks on ${served.size} pages checked against the rich-result rules, ${logos.size} logos, ${problems.length} problems`);
  for (const [message, count] of countByMessage(problems.map((problem) => ({ message: problem.replace(/^[^:]+: /, '') })))) console.log(`  ${count} × ${message}`);
  expect(problems).toEqual([]);
});
