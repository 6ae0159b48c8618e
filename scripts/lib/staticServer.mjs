// A small production-like static server (Node built-ins only): long cache for
// hashed files, no-cache for the files that name them, gzip, SPA fallback for
// the shell, CORS for remotes, /api proxied to the API, and the shell's
// sitemap as nginx serves it (docker/web/configure.sh).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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
export function startStaticServer({ root, port, host = '127.0.0.1', spa = false, apiOrigin, allowedOrigins = [], sitemap }) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (apiOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxyToApi(req, res, apiOrigin);
    if (sitemap && req.method === 'GET' && (await serveSitemap(url.pathname, sitemap, root, res))) return undefined;

    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    }
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();

    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      const looksLikeFile = path.extname(url.pathname) !== '';
      if (!spa || looksLikeFile) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
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
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
