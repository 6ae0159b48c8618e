// Renders every page of the site to HTML for the remote map in force (docs/rendering.md): run at each
// switch of the map (npm start, deploy:local, the images' render job), never per request.
//
// For each page it loads, afresh, the shell's server bundle (which provides React and the other shared
// singletons) and the server bundle of every remote the map names, from the very versions the map names;
// renders the path with the tree the browser hydrates; and writes the shell's page with that HTML in #root,
// the page's own head and the remotes' CSS the page used. The pages of one map go to
// PAGES_DIR/<key of the map>/, so the web server only ever serves pages rendered from the map it serves.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RENDER_REPORT_FILE, readRenderReport } from './deployReport.mjs';
import { affectedPaths, itemAt, listedBeyondLimit, renderedContentOf, routeAddresses, writeContentFiles, writeWhole } from './contentPages.mjs';

/**
 * @import { PageHead } from '@frc/build-config/server/renderContext'
 * @import { RenderedPage, RenderSettings } from '@frc/build-config/server/serverBundle'
 * @import { FailedPage, FederationManifest, PublishedContent, RemoteMap, RoutesDocument } from './types'
 */

export const SERVER_BUNDLE = 'server/render.js';
export const NOT_FOUND_FILE = '404.html';
const NOT_FOUND_PATH = '/.frc/not-found';
/** Folders of earlier maps kept, so a rollback finds its pages at once. */
const KEPT_RENDERS = 6;
/** What one page's render may take (prerenderSite's `pageBudget`): memory of the worker that renders it, and time. */
export const PAGE_BUDGET = { memoryMb: 768, seconds: 30 };
const WORKER_FILE = fileURLToPath(new URL('./renderWorker.mjs', import.meta.url));

/**
 * PAGES_DIR/<key> is a link to the folder of the map's latest render, `<key>-<content version>-<time>`: a
 * re-render (new content, or the map again) writes a new folder, then replaces the link at once, as a map
 * switch replaces RUNTIME_DIR/pages. The web servers follow both links.
 */
const RENDER_FOLDER = /^([0-9a-f]{16})-/;

/**
 * Points the link `file` at `target`, replacing what was there at once (a folder of the former layout is moved aside).
 * @param {string} file
 * @param {string} target
 */
function linkWhole(file, target) {
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) fs.renameSync(file, `${file}-0-former`);
  fs.rmSync(`${file}.tmp`, { force: true });
  fs.symlinkSync(target, `${file}.tmp`);
  fs.renameSync(`${file}.tmp`, file);
}

/** The folder the link of a map's pages names, or undefined. @param {string} link */
function renderFolderOf(link) {
  try {
    return fs.realpathSync(link);
  } catch {
    return undefined;
  }
}

/**
 * Every file below `from` hard-linked at the same place below `to` (its folders made), but `skip`'s top-level names.
 * @param {string} from
 * @param {string} to
 * @param {ReadonlySet<string>} skip
 */
function linkTree(from, to, skip) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      linkTree(source, target, new Set());
    } else if (entry.isFile()) {
      fs.linkSync(source, target);
    }
  }
}

/** Keeps the newest maps' links, each one's folder and the one before it (a request may still be reading it); drops the rest. @param {string} pagesDir */
function pruneRenders(pagesDir) {
  const entries = fs.readdirSync(pagesDir, { withFileTypes: true });
  const links = entries
    .filter((entry) => /^[0-9a-f]{16}$/.test(entry.name))
    .map((entry) => ({ name: entry.name, time: fs.lstatSync(path.join(pagesDir, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of links.slice(KEPT_RENDERS)) fs.rmSync(path.join(pagesDir, old.name), { recursive: true, force: true });
  const kept = new Set(links.slice(0, KEPT_RENDERS).map((link) => link.name));
  const folders = entries
    .flatMap((entry) => {
      const key = entry.isDirectory() ? RENDER_FOLDER.exec(entry.name)?.[1] : undefined;
      return key ? [{ name: entry.name, key, time: fs.statSync(path.join(pagesDir, entry.name)).mtimeMs }] : [];
    })
    .sort((a, b) => b.time - a.time);
  const current = new Set([...kept].map((key) => path.basename(renderFolderOf(path.join(pagesDir, key)) ?? '')));
  /** @type {Set<string>} */
  const previousKept = new Set();
  for (const folder of folders) {
    if (current.has(folder.name)) continue;
    if (kept.has(folder.key) && !previousKept.has(folder.key)) {
      previousKept.add(folder.key);
      continue;
    }
    fs.rmSync(path.join(pagesDir, folder.name), { recursive: true, force: true });
  }
}

/**
 * The folder name of a remote map's pages: the first 16 hex digits of the SHA-256 of its current versions, as
 * lines "NAME URL\n" in the map's order (docker/web/site-files.mjs computes the same). The pages are rendered from the current
 * versions only, so a map that adds a last good version or a canary keeps its pages.
 * @param {Buffer | string} remoteMapBytes
 */
export function pagesKeyOf(remoteMapBytes) {
  const lines = Object.entries(currentEntries(JSON.parse(String(remoteMapBytes))))
    .map(([name, entry]) => `${name} ${entry}\n`)
    .join('');
  return crypto.createHash('sha256').update(lines).digest('hex').slice(0, 16);
}

/**
 * The versions a remote map (remotes.json, parsed) names as current: remote → manifest URL. A remote is its URL,
 * or `{ current, lastGood?, canary? }` when the deploy knows its last good version (which the browser falls back
 * to) or serves a canary to some visitors; the pages are rendered from the current ones.
 * @param {RemoteMap} map
 * @returns {Record<string, string>}
 */
export function currentEntries(map) {
  return Object.fromEntries(Object.entries(map).map(([name, entry]) => [name, typeof entry === 'string' ? entry : entry.current]));
}

/** The file a page's address is written to, inside the pages folder. @param {string} address */
export function pageFileOf(address) {
  const clean = address.replace(/\/+$/, '');
  return clean === '' ? 'index.html' : path.join(...clean.slice(1).split('/'), 'index.html');
}

/** The folder that stands for any one segment in the file of a private page whose path has a parameter. */
export const PARAMETER_SEGMENT = '_';

/**
 * The file of a private area's page, from its path as routes.json publishes it (`/dashboard/cases/:ref`): each
 * parameter is PARAMETER_SEGMENT (`dashboard/cases/_/index.html`). The build allows parameters in the last two
 * segments only (packages/build-config/routes.js), where the web servers look for them.
 * @param {string} routePath
 */
export function privatePageFileOf(routePath) {
  return pageFileOf(routePath.split('/').map((segment) => (segment.startsWith(':') ? PARAMETER_SEGMENT : segment)).join('/'));
}

/**
 * The files that may hold the page of `pathname` (decoded), in the order the web servers try them
 * (docker/nginx/shell.conf.template): the page of that very address, then a
 * private page whose last segment, the one before, or both are parameters.
 * @param {string} pathname
 */
export function pageFilesFor(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  const files = [pageFileOf(pathname)];
  if (segments.length < 2) return files;
  const [before, next, last] = [segments.slice(0, -2), segments.at(-2), segments.at(-1)];
  for (const tail of [[next, PARAMETER_SEGMENT], [PARAMETER_SEGMENT, last], [PARAMETER_SEGMENT, PARAMETER_SEGMENT]]) {
    files.push(pageFileOf(`/${[...before, ...tail].join('/')}`));
  }
  return files;
}

/** @param {unknown} text */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** JSON inside a <script> element: nothing in it can close the element. @param {string} json */
function scriptJson(json) {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Whether a page's HTML has islands (shell/src/server.tsx): the browser then hydrates those alone. @param {string} html */
const hasIslands = (html) => html.includes('<frc-island ');
/** The remotes whose islands a page holds (`<frc-island data-island="intake/LeadForm">`: intake). @param {string} html */
export const islandRemotes = (html) => [...new Set([...html.matchAll(/<frc-island [^>]*data-island="([^"/]+)\//g)].flatMap((found) => found[1] ?? []))];

/** @param {string} file @returns {unknown} */
function readJsonFile(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * A remote's CSS files for a page: `loaded` first (the files the browser loads anyway with the modules the page
 * shows, so it finds them in the page and fetches nothing twice), then the fewest more files that hold every
 * other style source the page used (greedy set cover). A file that `others` names (the CSS of a module the page does
 * not show: the contact form's, the news browser's) is taken only for a source no other file holds.
 * @param {readonly string[]} used  the style sources the page used
 * @param {Record<string, string[]>} styleFiles  the remote's style-files.json: style source → the CSS files holding it
 * @param {readonly string[]} [loaded]
 * @param {readonly string[]} [others]
 * @returns {string[]}
 */
export function styleFilesFor(used, styleFiles, loaded = [], others = []) {
  const filesOf = (/** @type {string} */ source) => styleFiles[source] ?? [];
  const remaining = new Set(used.filter((source) => filesOf(source).length && !filesOf(source).some((file) => loaded.includes(file))));
  const chosen = [...loaded];
  /** @param {string} file */
  const another = (file) => (others.includes(file) ? 1 : 0);
  while (remaining.size > 0) {
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const source of remaining) for (const file of filesOf(source)) counts.set(file, (counts.get(file) ?? 0) + 1);
    // Each source remaining has a file, so there is a best one.
    const [best] = /** @type {[string, number]} */ ([...counts.entries()].sort((a, b) => another(a[0]) - another(b[0]) || b[1] - a[1] || a[0].localeCompare(b[0]))[0]);
    chosen.push(best);
    for (const source of [...remaining]) if (filesOf(source).includes(best)) remaining.delete(source);
  }
  return chosen;
}

/**
 * Where a page's style sheets are served from: the site's own origin, from the folder of the remote map's pages
 * (`PAGES_DIR/<key>/_styles/<remote>/<file>`, which nginx serves at this path). A first paint
 * then waits on no connection to another origin, and a map's pages bring the styles of that map's versions.
 */
export const PAGE_STYLES_PATH = '/_styles/';

/**
 * A remote's CSS as the page serves it from the site: its `url()`s, relative to where it was, made absolute.
 * @param {string} css
 * @param {string} sheetUrl
 */
export function pageStyleOf(css, sheetUrl) {
  return css.replace(/url\((['"]?)(?!data:|[a-z]+:|\/\/|#)([^'")]+)\1\)/gi, (_, quote, url) => `url(${quote}${new URL(url, sheetUrl).href}${quote})`);
}

const HEAD_TAGS = [
  /<title>[^<]*<\/title>/,
  /<meta name="description"[^>]*>/,
  /<meta property="og:title"[^>]*>/,
  /<meta property="og:description"[^>]*>/,
  /<meta name="robots"[^>]*>/,
  /<meta name="twitter:card"[^>]*>/,
  /<meta property="og:type"[^>]*>/,
];

/** The shell's script that starts the others once a pre-rendered page has been painted (shell/public/). */
export const AFTER_FIRST_PAINT_SCRIPT = '/after-first-paint.js';
/** The shell's scripts, and the preloads of what they fetch first (the remote map, manifests, routes). */
const DEFERRED_TAGS = /<script defer="defer" src="[^"]+"><\/script>|<link rel="preload"[^>]* as="fetch"[^>]*>/g;

/**
 * A pre-rendered page loads its scripts after its first paint: the shell's script tags and fetch preloads move
 * into <template id="after-first-paint">, which shell/public/after-first-paint.js adds to the page once the
 * browser has painted it. Until then the page's HTML and style sheets have the connection to themselves.
 * @param {string} page
 */
function scriptsAfterFirstPaint(page) {
  const deferred = page.match(DEFERRED_TAGS) ?? [];
  if (!deferred.some((tag) => tag.startsWith('<script'))) throw new Error('The shell page has no <script defer="defer" src="…">');
  const first = page.search(DEFERRED_TAGS);
  const rest = page.slice(first).replace(DEFERRED_TAGS, '');
  return `${page.slice(0, first)}<template id="after-first-paint">${deferred.join('')}</template><script defer="defer" src="${AFTER_FIRST_PAINT_SCRIPT}"></script>${rest}`;
}

/**
 * The shell's page with `head` (tags) in its head and `root` as #root (start tag and content). A pre-rendered
 * page also loses the "needs JavaScript" notice and loads its scripts after its first paint.
 * @param {string} template
 * @param {{ head: string, root: string, browserRendered?: boolean, routesRead?: boolean, ownHead?: boolean,
 *   manifestsRead?: readonly string[] }} parts  `manifestsRead`: the manifests the page fetches (a page of islands);
 *   the others' preloads are dropped
 * @returns {string}
 */
export function composePage(template, { head, root, browserRendered = false, routesRead = true, ownHead = !browserRendered, manifestsRead }) {
  // A page of islands never reads the remotes' routes (shell/src/index.ts): their preloads would be wasted requests.
  let page = routesRead ? template : template.replace(/<link rel="preload" href="[^"]*\/routes\.json"[^>]*>/g, '');
  // Nor the manifest of a remote none of its islands comes from: preloaded, it would be a wasted request, which the
  // browser reports as unused a few seconds after the page loaded.
  if (manifestsRead) {
    page = page.replace(/<link rel="preload" href="([^"]*\/mf-manifest\.json)"[^>]*>/g, (link, href) => (manifestsRead.includes(href) ? link : ''));
  }
  // The shell's own title and description give way to the page's (`ownHead`); a page rendered in the browser
  // keeps them, unless it brings its own (a private area's page).
  if (ownHead) for (const tag of HEAD_TAGS) page = page.replace(tag, '');
  // After the character set and viewport, which must come first.
  const viewport = /<meta name="viewport"[^>]*>/.exec(page);
  if (!viewport) throw new Error('The shell page has no <meta name="viewport">');
  page = page.replace(viewport[0], `${viewport[0]}${head}`);
  if (!page.includes('<div id="root"></div>')) throw new Error('The shell page has no empty <div id="root"></div>');
  page = page.replace('<div id="root"></div>', root);
  if (browserRendered) return page;
  // The page's own words are here: the body's "needs JavaScript to show its pages" is not (the head's no-script style sheet stays).
  return scriptsAfterFirstPaint(page.replace(/<noscript>This site needs JavaScript[\s\S]*?<\/noscript>/, ''));
}

/**
 * The page's head tags; `address` null: a page with no address of its own (the not-found page), so no canonical
 * link, and its og:url the site's home (a card of a mistyped link leads there).
 * @param {{ head: PageHead, origin: string, address: string | null, styles: readonly { href: string, source?: string }[], siteName: string }} page
 * @returns {string}
 */
export function headTags({ head, origin, address, styles, siteName }) {
  const title = head.title ?? siteName;
  const canonical = address === null ? null : `${origin}${head.canonicalPath ?? address}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}"/>` : '',
    // The page's own (data-page-robots): useRobotsNoIndex takes it away when the visitor moves on to another page.
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}" data-page-robots=""/>` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}"/>` : '',
    `<meta property="og:type" content="${head.type ?? 'website'}"/>`,
    `<meta property="og:title" content="${escapeHtml(title)}"/>`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}"/>` : '',
    `<meta property="og:url" content="${escapeHtml(canonical ?? `${origin}/`)}"/>`,
    `<meta name="twitter:title" content="${escapeHtml(title)}"/>`,
    head.description ? `<meta name="twitter:description" content="${escapeHtml(head.description)}"/>` : '',
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image.url)}"/>`,
          `<meta property="og:image:width" content="${head.image.width}"/>`,
          `<meta property="og:image:height" content="${head.image.height}"/>`,
          `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}"/>`,
          `<meta name="twitter:image" content="${escapeHtml(head.image.url)}"/>`,
          `<meta name="twitter:image:alt" content="${escapeHtml(head.image.alt)}"/>`,
        ]
      : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}"/>`,
    ...(head.feeds ?? []).map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}"/>`),
    // data-href: the sheet's address at its remote, where the remote's code looks for it before loading it again.
    ...styles.map(({ href, source }) => `<link rel="stylesheet" href="${escapeHtml(href)}"${source ? ` data-href="${escapeHtml(source)}"` : ''}/>`),
    ...Object.entries(head.jsonLd).map(([key, json]) => `<script type="application/ld+json" data-key="${escapeHtml(key)}">${scriptJson(json)}</script>`),
  ];
  return tags.join('');
}

/**
 * Whether `dir` holds pages (its 404 page) written after every file of `sources` that exists was last changed.
 * @param {string} dir
 * @param {readonly string[]} sources
 */
function renderedAfter(dir, sources) {
  let rendered;
  try {
    rendered = fs.statSync(path.join(dir, NOT_FOUND_FILE)).mtimeMs;
  } catch {
    return false;
  }
  return sources.every((file) => !fs.existsSync(file) || fs.statSync(file).mtimeMs < rendered);
}

/**
 * Writes PAGES_DIR/RENDER_REPORT_FILE: the render's figures and the pages it left out; after a render of only the
 * pages a publish changed, also those the map's earlier renders left out and this one did not try again.
 * @param {string} pagesDir
 * @param {{ key: string, content: PublishedContent | null, pages: number, clientPages: number, failed: FailedPage[],
 *   changed: ReadonlySet<string> | undefined }} figures
 */
function writeRenderReport(pagesDir, { key, content, pages, clientPages, failed, changed }) {
  const earlier = readRenderReport(pagesDir);
  const still = changed && earlier?.key === key ? earlier.failed.filter((page) => !changed.has(page.address)) : [];
  /** @param {FailedPage} a @param {FailedPage} b */
  const same = (a, b) => a.address === b.address && a.error === b.error;
  const all = [...failed, ...still.filter((page) => !failed.some((each) => same(each, page)))];
  const report = { time: new Date().toISOString(), key, contentVersion: content?.version ?? null, pages, clientPages, failed: all };
  writeWhole(path.join(pagesDir, RENDER_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
}

/** An error's first line, as a report names it. @param {unknown} error */
const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n', 1)[0] ?? '';

/**
 * The render worker a process keeps between its renders (the render watcher's), with what it was started for.
 * @type {{ startedFor: string, worker: Worker } | undefined}
 */
let keptWorker;

/**
 * Renders pages one at a time in a worker thread (renderWorker.mjs) limited to `budget.memoryMb` of
 * heap and `budget.seconds` per page: a page that runs out of either fails alone (the worker is stopped, the next
 * page gets a new one), and the renderer goes on. `run(task)` resolves to what the worker answers. Between renders
 * the worker stays, idle (it keeps no process alive), for the next render with the same bundles and budget.
 * @param {{ bundles: { shellBundle: string, remotes: { name: string, bundle: string }[] }, settings: RenderSettings, budget: { memoryMb: number, seconds: number } }} options
 * @returns {{ run: (task: { address: string } | { private: { title: string, remote: string } }) => Promise<RenderedPage> }}
 *   a private area's task gives the page's `html` only
 */
function pageRenderer({ bundles, settings, budget }) {
  const startedFor = JSON.stringify({ bundles, budget });
  if (keptWorker?.startedFor !== startedFor) {
    void keptWorker?.worker.terminate();
    keptWorker = undefined;
  }
  let next = 0;
  /** @type {Worker | undefined} */
  let settled;
  /** @param {{ address: string } | { private: { title: string, remote: string } }} task @returns {Promise<RenderedPage>} */
  const run = (task) =>
    new Promise((resolve, reject) => {
      if (!keptWorker) {
        const worker = new Worker(WORKER_FILE, { workerData: bundles, resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb } });
        worker.on('error', () => {});
        worker.on('exit', () => {
          if (keptWorker?.worker === worker) keptWorker = undefined;
        });
        keptWorker = { startedFor, worker };
      }
      const current = keptWorker.worker;
      current.ref();
      // This render's settings, once for each worker it uses.
      if (settled !== current) current.postMessage({ settings });
      settled = current;
      const id = (next += 1);
      /** @param {Error | undefined} error @param {RenderedPage | undefined} result @param {boolean} [stopWorker] */
      const finish = (error, result, stopWorker = false) => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
        current.unref();
        if (stopWorker) {
          if (keptWorker?.worker === current) keptWorker = undefined;
          void current.terminate();
        }
        if (error) reject(error);
        else resolve(/** @type {RenderedPage} */ (result));
      };
      /** @param {{ id: number, result?: RenderedPage, error?: { message: string, stack?: string } }} message */
      const onMessage = (message) => {
        if (message.id === id) finish(message.error && Object.assign(new Error(message.error.message), { stack: message.error.stack }), message.result);
      };
      /** @param {Error & { code?: string }} error */
      const onError = (error) =>
        finish(error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`it needed more than the render's ${budget.memoryMb} MB`) : error, undefined, true);
      /** @param {number} code */
      const onExit = (code) => finish(new Error(`the renderer stopped (exit code ${code})`), undefined, true);
      const timer = setTimeout(() => finish(new Error(`it took longer than the render's ${budget.seconds} s`), undefined, true), budget.seconds * 1000);
      current.on('message', onMessage).on('error', onError).on('exit', onExit);
      current.postMessage({ ...task, id });
    });
  return { run };
}

/**
 * @param {object} options
 * @param {string} options.shellDir        the shell's build (dist/, with server/render.js)
 * @param {string} options.template        the shell's page as served (index.html with the map's preload links)
 * @param {Buffer|string} options.remoteMapBytes  remotes.json as served
 * @param {(remote: string, entry: string) => string} options.remoteDirOf  the folder of the build an entry URL serves
 * @param {string} options.origin          the site's public origin (canonical links)
 * @param {string} options.pagesDir        PAGES_DIR: pages go to PAGES_DIR/<key>/
 * @param {boolean} [options.reuse]       keep the map's pages when they were rendered after every build they come from
 *                                         (a rollback to a map rendered before is then a switch, not a render)
 * @param {import('@frc/contracts/browser').PublishedContent | null} [options.content]  the published content the pages are
 *                                         rendered with (contentPages.mjs); null: as the builds have it
 * @param {boolean} [options.changesOnly] render only the pages whose content changed since the map's folder was rendered,
 *                                         the other files hard-linked from it (the render watcher); the whole site when
 *                                         that cannot be told
 * @param {{ memoryMb: number, seconds: number }} [options.pageBudget]  what one page's render may take (PAGE_BUDGET)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ dir: string, folder: string, pages: number, clientPages: number, failed: FailedPage[], reused?: boolean, changed?: string[] }>}
 *   failed: the pages left out (each keeps the page served before, if any), also written to PAGES_DIR/RENDER_REPORT_FILE
 *   (deployReport.mjs)
 */
export async function prerenderSite({ shellDir, template, remoteMapBytes, remoteDirOf, origin, pagesDir, reuse = false, content = null, changesOnly = false, pageBudget = PAGE_BUDGET, log = console.log }) {
  const started = Date.now();
  const map = currentEntries(JSON.parse(String(remoteMapBytes)));
  const shellBundle = path.join(shellDir, SERVER_BUNDLE);
  if (!fs.existsSync(shellBundle)) throw new Error(`${shellBundle} is missing: build the shell first`);
  const key = pagesKeyOf(remoteMapBytes);
  const target = path.join(pagesDir, key);
  const renderedFolder = renderFolderOf(target);
  const renderedContent = renderedFolder ? renderedContentOf(renderedFolder) : undefined;
  const sameContent = (renderedContent?.version ?? null) === (content?.version ?? null);
  if (reuse && sameContent && renderedFolder !== undefined && renderedAfter(target, [fileURLToPath(import.meta.url), WORKER_FILE, shellBundle, path.join(shellDir, 'index.html'), ...Object.entries(map).flatMap(([name, entry]) => [path.join(remoteDirOf(name, entry), 'mf-manifest.json'), path.join(remoteDirOf(name, entry), SERVER_BUNDLE)])])) {
    fs.lutimesSync(target, new Date(), new Date());
    log(`prerender: the pages of this remote map are up to date (${path.relative(process.cwd(), target) || target})`);
    return { dir: target, folder: renderedFolder, pages: 0, clientPages: 0, failed: [], reused: true };
  }
  // Only the pages the content changed, when the map's folder tells what it was rendered with.
  const affected = changesOnly && renderedFolder && content ? affectedPaths(renderedContent, content) : { all: true, paths: [] };
  const changed = affected.all ? undefined : new Set(affected.paths);

  const remotes = Object.entries(map).map(([name, entry]) => {
    const dir = remoteDirOf(name, entry);
    const bundle = path.join(dir, SERVER_BUNDLE);
    const styleFile = path.join(dir, 'style-files.json');
    return {
      name,
      entry,
      dir,
      publicUrl: entry.slice(0, entry.lastIndexOf('/') + 1),
      routes: /** @type {RoutesDocument} */ (readJsonFile(path.join(dir, 'routes.json'))),
      bundle: fs.existsSync(bundle) ? bundle : undefined,
      styleFiles: /** @type {Record<string, string[]>} */ (fs.existsSync(styleFile) ? readJsonFile(styleFile) : {}),
      // The CSS each exposed module brings when the browser loads it (mf-manifest.json).
      exposedStyles: Object.fromEntries(
        /** @type {Required<FederationManifest>} */ (readJsonFile(path.join(dir, 'mf-manifest.json'))).exposes.map((exposed) => [exposed.name, exposed.assets?.css?.sync ?? []]),
      ),
    };
  });
  const documents = Object.fromEntries(remotes.map((remote) => [remote.name, remote.routes]));
  const siteName = /<meta property="og:site_name" content="([^"]*)"/.exec(template)?.[1] ?? '';
  const entries = Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry]));

  const publicPaths = Object.fromEntries(remotes.map((remote) => [remote.name, remote.publicUrl]));
  const renderer = pageRenderer({
    bundles: { shellBundle, remotes: remotes.flatMap(({ name, bundle }) => (bundle ? [{ name, bundle }] : [])) },
    settings: { origin, publicPaths, documents, content },
    budget: pageBudget,
  });

  /** One page, rendered in the worker (renderWorker.mjs); its style sheets chosen and copied here. @param {string} address */
  async function render(address) {
    const { html, head, stylesUsed: used, modules: shown } = await renderer.run({ address });
    const styles = remotes.flatMap((remote) => {
      const shownHere = new Set(shown.filter((id) => id.startsWith(`${remote.name}/`)).map((id) => id.slice(remote.name.length + 1)));
      const others = Object.entries(remote.exposedStyles).flatMap(([name, files]) => (shownHere.has(name) ? [] : files));
      return styleFilesFor(
        used.filter((key) => key.startsWith(`${remote.name}:`)).map((key) => key.slice(remote.name.length + 1)),
        remote.styleFiles,
        [...new Set([...shownHere].flatMap((name) => remote.exposedStyles[name] ?? []))],
        others,
      ).map((file) => ({ remote, file, href: `${PAGE_STYLES_PATH}${remote.name}/${file}`, source: remote.publicUrl + file }));
    });
    for (const style of styles) copyStyle(style);
    return { html, head, styles, modules: shown };
  }

  /** The neutral page of a private area (renderWorker.mjs). */
  /** @param {string} title @param {string} remoteName */
  const renderPrivate = async (title, remoteName) => (await renderer.run({ private: { title, remote: remoteName } })).html;

  const building = path.join(pagesDir, `.${key}.${process.pid}`);
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  // A file of the folder may be a hard link to the current folder's: it is replaced, never written through.
  /** @param {string} file @param {string} page */
  const write = (file, page) => {
    fs.mkdirSync(path.dirname(path.join(building, file)), { recursive: true });
    fs.rmSync(path.join(building, file), { force: true });
    fs.writeFileSync(path.join(building, file), page);
  };
  if (changed) {
    // The unchanged pages (and styles, the 404 page) as they are; each changed page goes, and comes back if still published.
    linkTree(/** @type {string} */ (renderedFolder), building, new Set());
    for (const address of changed) fs.rmSync(path.join(building, pageFileOf(address)), { force: true });
  }
  // A style sheet a page links, copied once into the map's folder from the remote's build of that map.
  /** @type {Set<string>} */
  const copied = new Set();
  /** @param {{ remote: { dir: string }, file: string, href: string, source: string }} style */
  const copyStyle = ({ remote, file, href, source }) => {
    if (copied.has(href) || (changed && fs.existsSync(path.join(building, href.slice(1))))) return;
    copied.add(href);
    write(href.slice(1), pageStyleOf(fs.readFileSync(path.join(remote.dir, file), 'utf8'), source));
  };
  // Every address of the site, and those content gave (the content sitemap's).
  /** @type {Set<string>} */
  const rendered = new Set();
  /** @type {string[]} */
  const contentAddresses = [];

  let pages = 0;
  let clientPages = 0;
  /** @type {string} */
  let folder;
  /** @type {FailedPage[]} */
  const failed = [];
  /** A page that could not be rendered keeps its files served before (from the map's last folder), if it had them. */
  /** @param {string} address @param {readonly string[]} files @param {unknown} error */
  const leftOut = (address, files, error) => {
    const item = itemAt(content, address);
    failed.push({ address, ...(item ? { kind: item.kind, id: item.id } : {}), error: firstLine(error) });
    for (const file of files) {
      const before = renderedFolder && path.join(renderedFolder, file);
      if (!before || !fs.existsSync(before) || fs.existsSync(path.join(building, file))) continue;
      fs.mkdirSync(path.dirname(path.join(building, file)), { recursive: true });
      fs.linkSync(before, path.join(building, file));
    }
    log(`prerender: ${address} was not rendered${item ? ` (${item.kind} ${item.id})` : ''}: ${error instanceof Error ? error.stack : error}`);
  };
  try {
    for (const remote of remotes) {
      for (const route of remote.routes.routes) {
        if (route.layout !== 'main' && changed) continue;
        if (route.layout !== 'main') {
          // A private area (own layout): one page for each of its paths, the neutral page its code replaces.
          const title = route.title ? `${route.title} | ${siteName}` : siteName;
          // An area lists its pages (its children's paths, parameters included); an older build, its addresses.
          const files = [...new Set(route.pages ? route.pages.map(privatePageFileOf) : route.addresses.map(pageFileOf))];
          let html;
          try {
            html = await renderPrivate(route.title ?? siteName, remote.name);
          } catch (error) {
            leftOut(route.path, files, error);
            continue;
          }
          const page = composePage(template, {
            head: `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" data-page-robots=""/>`,
            root: `<div id="root">${html}</div>`,
            browserRendered: true,
            ownHead: true,
          });
          for (const file of files) {
            write(file, page);
            clientPages += 1;
          }
          continue;
        }
        const addresses = routeAddresses(route, content);
        if (addresses !== route.addresses && route.indexable) contentAddresses.push(...addresses);
        const beyond = listedBeyondLimit(route, content);
        if (beyond) {
          failed.push(beyond);
          log(`prerender: ${beyond.kind} ${beyond.id} (${beyond.address}): ${beyond.error}`);
        }
        for (const address of addresses) {
          rendered.add(address);
          if (changed && !changed.has(address)) continue;
          if (!remote.bundle) {
            // A remote without a server build: the page the browser renders, never indexed.
            const robots = route.indexable ? '' : '<meta name="robots" content="noindex" data-page-robots=""/>';
            write(pageFileOf(address), composePage(template, { head: robots, root: '<div id="root"></div>', browserRendered: true }));
            clientPages += 1;
            continue;
          }
          try {
            const page = await render(address);
            if (/<script>/.test(page.html)) throw new Error('React wrote an inline script into the page');
            const marker = escapeHtml(JSON.stringify({ path: address, remotes: entries, modules: page.modules, islands: hasIslands(page.html) }));
            write(
              pageFileOf(address),
              composePage(template, {
                head: headTags({ head: page.head, origin, address, styles: page.styles, siteName }),
                root: `<div id="root" data-prerendered="${marker}">${page.html}</div>`,
                routesRead: !hasIslands(page.html),
                manifestsRead: hasIslands(page.html) ? islandRemotes(page.html).flatMap((name) => (entries[name] ? [entries[name]] : [])) : undefined,
              }),
            );
            pages += 1;
          } catch (error) {
            // Not written: the web server answers with the page served before, or 404 until it renders again.
            leftOut(address, [pageFileOf(address)], error);
          }
        }
      }
    }
    if (!changed) {
      try {
        const notFound = await render(NOT_FOUND_PATH);
        const marker = escapeHtml(JSON.stringify({ notFound: true, remotes: entries, modules: notFound.modules, islands: hasIslands(notFound.html) }));
        write(
          NOT_FOUND_FILE,
          composePage(template, {
            head: headTags({ head: { ...notFound.head, robots: 'noindex' }, origin, address: null, styles: notFound.styles, siteName }),
            root: `<div id="root" data-prerendered="${marker}">${notFound.html}</div>`,
          }),
        );
      } catch (error) {
        leftOut(NOT_FOUND_PATH, [NOT_FOUND_FILE], error);
      }
    }
    // Not one page: the renderer or the builds are broken, not an item's data. The folder served stays.
    if (!changed && pages === 0 && failed[0]) throw new Error(`no page could be rendered (${failed[0].address}: ${failed[0].error})`);
    if (content) writeContentFiles(building, content, { origin, siteName, contentAddresses, pages: rendered });
    // The new folder, then the map's link to it, replaced at once: a request reads the old pages or the new ones.
    folder = path.join(pagesDir, `${key}-${content?.version ?? 0}-${Date.now().toString(36)}${process.pid.toString(36)}`);
    fs.renameSync(building, folder);
    linkWhole(target, path.basename(folder));
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Keep the newest few renders (rollback), drop older ones.
  pruneRenders(pagesDir);
  writeRenderReport(pagesDir, { key, content, pages, clientPages, failed, changed });
  const what = changed ? `${changed.size} addresses changed by content version ${content?.version}: ` : '';
  log(`prerender: ${what}${pages} pages rendered, ${clientPages} rendered in the browser, ${failed.length} left out, in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(process.cwd(), target) || target})`);
  return { dir: target, folder, pages, clientPages, failed, ...(changed ? { changed: [...changed] } : {}) };
}
