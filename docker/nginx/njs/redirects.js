// An old address's new one (a 301), from the redirects the renderer wrote into the folder of the pages served
// (packages/site-runtime/contentPages.mjs: REDIRECTS_FILE, old path → new path). Read at each request that found no page, from
// the location's root (PAGES_ROOT, a link to the folder of the latest render), so a new render's redirects are served
// the moment its folder is, without a reload; nested and chained moves are plain entries. Empty: not moved.
import fs from 'fs';

// A target as the renderer writes it (contentPages.mjs: REDIRECT_PATH; this file runs in nginx, not in Node).
const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

function movedTo(r) {
  let redirects;
  try {
    redirects = JSON.parse(fs.readFileSync(`${r.variables.document_root}/.redirects.json`, 'utf8'));
  } catch (error) {
    // No file: no redirects (pages rendered without content). Anything else is worth a line in the error log.
    if (error.code !== 'ENOENT') r.warn(`redirects: ${error.message}`);
    return '';
  }
  const from = r.variables.uri.replace(/\/+$/, '');
  const to = redirects !== null && typeof redirects === 'object' && Object.prototype.hasOwnProperty.call(redirects, from) ? redirects[from] : '';
  return typeof to === 'string' && PATH.test(to) ? to : '';
}

export default { movedTo };
