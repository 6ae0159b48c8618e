/* global document */
// The yardstick of `npm run perf`: a page saved as static HTML, as the browser shows it once it has rendered
// (its DOM), with every script removed and its style sheets inlined, served by a bare local server. What the
// page cannot beat: the ratio of the page's figures to this copy's is printed beside them.
import http from 'node:http';
import { launchChromium } from '../lib/ensure.mjs';

/** The DOM of each page at `site` once the site's script has rendered it, as static HTML. */
export async function saveStaticCopies(site, pages) {
  const browser = await launchChromium();
  const copies = {};
  try {
    const page = await browser.newPage();
    for (const pathname of pages) {
      await page.goto(`${site}${pathname}`, { waitUntil: 'networkidle' });
      // Rendered: the site's script has taken the page over, or the page's islands all wait for a touch (no script
      // runs until then: its HTML is the page).
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root?.dataset.render !== undefined || (root?.dataset.prerendered !== undefined && root.querySelector('frc-island') !== null);
      });
      copies[pathname] = await page.evaluate(async () => {
        for (const script of document.querySelectorAll('script:not([type="application/ld+json"])')) script.remove();
        for (const link of document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], link[rel="preconnect"]')) link.remove();
        for (const link of [...document.querySelectorAll('link[rel="stylesheet"]')]) {
          const css = await (await fetch(link.href)).text();
          const style = document.createElement('style');
          // Addresses inside the sheet stay pointed at where the sheet was.
          style.textContent = css.replace(/url\((['"]?)(?!data:|https?:|#)([^'")]+)\1\)/g, (_, quote, url) => `url(${quote}${new URL(url, link.href).href}${quote})`);
          link.replaceWith(style);
        }
        return `<!doctype html>${document.documentElement.outerHTML}`;
      });
    }
  } finally {
    await browser.close();
  }
  return copies;
}

/** Serves each copy at its page's path on 127.0.0.1 (no compression, no policy): resolves to its origin and a stop. */
export async function serveStaticCopies(copies) {
  const server = http.createServer((request, response) => {
    const html = copies[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (html === undefined) return response.writeHead(404).end();
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () =>
    new Promise((resolve) => {
      server.close(resolve);
      // The browser keeps its connections open: close them, or close() waits for ever.
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${server.address().port}`, stop };
}
