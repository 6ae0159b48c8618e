// The pure parts of the renderer of pre-rendered pages (prerender.mjs); its renders of the production builds are
// the local stack's pages' test, and the whole of it runs in the end-to-end suite, on the real builds. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import * as siteFiles from '../../docker/web/site-files.mjs';
import fs from 'node:fs';
import os from 'node:os';
import { movedTo } from './contentPages.mjs';
import { readRenderReport, renderReportLines } from './deployReport.mjs';
import {
  composePage,
  currentEntries,
  headTags,
  islandRemotes,
  pageFileOf,
  pageFilesFor,
  pagesKeyOf,
  pageStyleOf,
  PAGE_BUDGET,
  prerenderSite,
  privatePageFileOf,
  styleFilesFor,
} from './prerender.mjs';

/** @import { PublishedContentItem } from './types' */

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
  '<title>Site</title><meta name="description" content="Site description"/><meta property="og:title" content="Site"/>' +
  '<meta property="og:description" content="Site description"/><noscript><link rel="stylesheet" href="/noscript.css"/></noscript>' +
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/><script defer="defer" src="/main.js"></script>' +
  '<link href="/main.css" rel="stylesheet"><link rel="preconnect" href="https://marketing.example">' +
  '<link rel="preload" href="https://marketing.example/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
  '<link rel="preload" href="https://marketing.example/routes.json" as="fetch" crossorigin="anonymous"></head><body><div id="root"></div>' +
  '<noscript>This site needs JavaScript to show its pages.</noscript></body></html>';

test('a page address is a folder with index.html; the home page is index.html', () => {
  assert.equal(pageFileOf('/'), 'index.html');
  assert.equal(pageFileOf('/faq'), path.join('faq', 'index.html'));
  assert.equal(pageFileOf('/blog/category/crypto/'), path.join('blog', 'category', 'crypto', 'index.html'));
});

test("a map's folder is named by its current versions, as the shell's start names it: a last good version or a canary keeps it", () => {
  const marketing = 'https://marketing.example/mf-manifest.json';
  const intake = 'https://intake.example/intake/1.5.0/mf-manifest.json';
  const plain = JSON.stringify({ marketing, intake });
  const env = { REMOTE_NAMES: 'marketing intake', REMOTE_MARKETING: marketing, REMOTE_INTAKE: intake };
  assert.equal(pagesKeyOf(Buffer.from(plain)), siteFiles.pagesKeyOf(siteFiles.remotesOf(env)));
  const sha = crypto.createHash('sha256').update(`marketing ${marketing}\nintake ${intake}\n`).digest('hex');
  assert.equal(pagesKeyOf(Buffer.from(plain)), sha.slice(0, 16));
  const withOthers = { marketing, intake: { current: intake, lastGood: 'https://intake.example/intake/1.4.0/mf-manifest.json', canary: { entry: 'https://intake.example/intake/1.6.0/mf-manifest.json', percent: 10 } } };
  assert.equal(pagesKeyOf(Buffer.from(JSON.stringify(withOthers, null, 2))), pagesKeyOf(Buffer.from(plain)));
  assert.notEqual(pagesKeyOf(Buffer.from(JSON.stringify({ marketing, intake: intake.replace('1.5.0', '1.6.0') }))), pagesKeyOf(Buffer.from(plain)));
});

test("a map's current versions: a remote is its URL, or its current and last good ones", () => {
  const current = 'https://intake.example/intake/1.5.0/mf-manifest.json';
  assert.deepEqual(
    currentEntries({ marketing: 'https://marketing.example/mf-manifest.json', intake: { current, lastGood: 'https://intake.example/intake/1.4.0/mf-manifest.json' } }),
    { marketing: 'https://marketing.example/mf-manifest.json', intake: current },
  );
});

test('the fewest CSS files that hold every style the page used', () => {
  const files = {
    'a.scss': ['1.css', 'page.css'],
    'b.scss': ['page.css'],
    'c.scss': ['2.css', 'page.css'],
    'd.scss': ['2.css'],
  };
  assert.deepEqual(styleFilesFor(['a.scss', 'b.scss', 'c.scss'], files), ['page.css']);
  assert.deepEqual(styleFilesFor(['a.scss', 'd.scss'], files).sort(), ['1.css', '2.css']);
  // A style the browser build has no file for (the harness page's own) adds nothing.
  assert.deepEqual(styleFilesFor(['unknown.scss'], files), []);
  // The files the page's modules load anyway come first, and what they hold is not looked for again.
  assert.deepEqual(styleFilesFor(['a.scss', 'd.scss'], files, ['1.css']), ['1.css', '2.css']);
  assert.deepEqual(styleFilesFor(['a.scss', 'b.scss'], files, ['2.css']), ['2.css', 'page.css']);
  // The CSS of a module the page does not show is taken only for a style no other file holds.
  assert.deepEqual(styleFilesFor(['a.scss', 'b.scss', 'c.scss'], files, [], ['page.css']).sort(), ['1.css', '2.css', 'page.css']);
  assert.deepEqual(styleFilesFor(['a.scss', 'c.scss'], files, [], ['page.css']).sort(), ['1.css', '2.css']);
});

test("a remote's CSS served from the site keeps pointing at the remote's fonts and images", () => {
  const sheet = 'https://marketing.example/marketing/2.0.1/1951.css';
  assert.equal(
    pageStyleOf('a{background:url(img/a.png)}b{src:url("../fonts/b.woff2")}c{x:url(data:image/png;base64,AA)}d{y:url(https://cdn.example/d.png)}', sheet),
    'a{background:url(https://marketing.example/marketing/2.0.1/img/a.png)}b{src:url("https://marketing.example/marketing/fonts/b.woff2")}c{x:url(data:image/png;base64,AA)}d{y:url(https://cdn.example/d.png)}',
  );
});

test("the page's head replaces the site's title and description, after the character set and viewport", () => {
  const page = composePage(TEMPLATE, {
    head: '<title>FAQ | Site</title><meta name="description" content="Answers"/>',
    root: '<div id="root" data-prerendered="{}"><h1>FAQ</h1></div>',
  });
  assert.equal(page.match(/<title>/g)?.length, 1);
  assert.match(page, /<meta name="viewport"[^>]*><title>FAQ \| Site<\/title><meta name="description" content="Answers"\/>/);
  assert.doesNotMatch(page, /Site description/);
  assert.match(page, /<div id="root" data-prerendered="\{\}"><h1>FAQ<\/h1><\/div>/);
  // The body's "needs JavaScript to show its pages" goes (the page is here); the head's no-script style sheet stays.
  assert.doesNotMatch(page, /needs JavaScript to show/);
  assert.match(page, /<noscript><link rel="stylesheet" href="\/noscript.css"\/><\/noscript>/);
});

test("a pre-rendered page's scripts and the fetches they start with wait in a template for the first paint", () => {
  const page = composePage(TEMPLATE, { head: '', root: '<div id="root" data-prerendered="{}"><h1>FAQ</h1></div>' });
  const template = /<template id="after-first-paint">(.*?)<\/template>/.exec(page);
  assert.ok(template, 'the page has the template');
  assert.equal(
    template[1],
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/><script defer="defer" src="/main.js"></script>' +
      '<link rel="preload" href="https://marketing.example/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
      '<link rel="preload" href="https://marketing.example/routes.json" as="fetch" crossorigin="anonymous">',
  );
  // Outside the template: the one script that starts them, the style sheets and the connections opened early.
  const outside = page.replace(template[0], '');
  assert.deepEqual(outside.match(/<script[^>]*src="[^"]*"/g), ['<script defer="defer" src="/after-first-paint.js"']);
  assert.doesNotMatch(outside, /rel="preload"/);
  assert.match(outside, /<link href="\/main.css" rel="stylesheet"><link rel="preconnect" href="https:\/\/marketing.example">/);
});

test("a page of islands does not preload the remotes' routes, which it never reads", () => {
  const page = composePage(TEMPLATE, { head: '', root: '<div id="root" data-prerendered="{}"><h1>FAQ</h1></div>', routesRead: false });
  assert.doesNotMatch(page, /routes\.json/);
  assert.match(page, /<template id="after-first-paint">[^]*mf-manifest\.json[^]*<\/template>/);
});

test("a page of islands preloads only the manifests of the remotes its islands come from", () => {
  const root = '<div id="root" data-prerendered="{}"><frc-island data-island="shell/Header" data-hydrate="scroll"><header></header></frc-island></div>';
  assert.deepEqual(islandRemotes(root), ['shell']);
  assert.deepEqual(islandRemotes('<frc-island data-island="intake/LeadForm"></frc-island><frc-island data-hydrate="visible" data-island="marketing/LogoCarousel"></frc-island><frc-island data-island="intake/ContactForm"></frc-island>'), ['intake', 'marketing']);
  const none = composePage(TEMPLATE, { head: '', root, routesRead: false, manifestsRead: [] });
  assert.doesNotMatch(none, /mf-manifest\.json/);
  assert.match(none, /<template id="after-first-paint"><link rel="preload" href="\/remotes\.json"/);
  const marketing = composePage(TEMPLATE, { head: '', root, routesRead: false, manifestsRead: ['https://marketing.example/mf-manifest.json'] });
  assert.match(marketing, /<template id="after-first-paint">[^]*<link rel="preload" href="https:\/\/marketing\.example\/mf-manifest\.json"[^]*<\/template>/);
});

test('a page the browser renders keeps the shell page whole, with what the head is given', () => {
  const page = composePage(TEMPLATE, { head: '<meta name="robots" content="noindex"/>', root: '<div id="root"></div>', browserRendered: true });
  assert.match(page, /<title>Site<\/title>/);
  assert.match(page, /<meta name="robots" content="noindex"\/>/);
  assert.match(page, /needs JavaScript to show its pages/);
  // Its scripts are all it shows: they load at once.
  assert.doesNotMatch(page, /after-first-paint/);
  assert.match(page, /<script defer="defer" src="\/main.js"><\/script>/);
});

test("a private area's page, before its code has run, has its own title and is never indexed", () => {
  const page = composePage(TEMPLATE, {
    head: '<title>Client area | Site</title><meta name="robots" content="noindex" data-page-robots=""/>',
    root: '<div id="root"><p>Client area</p></div>',
    browserRendered: true,
    ownHead: true,
  });
  assert.equal(page.match(/<title>/g)?.length, 1);
  assert.match(page, /<title>Client area \| Site<\/title>/);
  assert.match(page, /<div id="root"><p>Client area<\/p><\/div>/);
  // Rendered in the browser: its scripts load at once.
  assert.doesNotMatch(page, /after-first-paint/);
});

test("a private page's path with parameters is written with _ for each, where the web servers look for it", () => {
  assert.equal(privatePageFileOf('/dashboard/cases/:ref'), path.join('dashboard', 'cases', '_', 'index.html'));
  assert.equal(privatePageFileOf('/admin/inbox/:ref'), path.join('admin', 'inbox', '_', 'index.html'));
  assert.equal(privatePageFileOf('/dashboard/cases'), path.join('dashboard', 'cases', 'index.html'));
  assert.equal(privatePageFileOf('/dashboard'), path.join('dashboard', 'index.html'));
  // The address itself first, then a parameter in its last segment, in the one before, in both.
  assert.deepEqual(pageFilesFor('/dashboard/cases/C-1'), [
    path.join('dashboard', 'cases', 'C-1', 'index.html'),
    path.join('dashboard', 'cases', '_', 'index.html'),
    path.join('dashboard', '_', 'C-1', 'index.html'),
    path.join('dashboard', '_', '_', 'index.html'),
  ]);
  assert.deepEqual(pageFilesFor('/admin/cases/C-1/'), pageFilesFor('/admin/cases/C-1'));
  // Every file a page with parameters is written to is one the servers try for an address of that page.
  for (const [routePath, address] of /** @type {[string, string][]} */ ([
    ['/dashboard/cases/:ref', '/dashboard/cases/C-1'],
    ['/admin/inbox/:ref', '/admin/inbox/request-1'],
    ['/admin/cases/:ref/documents', '/admin/cases/C-1/documents'],
    ['/admin/:section/:ref', '/admin/cases/C-1'],
  ])) {
    assert.ok(pageFilesFor(address).includes(privatePageFileOf(routePath)), routePath);
  }
  // A path of one segment is its own page only.
  assert.deepEqual(pageFilesFor('/faq'), [path.join('faq', 'index.html')]);
  assert.deepEqual(pageFilesFor('/'), ['index.html']);
});

test('a shell page without an empty #root is refused', () => {
  assert.throws(() => composePage(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), { head: '', root: '' }), /root/);
});

test("a page's social image, type and feed go into its head; a page without an image gets the small card", () => {
  const withImage = headTags({
    head: { title: 'Scam alert', type: 'article', jsonLd: {}, image: { url: 'https://site.example/api/content/images/a1/1440.webp', width: 1440, height: 756, alt: 'A fake app' }, feeds: [{ title: 'News', href: '/news/feed.xml' }] },
    origin: 'https://site.example',
    address: '/news',
    styles: [],
    siteName: 'Site',
  });
  assert.match(withImage, /<meta property="og:image" content="https:\/\/site.example\/api\/content\/images\/a1\/1440.webp"\/>/);
  assert.match(withImage, /<meta property="og:image:width" content="1440"\/><meta property="og:image:height" content="756"\/><meta property="og:image:alt" content="A fake app"\/>/);
  assert.match(withImage, /<meta name="twitter:image" content="https:\/\/site.example\/api\/content\/images\/a1\/1440.webp"\/><meta name="twitter:image:alt" content="A fake app"\/>/);
  assert.match(withImage, /<meta name="twitter:card" content="summary_large_image"\/>/);
  assert.match(withImage, /<meta property="og:type" content="article"\/>/);
  assert.match(withImage, /<link rel="alternate" type="application\/rss\+xml" title="News" href="\/news\/feed.xml"\/>/);
  const plain = headTags({ head: { title: 'FAQ', jsonLd: {} }, origin: 'https://site.example', address: '/faq', styles: [], siteName: 'Site' });
  assert.doesNotMatch(plain, /og:image|rss/);
  assert.match(plain, /<meta name="twitter:card" content="summary"\/>/);
  assert.match(plain, /<meta property="og:type" content="website"\/>/);
  // The not-found page has no address of its own: no canonical link; a card of it leads home.
  const notFound = headTags({ head: { title: 'Page not found', jsonLd: {} }, origin: 'https://site.example', address: null, styles: [], siteName: 'Site' });
  assert.doesNotMatch(notFound, /canonical/);
  assert.match(notFound, /<meta property="og:url" content="https:\/\/site.example\/"\/>/);
  // The shell's own card and type give way to the page's.
  const page = composePage(TEMPLATE.replace('<title>', '<meta name="twitter:card" content="summary"/><meta property="og:type" content="website" /><title>'), { head: withImage, root: '<div id="root" data-prerendered="{}"></div>' });
  assert.deepEqual(page.match(/twitter:card" content="[a-z_]+/g), ['twitter:card" content="summary_large_image']);
  assert.deepEqual(page.match(/og:type" content="[a-z]+/g), ['og:type" content="article']);
});

/**
 * A site of fixture builds, no production build needed: a shell whose server bundle renders each address with the
 * template marketing's exposes, and content whose items make that template throw, loop or take all the memory it
 * can (`data.throws`, `data.loops`, `data.hogs`), as an editor's data might.
 */
function fixtureSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-render-fixture-'));
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'shell/server/render.js',
    `let provided = {};
exports.load = (context) => ({
  shared: { '@frc/federation': { provideLoadedModules: (modules) => { provided = modules; }, modulesShown: () => ['marketing/Template'] } },
  routeTableOf: () => ({}),
  renderPage: async (address) => {
    const item = context.content && context.content.items.find((each) => each.path === address);
    return '<main><h1>' + (item ? provided['marketing/Template'](item) : address) + '</h1></main>';
  },
});`,
  );
  write(
    'marketing/server/render.js',
    `exports.load = () => ({
  Template: (item) => {
    if (item.data.throws) throw new Error('Cannot render ' + item.slug + ': its body is not a list\\n    at Template');
    if (item.data.loops) for (;;);
    if (item.data.hogs) { const kept = []; for (;;) kept.push(new Array(100000).fill(item.slug)); }
    return item.title;
  },
});`,
  );
  /** @param {string} routePath @param {string[]} addresses */
  const route = (routePath, addresses) => ({ path: routePath, layout: 'main', indexable: true, addresses });
  write('marketing/routes.json', JSON.stringify({ routes: [route('/', ['/']), route('/faq', ['/faq']), route('/news', ['/news']), route('/blog/article/:articleId', [])] }));
  write('marketing/mf-manifest.json', JSON.stringify({ exposes: [{ name: 'Template', assets: { css: { sync: [] } } }] }));
  /** @param {number} id @param {string} slug @param {Record<string, unknown>} [data] @returns {PublishedContentItem} */
  const news = (id, slug, data = {}) => ({
    kind: 'news',
    id,
    slug,
    path: `/blog/article/${slug}`,
    title: `News ${id}`,
    description: `About news ${id}`,
    socialImage: null,
    data,
    datePublished: `2026-11-0${id}T09:00:00.000Z`,
    publishedAt: `2026-11-0${id}T09:00:00.000Z`,
    updatedAt: `2026-11-0${id}T09:00:00.000Z`,
  });
  const options = {
    shellDir: path.join(dir, 'shell'),
    template: TEMPLATE,
    remoteMapBytes: Buffer.from(JSON.stringify({ marketing: 'https://marketing.example/marketing/1.0.0/mf-manifest.json' })),
    remoteDirOf: () => path.join(dir, 'marketing'),
    origin: 'https://www.example.com',
    pagesDir: path.join(dir, 'pages'),
    log: () => {},
  };
  return { dir, news, options };
}

test('a page whose template throws is left out and reported with its item; every other page, the feeds and the switch go on', async () => {
  const { dir, news, options } = fixtureSite();
  try {
    const content = { version: 1, items: [news(1, 'first'), news(2, 'second'), news(3, 'third')], redirects: [] };
    const first = await prerenderSite({ ...options, content });
    assert.deepEqual(first.failed, []);
    const lastGood = fs.readFileSync(path.join(first.dir, pageFileOf('/blog/article/second')), 'utf8');

    // The editor's next publish breaks the second item's template, and moves pages whose old addresses nest: the
    // publish is served all the same.
    const moves = [
      { from: '/p', to: '/q' },
      { from: '/p/r', to: '/s' },
      { from: '/a', to: '/q/r' },
    ];
    const broken = { ...content, version: 2, items: [news(1, 'first'), news(2, 'second', { throws: true }), news(3, 'third'), news(4, 'fourth')], redirects: moves };
    const second = await prerenderSite({ ...options, content: broken, changesOnly: true });
    assert.notEqual(second.folder, first.folder);
    assert.equal(fs.realpathSync(second.dir), second.folder, 'the map switched to the new folder');
    assert.deepEqual(second.failed, [{ address: '/blog/article/second', kind: 'news', id: 2, error: 'Cannot render second: its body is not a list' }]);
    assert.match(fs.readFileSync(path.join(second.dir, pageFileOf('/blog/article/fourth')), 'utf8'), /<h1>News 4<\/h1>/);
    assert.equal(fs.readFileSync(path.join(second.dir, pageFileOf('/blog/article/second')), 'utf8'), lastGood, 'its last good page stays');
    assert.match(fs.readFileSync(path.join(second.dir, 'news', 'feed.xml'), 'utf8'), /News 4/);
    for (const { from, to } of moves) assert.equal(movedTo(second.dir, from), to, from);

    // A whole render (a deploy) with it still broken: no page of it, the rest rendered, the 404 page too.
    fs.rmSync(options.pagesDir, { recursive: true });
    const whole = await prerenderSite({ ...options, content: broken });
    assert.deepEqual(whole.failed.map((page) => `${page.kind} ${page.id}`), ['news 2']);
    assert.equal(whole.pages, 6);
    assert.ok(!fs.existsSync(path.join(whole.dir, pageFileOf('/blog/article/second'))));
    assert.ok(fs.existsSync(path.join(whole.dir, '404.html')));

    // The status report names it: kind, id, address and the error's first line.
    const report = readRenderReport(options.pagesDir);
    assert.ok(report && 'contentVersion' in report);
    assert.equal(report.contentVersion, 2);
    const lines = renderReportLines(report).join('\n');
    assert.match(lines, /news 2 {2}\/blog\/article\/second {2}Cannot render second: its body is not a list/);
    assert.doesNotMatch(lines, /at Template/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a page that loops or takes more than the render's memory fails alone, reported, and the render goes on", async () => {
  const { dir, news, options } = fixtureSite();
  try {
    // Each budget on its own: a page that takes all the memory it can is slow to fill it on a busy machine.
    for (const [data, pageBudget, error] of /** @type {[Record<string, unknown>, { memoryMb: number, seconds: number }, string][]} */ ([
      [{ loops: true }, { memoryMb: PAGE_BUDGET.memoryMb, seconds: 2 }, "it took longer than the render's 2 s"],
      [{ hogs: true }, { memoryMb: 64, seconds: PAGE_BUDGET.seconds }, "it needed more than the render's 64 MB"],
    ])) {
      const content = { version: 1, items: [news(1, 'heavy', data), news(2, 'fine')], redirects: [] };
      const result = await prerenderSite({ ...options, content, pageBudget });
      assert.deepEqual(result.failed, [{ address: '/blog/article/heavy', kind: 'news', id: 1, error }]);
      assert.match(fs.readFileSync(path.join(result.dir, pageFileOf('/blog/article/fine')), 'utf8'), /<h1>News 2<\/h1>/);
      assert.ok(fs.existsSync(path.join(result.dir, '404.html')));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a render where not one page renders (a broken build, not an item) fails and leaves the folder served', async () => {
  const { dir, news, options } = fixtureSite();
  try {
    const content = { version: 1, items: [news(1, 'first')], redirects: [] };
    const served = await prerenderSite({ ...options, content });
    fs.writeFileSync(path.join(dir, 'shell', 'server', 'render.js'), "throw new Error('Unexpected token in the shell bundle');");
    await assert.rejects(prerenderSite({ ...options, content: { ...content, version: 2 } }), /no page could be rendered \(\/: Unexpected token in the shell bundle\)/);
    assert.equal(fs.realpathSync(served.dir), served.folder);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a page loads the server bundle of a remote only when it shows one of that remote's modules", async () => {
  const { dir, news, options } = fixtureSite();
  try {
    // A shell whose registry asks for modules as the page shows them, and a second remote whose bundle cannot load.
    fs.writeFileSync(
      path.join(dir, 'shell', 'server', 'render.js'),
      `let load;
exports.load = () => ({
  shared: { '@frc/federation': { provideLoadedModules: (modules, loader) => { load = loader; }, modulesShown: () => ['marketing/Template'] } },
  routeTableOf: () => ({}),
  renderPage: async (address) => '<main><h1>' + (address === '/portal' ? load('portal/Login').title : load('marketing/Template')({ title: address, data: {} })) + '</h1></main>',
});`,
    );
    fs.mkdirSync(path.join(dir, 'portal', 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'portal', 'server', 'render.js'), "exports.load = () => { throw new Error('the portal bundle was loaded'); };");
    fs.writeFileSync(path.join(dir, 'portal', 'routes.json'), JSON.stringify({ routes: [{ path: '/portal', layout: 'main', indexable: false, addresses: ['/portal'] }] }));
    fs.writeFileSync(path.join(dir, 'portal', 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    const result = await prerenderSite({
      ...options,
      remoteMapBytes: Buffer.from(JSON.stringify({ marketing: 'https://cdn.example/marketing/1.0.0/mf-manifest.json', portal: 'https://cdn.example/portal/1.0.0/mf-manifest.json' })),
      remoteDirOf: (name) => path.join(dir, name),
      content: { version: 1, items: [news(1, 'first')], redirects: [] },
    });
    // Every marketing page rendered without the portal's bundle; the one page that shows the portal fails on it.
    assert.deepEqual(result.failed.map((page) => [page.address, page.error]), [['/portal', 'the portal bundle was loaded']]);
    assert.match(fs.readFileSync(path.join(result.dir, pageFileOf('/faq')), 'utf8'), /<h1>\/faq<\/h1>/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
