// A small production-like static server (Node built-ins only): long cache for
// hashed files, no-cache for the files that name them, gzip, SPA fallback for
// the shell, CORS for remotes, /api proxied to the API; for the shell the files
// its start wrote (docker/web/site-files.mjs: the remote map, its page, the
// sitemap, the pre-rendered pages), served where nginx serves them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONTENT_FEEDS, CONTENT_SITEMAP_FILE, movedTo } from './contentPages.mjs';
import { NOT_FOUND_FILE, PAGE_STYLES_PATH, pageFilesFor } from './prerender.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp|woff2)$/;

function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function proxyToApi(req, res, apiOrigin) {
  const target = new URL(req.url, apiOrigin);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The service is unavailable. Please try again in a moment.' }));
  });
  req.pipe(upstream);
}

/** A file the shell's start wrote into `siteDir` that answers `pathname`, or undefined. */
function siteFileFor(siteDir, pathname) {
  switch (pathname) {
    case '/remotes.json': {
      // While a canary guard has taken a failing canary out of this very map, the map it left.
      const key = fs.readFileSync(path.join(siteDir, 'map-key'), 'utf8').trim();
      const override = path.join(siteDir, 'map-overrides', `${key}.json`);
      return isFile(override) ? override : path.join(siteDir, 'remotes.json');
    }
    case '/.cleartrace/map-key':
      return path.join(siteDir, 'map-key');
    case '/index.html':
    case '/sitemap.xml':
    case '/robots.txt':
      return path.join(siteDir, pathname.slice(1));
    default:
      return undefined;
  }
}

/**
 * /sitemaps/<remote>.xml: that remote's public-pages.xml, fetched from where sitemaps.json (written with the
 * sitemap index) says, with the site's origin in front of its paths. Answers and returns true for those paths only.
 */
async function serveRemoteSitemap(pathname, siteDir, res) {
  const name = /^\/sitemaps\/([a-z][a-z0-9]*)\.xml$/.exec(pathname)?.[1];
  if (!name) return false;
  const { origin, sources } = JSON.parse(fs.readFileSync(path.join(siteDir, 'sitemaps.json'), 'utf8'));
  if (!Object.hasOwn(sources, name)) return false;
  const send = (status, type, body) => res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).end(body);
  const answer = await fetch(sources[name]).catch(() => null);
  if (!answer?.ok) {
    send(503, 'text/plain; charset=utf-8', 'This part of the sitemap is unavailable for a moment. Please try again later.');
  } else {
    send(200, TYPES['.xml'], (await answer.text()).replaceAll('<loc>/', `<loc>${origin}/`));
  }
  return true;
}

/** A request path as a file below `root`, or the status to refuse it with: never a file outside `root`. */
export function fileForPath(root, rawUrl) {
  // An absolute-form or authority-form target ("http://…", "//host/…") names no file of ours.
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) return { status: 400 };
  const rawPath = rawUrl.split(/[?#]/, 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { status: 404 };
  return { file, pathname: rawPath };
}

function refuse(res, status) {
  if (res.headersSent) return res.destroy();
  const text = status === 400 ? 'Bad request' : status === 405 ? 'Method not allowed' : status === 500 ? 'Server error' : 'Not found';
  return res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end(text);
}

/** Whether `file` is a regular file; false for folders, missing files and names the file system refuses. */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The files content writes with the pages (feeds, the content sitemap), by the path they are served at. */
const CONTENT_FILES = new Map([
  ...CONTENT_FEEDS.map((feed) => [feed.path, { file: feed.path.slice(1), type: 'application/rss+xml; charset=utf-8' }]),
  ['/sitemaps/content.xml', { file: CONTENT_SITEMAP_FILE, type: TYPES['.xml'] }],
]);

/**
 * The pre-rendered page of `pathname` from `pagesRoot` (the pages of the map served, as nginx finds them:
 * docs/rendering.md): the page, or the private page whose path has a parameter there (`pageFilesFor`), else the
 * new address of a moved one (`{ redirect }`, a 301), else the not-found page with 404 when that map's pages
 * exist, else undefined (the page the browser renders).
 */
export function renderedPageFor(pagesRoot, pathname) {
  const target = fileForPath(pagesRoot, pathname);
  if ('file' in target) {
    const address = `/${path.relative(pagesRoot, target.file).split(path.sep).join('/')}`;
    for (const file of pageFilesFor(address)) {
      const page = path.join(pagesRoot, file);
      if (isFile(page)) return { file: page, status: 200 };
    }
    const redirect = movedTo(pagesRoot, address);
    if (redirect) return { redirect };
    // An address in capitals whose page is the one in lower case (docker/nginx/shell.conf.template does the same).
    const lower = address.toLowerCase();
    if (lower !== address && isFile(path.join(pagesRoot, pageFilesFor(lower)[0]))) return { redirect: lower };
  }
  const notFound = path.join(pagesRoot, NOT_FOUND_FILE);
  return isFile(notFound) ? { file: notFound, status: 404 } : undefined;
}

/**
 * The one address of a path: doubled slashes merged, no trailing slash (but the root's). A page's other spellings
 * answer 301 to it (docker/nginx/shell.conf.template does the same); the API's paths are the API's.
 */
export function canonicalPathOf(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/')) return pathname;
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

/** The query of a request's target, with its "?", or "". */
function queryOf(url = '') {
  return url.includes('?') ? url.slice(url.indexOf('?')) : '';
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, apiOrigin?: string, allowedOrigins?: string[],
 *   siteDir?: string, releases?: { app: string, dir: string } }} options
 *   siteDir: for the shell, the folder its start wrote (docker/web/site-files.mjs); releases: for a remote, its
 *   published versions, served under /<app>/
 */
export function startStaticServer({ root: givenRoot, port, host = '127.0.0.1', spa = false, apiOrigin, allowedOrigins = [], siteDir, releases }) {
  const root = path.resolve(givenRoot);

  async function handle(req, res) {
    const target = fileForPath(root, req.url ?? '/');
    if ('status' in target) return refuse(res, target.status);
    const { pathname } = target;
    if (apiOrigin && (pathname === '/api' || pathname.startsWith('/api/'))) return proxyToApi(req, res, apiOrigin);
    const canonical = spa && siteDir ? canonicalPathOf(pathname) : pathname;
    if (canonical !== pathname) return res.writeHead(301, { location: canonical + queryOf(req.url), 'cache-control': 'no-cache', 'content-length': 0 }).end();
    const contentFile = spa && siteDir ? CONTENT_FILES.get(pathname) : undefined;
    if (contentFile && (req.method === 'GET' || req.method === 'HEAD')) {
      const file = path.join(siteDir, 'pages', contentFile.file);
      if (!isFile(file)) return refuse(res, 404);
      const body = fs.readFileSync(file);
      res.writeHead(200, { 'content-type': contentFile.type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (siteDir && req.method === 'GET' && (await serveRemoteSitemap(pathname, siteDir, res))) return undefined;

    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    }
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405);

    let file = target.file;
    let status = 200;
    const looksLikeFile = path.extname(pathname) !== '';
    const released = releases && pathname.startsWith(`/${releases.app}/`) ? fileForPath(releases.dir, pathname) : undefined;
    if (released) {
      if ('status' in released) return refuse(res, released.status);
      file = released.file;
    }
    const written = siteDir && siteFileFor(siteDir, pathname);
    if (written) file = written;
    // A page's style sheets, served from the site's origin with the pages of the map in force (scripts/lib/prerender.mjs).
    if (spa && siteDir && pathname.startsWith(PAGE_STYLES_PATH)) {
      const style = fileForPath(path.join(siteDir, 'pages'), pathname);
      if ('status' in style) return refuse(res, style.status);
      file = style.file;
    }
    const page = spa && siteDir && !looksLikeFile && !written ? renderedPageFor(path.join(siteDir, 'pages'), pathname) : undefined;
    if (page?.redirect) {
      // A changed slug's old address, as nginx answers it: relative, with the query kept.
      return res.writeHead(301, { location: page.redirect + queryOf(req.url), 'cache-control': 'no-cache', 'content-length': 0 }).end();
    }
    if (page) ({ file, status } = page);
    if (!page && !isFile(file) && isFile(path.join(file, 'index.html'))) file = path.join(file, 'index.html');
    if (!page && !isFile(file)) {
      if (!spa || looksLikeFile) return refuse(res, 404);
      file = siteDir && isFile(path.join(siteDir, 'index.html')) ? path.join(siteDir, 'index.html') : path.join(root, 'index.html');
    }

    const ext = path.extname(file);
    let body = fs.readFileSync(file);
    const headers = {
      'content-type': TYPES[ext] ?? (path.basename(file) === 'map-key' ? TYPES['.txt'] : 'application/octet-stream'),
      'cache-control': cacheControl(file),
      'x-content-type-options': 'nosniff',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return undefined;
  }

  // Whatever one request does, the server keeps serving the others: a failure answers 500 (or ends that response).
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`static server: ${req.method} request failed: ${error instanceof Error ? error.message : error}`);
      refuse(res, 500);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
