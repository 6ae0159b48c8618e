// A small production-like static server (Node built-ins only): long cache for
// hashed files, no-cache for the files that name them, gzip, SPA fallback for
// the shell, CORS for remotes, /api proxied to the API, and the shell's
// sitemap as nginx serves it (docker/web/configure.sh).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { NOT_FOUND_FILE, pageFileOf, pagesKeyOf } from './prerender.mjs';

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

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * /sitemap.xml indexes /sitemaps/<remote>.xml, each the remote's public-pages.xml (fetched from `sources`)
 * with `origin` in front of its paths; robots.txt names the index. Answers and returns true for those paths only.
 * @param {{ origin: string, sources: Record<string, string> }} sitemap
 */
async function serveSitemap(pathname, sitemap, root, res) {
  const send = (status, type, body) => res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).end(body);
  if (pathname === '/sitemap.xml') {
    const entries = Object.keys(sitemap.sources).map((name) => `  <sitemap><loc>${sitemap.origin}/sitemaps/${name}.xml</loc></sitemap>\n`);
    send(200, TYPES['.xml'], `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`);
    return true;
  }
  if (pathname === '/robots.txt') {
    const rules = fs.existsSync(path.join(root, 'robots.txt')) ? fs.readFileSync(path.join(root, 'robots.txt'), 'utf8') : '';
    send(200, TYPES['.txt'], `${rules}\nSitemap: ${sitemap.origin}/sitemap.xml\n`);
    return true;
  }
  const name = /^\/sitemaps\/([a-z][a-z0-9]*)\.xml$/.exec(pathname)?.[1];
  if (!name || !Object.hasOwn(sitemap.sources, name)) return false;
  const answer = await fetch(sitemap.sources[name]).catch(() => null);
  if (!answer?.ok) {
    send(503, 'text/plain; charset=utf-8', 'This part of the sitemap is unavailable for a moment. Please try again later.');
  } else {
    send(200, TYPES['.xml'], (await answer.text()).replaceAll('<loc>/', `<loc>${sitemap.origin}/`));
  }
  return true;
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, apiOrigin?: string, allowedOrigins?: string[],
 *   sitemap?: { origin: string, sources: Record<string, string> } }} options
 */
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

/**
 * The pre-rendered page of `pathname` rendered from the remote map this server serves (root/remotes.json), as
 * nginx finds it (docs/rendering.md): the page, else the not-found page with 404 when that map's pages exist,
 * else undefined (the page the browser renders).
 */
export function renderedPageFor(pagesDir, root, pathname) {
  let key;
  try {
    key = pagesKeyOf(fs.readFileSync(path.join(root, 'remotes.json')));
  } catch {
    return undefined;
  }
  const dir = path.join(pagesDir, key);
  const target = fileForPath(dir, pathname);
  if ('file' in target) {
    const page = path.join(dir, pageFileOf(`/${path.relative(dir, target.file)}`));
    if (isFile(page)) return { file: page, status: 200 };
  }
  return isFile(path.join(dir, NOT_FOUND_FILE)) ? { file: path.join(dir, NOT_FOUND_FILE), status: 404 } : undefined;
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, apiOrigin?: string, allowedOrigins?: string[],
 *   sitemap?: { origin: string, sources: Record<string, string> }, pagesDir?: string }} options
 *   pagesDir: the pre-rendered pages (PAGES_DIR), for the shell
 */
export function startStaticServer({ root: givenRoot, port, host = '127.0.0.1', spa = false, apiOrigin, allowedOrigins = [], sitemap, pagesDir }) {
  const root = path.resolve(givenRoot);

  async function handle(req, res) {
    const target = fileForPath(root, req.url ?? '/');
    if ('status' in target) return refuse(res, target.status);
    const { pathname } = target;
    if (apiOrigin && (pathname === '/api' || pathname.startsWith('/api/'))) return proxyToApi(req, res, apiOrigin);
    if (sitemap && req.method === 'GET' && (await serveSitemap(pathname, sitemap, root, res))) return undefined;

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
    const page = spa && pagesDir && !looksLikeFile ? renderedPageFor(pagesDir, root, pathname) : undefined;
    if (page) ({ file, status } = page);
    if (!page && !isFile(file) && isFile(path.join(file, 'index.html'))) file = path.join(file, 'index.html');
    if (!page && !isFile(file)) {
      if (!spa || looksLikeFile) return refuse(res, 404);
      file = path.join(root, 'index.html');
    }

    const ext = path.extname(file);
    let body = fs.readFileSync(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
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
