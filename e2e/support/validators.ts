// The third-party validators the public output must pass (issue 54), run by validators.spec.ts against the site as
// served: the Nu HTML Checker (vnu.jar, on Debian's Java), xmllint with the sitemaps' schemas, and rss-parser. The
// checks of the structured data follow Google's rich-result rules for the types the site uses.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The Nu HTML Checker's jar, from the npm package `vnu-jar`. */
export const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
/** Debian's Java (default-jre-headless), which `npm test` installs when missing. */
export const JAVA = '/usr/bin/java';
export const SITEMAP_SCHEMAS = path.join(path.dirname(new URL(import.meta.url).pathname), 'sitemap-schemas');

export interface CheckerMessage {
  file: string;
  message: string;
  line?: number;
  extract?: string;
}

/** The Nu HTML Checker's errors over every `.html` file of `dir`, in one run of the checker. */
export async function htmlErrors(dir: string): Promise<CheckerMessage[]> {
  // --exit-zero-always: the messages say what failed; the report is JSON on standard error.
  const { stderr } = await run(JAVA, ['-Xss8m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', '--skip-non-html', dir], { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stderr) as { messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[] };
  return report.messages
    .filter((entry) => entry.type === 'error')
    .map((entry) => ({ file: path.basename(decodeURIComponent(entry.url ?? '')), message: entry.message, line: entry.lastLine, extract: entry.extract }));
}

/** xmllint's verdict on `files` against the schema `xsd` (a file of SITEMAP_SCHEMAS): the lines it printed when one failed. */
export async function schemaErrors(xsd: string, files: readonly string[]): Promise<string[]> {
  try {
    await run('xmllint', ['--noout', '--nonet', '--schema', path.join(SITEMAP_SCHEMAS, xsd), ...files]);
    return [];
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    return (stderr ?? String(error)).split('\n').filter((line) => line.trim() !== '' && !line.endsWith(' validates'));
  }
}

/** The counts of `messages` by text, most frequent first. */
export function countByMessage(messages: readonly { message: string }[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const { message } of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
}

/** The content of the page's `<meta property|name="key">`, or null. */
export function metaOf(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag ? textOf(tag[1]!) : null;
}

/** The page's rich-result problems (Google's rules for the types the site uses), each a line naming the rule. */
export function structuredDataProblems(html: string): string[] {
  const problems: string[] = [];
  const blocks = jsonLdOf(html);
  const ofType = (type: string) => blocks.filter((block) => block['@type'] === type);

  // FAQPage: only questions the page shows, each once; the answers are text.
  const shownQuestions = new Set([...html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map(([, summary]) => textOf(summary!)));
  const faqs = ofType('FAQPage');
  if (faqs.length > 1) problems.push(`${faqs.length} FAQPage blocks (one per page)`);
  for (const faq of faqs) {
    for (const question of (faq.mainEntity as { name?: string; acceptedAnswer?: { text?: string } }[]) ?? []) {
      if (!question.name || !shownQuestions.has(question.name)) problems.push(`FAQPage question not shown in the page: "${question.name}"`);
      if (!question.acceptedAnswer?.text) problems.push(`FAQPage question without an answer: "${question.name}"`);
    }
  }

  // Articles: headline, image, both dates, an author with a name (and a page), a publisher with a logo.
  for (const article of [...ofType('BlogPosting'), ...ofType('NewsArticle'), ...ofType('Article')]) {
    const type = String(article['@type']);
    const images = (Array.isArray(article.image) ? article.image : [article.image]).filter(Boolean) as { url?: string }[];
    if (!article.headline) problems.push(`${type} without headline`);
    if (images.length === 0 || images.some((image) => !/^https?:\/\//.test(typeof image === 'string' ? image : (image.url ?? '')))) problems.push(`${type} without an absolute image`);
    for (const field of ['datePublished', 'dateModified'] as const) {
      if (typeof article[field] !== 'string' || Number.isNaN(Date.parse(article[field]))) problems.push(`${type} without a valid ${field}`);
    }
    if (Date.parse(String(article.dateModified)) < Date.parse(String(article.datePublished))) problems.push(`${type} modified before it was published`);
    const author = article.author as { name?: string; url?: string } | undefined;
    if (!author?.name || !author.url) problems.push(`${type} without an author with a name and a url`);
    const publisher = article.publisher as { name?: string; logo?: { url?: string } } | undefined;
    if (!publisher?.name || !/\.(png|jpe?g|webp)$/.test(publisher.logo?.url ?? '')) problems.push(`${type} without a publisher with a raster logo`);
  }

  // Organization: a raster logo (its size is checked once, from the file).
  for (const organization of ofType('Organization')) {
    const logo = organization.logo as { url?: string } | string | undefined;
    if (!/\.(png|jpe?g|webp)$/.test(typeof logo === 'string' ? logo : (logo?.url ?? ''))) problems.push('Organization without a raster logo');
  }

  // A breadcrumb shown is a BreadcrumbList said, with its crumbs in order.
  const breadcrumbShown = /<nav aria-label="Breadcrumb"/.test(html);
  const lists = ofType('BreadcrumbList');
  if (breadcrumbShown && lists.length !== 1) problems.push(`a breadcrumb shown with ${lists.length} BreadcrumbList blocks`);
  if (!breadcrumbShown && lists.length > 0) problems.push('a BreadcrumbList with no breadcrumb shown');
  for (const list of lists) {
    const items = (list.itemListElement as { position?: number; name?: string; item?: string }[]) ?? [];
    items.forEach((item, index) => {
      if (item.position !== index + 1 || !item.name) problems.push(`BreadcrumbList item ${index + 1} without its position or name`);
      if (index < items.length - 1 && !item.item) problems.push(`BreadcrumbList item ${index + 1} without its address`);
    });
  }
  return problems;
}

/** The social card every public page has: og:image with its size and alt, and twitter:image. */
export function socialCardProblems(html: string): string[] {
  const missing = ['og:image', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image', 'og:url', 'og:type'].filter((key) => !metaOf(html, key));
  return missing.map((key) => `no ${key}`);
}

/** A PNG's size from its header, or null for bytes that are no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
