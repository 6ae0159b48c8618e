import { type Page } from '@playwright/test';
import { expect } from './test';
import { NOT_FOUND_TITLE } from './sitePaths';
import { SITE } from './site';

export const ORIGIN = SITE;

/** What a page shows search engines and where it leads, read once its code has run. */
export interface PageFacts {
  path: string;
  h1: string[];
  title: string;
  descriptions: string[];
  canonicals: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  robots: string | null;
  /** Every link on the page (menus and footer included), as written. */
  links: string[];
}

/** Opens `path`, waits for its h1 and for everything it loads, then reads its head and its links. */
export async function readPage(page: Page, path: string): Promise<PageFacts> {
  await page.goto(path);
  // goto has waited for the scripts to take the page over (support/test.ts); a pre-rendered page's head is its own
  // from the HTML on, and a page rendered in the browser sets it as it renders its title.
  await expect(page.locator('h1').first(), `${path} shows a page title`).toBeVisible({ timeout: 20_000 });
  return page.evaluate((path) => {
    const all = (selector: string, attribute: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
    const first = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      path,
      h1: [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? ''),
      title: document.title,
      descriptions: all('head meta[name="description"]', 'content'),
      canonicals: all('head link[rel="canonical"]', 'href'),
      ogTitle: first('meta[property="og:title"]'),
      ogDescription: first('meta[property="og:description"]'),
      ogUrl: first('meta[property="og:url"]'),
      robots: first('meta[name="robots"]'),
      links: all('a[href]', 'href'),
    };
  }, path);
}

/** Whether the page is the site's 404 page. */
export const isNotFound = (facts: PageFacts) => facts.h1.some((text) => text.trim() === NOT_FOUND_TITLE);

/** What is wrong with a page meant for search engines: it must have one h1 and its own, complete head. */
export function indexablePageProblems(fact: PageFacts): string[] {
  const own = `${ORIGIN}${fact.path}`;
  return [
    fact.h1.length !== 1 && `${fact.path}: ${fact.h1.length} h1 headings`,
    isNotFound(fact) && `${fact.path}: the 404 page`,
    fact.descriptions.length !== 1 && `${fact.path}: ${fact.descriptions.length} meta descriptions`,
    !fact.descriptions[0] && `${fact.path}: an empty meta description`,
    fact.canonicals.join() !== own && `${fact.path}: canonical ${fact.canonicals.join(', ')}`,
    fact.ogUrl !== own && `${fact.path}: og:url ${fact.ogUrl}`,
    fact.ogTitle !== fact.title && `${fact.path}: og:title ${fact.ogTitle}`,
    fact.ogDescription !== fact.descriptions[0] && `${fact.path}: og:description differs from the description`,
    fact.robots !== null && `${fact.path}: robots ${fact.robots}`,
    !fact.title.endsWith(' | ClearTrace Recovery') && `${fact.path}: title ${fact.title}`,
  ].filter((problem): problem is string => typeof problem === 'string');
}

/** Duplicates of `key` among `facts`: "value: /a, /b". */
export function repeated(facts: readonly PageFacts[], key: (fact: PageFacts) => string): string[] {
  const byValue = new Map<string, string[]>();
  for (const fact of facts) byValue.set(key(fact), [...(byValue.get(key(fact)) ?? []), fact.path]);
  return [...byValue].filter(([, paths]) => paths.length > 1).map(([value, paths]) => `${value}: ${paths.join(', ')}`);
}
