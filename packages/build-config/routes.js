// A remote's routes, published. The remote declares its pages once, in a TypeScript module (its `ROUTES`,
// a list of routes, an area's pages as its children: @frc/ui/pageRoutes);
// the build evaluates that module and emits, next to mf-manifest.json:
// - routes.json: each route's path, layout, addresses and preloads. The shell reads it at run time to learn
//   which remote owns which path, so a page is added or renamed by a deploy of its remote alone;
// - public-pages.xml: the remote's part of the site's sitemap, a sitemap whose addresses are paths. The
//   shell's server serves it under /sitemaps/<remote>.xml with the site's origin in front, so the sitemap
//   follows whichever version of the remote the remote map names.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { transformSync } = require('@swc/core');
const { contentRouteOf } = require('./contentRoutes.cjs');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];
/** Imported by pages for their looks; meaningless for a list of addresses. */
const ASSET = /\.(s?css|svg|png|jpe?g|webp|avif|gif|woff2?)$/;
/** A path of the site: no scheme, host, query or fragment. */
const SITE_PATH = /^\/[^\s?#]*$/;
const SITEMAP_FILE = 'public-pages.xml';
const ROUTES_FILE = 'routes.json';

function resolveSource(candidate) {
  for (const file of [candidate, ...SOURCE_EXTENSIONS.map((ext) => candidate + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(candidate, `index${ext}`))]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`Cannot find ${candidate}`);
}

/**
 * Runs a TypeScript module of the app in Node and returns its exports. TypeScript files (the app's and the
 * workspace packages') are compiled with swc; packages from node_modules load as usual; style and image imports
 * are empty. Dynamic imports stay lazy, so a route table does not pull in its pages. `loaded` collects every
 * source file read, for webpack to watch.
 */
function evaluateModule(entry, loaded = new Set()) {
  const cache = new Map();
  const load = (file) => {
    if (cache.has(file)) return cache.get(file).exports;
    loaded.add(file);
    const module = { exports: {} };
    cache.set(file, module);
    const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
      filename: file,
      jsc: {
        parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs', ignoreDynamic: false },
      sourceMaps: false,
    });
    const nodeRequire = createRequire(file);
    const localRequire = (specifier) => {
      if (ASSET.test(specifier)) return {};
      const resolved = specifier.startsWith('.') ? resolveSource(path.resolve(path.dirname(file), specifier)) : nodeRequire.resolve(specifier);
      return SOURCE_EXTENSIONS.includes(path.extname(resolved)) && !resolved.includes(`${path.sep}node_modules${path.sep}`)
        ? load(resolved)
        : nodeRequire(resolved);
    };
    new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
    return module.exports;
  };
  return load(entry);
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The paths as a sitemap of paths; throws on anything that is not a plain site path, or on a repeat. */
function publicPagesXml(paths) {
  const seen = new Set();
  for (const pagePath of paths) {
    if (typeof pagePath !== 'string' || !SITE_PATH.test(pagePath)) throw new Error(`"${pagePath}" is not a page path`);
    if (seen.has(pagePath)) throw new Error(`${pagePath} is listed twice`);
    seen.add(pagePath);
  }
  const entries = paths.map((pagePath) => `  <url><loc>${escapeXml(pagePath)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

const LAYOUTS = new Set(['main', 'own']);

const hasParameters = (routePath) => /[:*]/.test(routePath);

/**
 * How many of an area's page's last segments may be parameters: its file stands a parameter for any segment
 * (packages/site-runtime/prerender.mjs), and the web servers look for a page with that in place of the last segment, of
 * the one before, then of both.
 */
const PARAMETER_SEGMENTS = 2;

/** Refuses an area's page whose addresses the web servers could not tell from other paths (docs/rendering.md). */
function checkServerPattern(childPath) {
  const segments = childPath.split('/').slice(1);
  if (segments.some((segment) => segment.includes('*'))) throw new Error(`${childPath}: an area's page cannot end in *, the area's not-found page answers what no page claims`);
  segments.forEach((segment, index) => {
    if (!segment.includes(':')) return;
    if (!/^:[A-Za-z0-9_]+$/.test(segment)) throw new Error(`${childPath}: a parameter is a whole segment (/:ref)`);
    if (index < segments.length - PARAMETER_SEGMENTS) throw new Error(`${childPath}: the web servers find a parameter in the last ${PARAMETER_SEGMENTS} segments only`);
  });
}

/** The addresses of an area's child (see RouteDeclaration's `children`), checked against the area's own path. */
async function childAddresses(area, child, paths) {
  const { path: childPath } = child ?? {};
  if (typeof childPath !== 'string' || !SITE_PATH.test(childPath)) throw new Error(`"${childPath}" is not a route path`);
  if (childPath !== area && !childPath.startsWith(`${area}/`)) throw new Error(`${childPath} is not below its area ${area}`);
  // The area's own path names the area and, once more, its first page.
  const key = childPath === area ? `${area} (its first page)` : childPath;
  if (paths.has(key)) throw new Error(`${childPath} is declared twice`);
  paths.add(key);
  if (child.layout !== undefined || child.indexable !== undefined) throw new Error(`${childPath} is in the area ${area}, whose layout and indexing it takes`);
  if (child.children) throw new Error(`${childPath} is an area inside the area ${area}`);
  checkServerPattern(childPath);
  if (child.addresses) return [...(await child.addresses())];
  return hasParameters(childPath) ? [] : [childPath];
}

/**
 * The routes document of `remote` from its declared routes (see RouteDeclaration in @frc/federation).
 * Throws on a declaration the shell could not use: a path or address that is not a site path, an address its
 * route does not answer, a path with parameters and no addresses, or a path declared twice. An area (a route
 * with children) is published as one route, `<area>/*`, with its children's addresses and preloads, its pages
 * (the children's paths: the web servers answer those, and only those, with the area's page) and its title.
 */
async function routesDocument(remote, declaration) {
  // A list of routes, or an object of them by name.
  const declared = declaration && typeof declaration === 'object' && !Array.isArray(declaration) ? Object.values(declaration) : declaration;
  if (!Array.isArray(declared) || declared.length === 0) throw new Error('declares no routes');
  const { matchPath } = require('react-router');
  const paths = new Set();
  const routes = [];
  for (const route of declared) {
    const { path: declaredPath, layout = 'main', indexable = true, aliasOf, children } = route ?? {};
    if (typeof declaredPath !== 'string' || !SITE_PATH.test(declaredPath)) throw new Error(`"${declaredPath}" is not a route path`);
    if (paths.has(declaredPath)) throw new Error(`${declaredPath} is declared twice`);
    paths.add(declaredPath);
    if (!LAYOUTS.has(layout)) throw new Error(`${declaredPath} has an unknown layout "${layout}"`);
    let routePath = declaredPath;
    let addresses;
    let preload = route.preload ? [...route.preload] : [];
    let pages;
    // A page of its own frame is answered before its code has run with a neutral page that takes its title.
    const title = layout !== 'main' && typeof route.title === 'string' ? route.title : undefined;
    if (children) {
      if (hasParameters(declaredPath) || declaredPath === '/') throw new Error(`${declaredPath} has children: an area's path is a plain path below /`);
      if (!Array.isArray(children) || children.length === 0) throw new Error(`${declaredPath} has an empty list of children`);
      routePath = `${declaredPath}/*`;
      addresses = [];
      for (const child of children) {
        addresses.push(...(await childAddresses(declaredPath, child, paths)));
        preload.push(...(child.preload ?? []));
      }
      // Which paths below the area are pages: the web servers answer those with the area's page and the rest
      // with 404, though the area's route claims every path below it.
      pages = [...new Set(children.map((child) => child.path))];
    } else {
      const content = typeof route.content === 'string' ? route.content : undefined;
      if (hasParameters(declaredPath) && typeof route.addresses !== 'function' && !content) throw new Error(`${declaredPath} has parameters: declare its addresses`);
      // A template of published content: the renderer renders the paths of the items published at render time.
      addresses = route.addresses ? [...(await route.addresses())] : content ? [] : [declaredPath];
    }
    for (const address of addresses) {
      if (typeof address !== 'string' || !/^\/[^\s?#:*]*$/.test(address)) throw new Error(`"${address}" is not a page path`);
      if (!matchPath({ path: routePath, end: true }, address)) throw new Error(`${address} is not answered by ${routePath}`);
    }
    preload = [...new Set(preload)];
    routes.push({
      path: routePath,
      layout,
      indexable: Boolean(indexable) && !aliasOf,
      addresses,
      ...(aliasOf ? { aliasOf } : {}),
      ...(preload.length > 0 ? { preload } : {}),
      ...(pages ? { pages } : {}),
      ...(title ? { title } : {}),
      ...(typeof route.content === 'string' ? { content: route.content } : {}),
    });
  }
  return { remote, routes };
}

/**
 * The addresses of a routes document that belong in the sitemap: not those of content's routes, which the content
 * sitemap lists as published (contentRoutes.cjs), so an unpublished item leaves the sitemap.
 */
const sitemapPaths = (document) => document.routes.filter((route) => route.indexable && !contentRouteOf(route.path)).flatMap((route) => route.addresses);

/** Emits routes.json and public-pages.xml from the `exportName` list of the module `entry` (a path from the app's folder). */
class RoutesPlugin {
  constructor(remote, entry, exportName = 'ROUTES') {
    this.remote = remote;
    this.entry = entry;
    this.exportName = exportName;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const loaded = new Set();
        try {
          const declared = evaluateModule(resolveSource(path.resolve(compiler.context, this.entry)), loaded)[this.exportName];
          const document = await routesDocument(this.remote, declared);
          compilation.emitAsset(ROUTES_FILE, new RawSource(`${JSON.stringify(document, null, 2)}\n`));
          const listed = sitemapPaths(document);
          if (listed.length > 0) compilation.emitAsset(SITEMAP_FILE, new RawSource(publicPagesXml(listed)));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`${ROUTES_FILE} of ${this.entry}: ${error.message}`));
        }
        for (const file of loaded) compilation.fileDependencies.add(file);
      });
    });
  }
}

/**
 * An app's webpack configuration (the factory's function) with its routes published too. The factory may
 * answer several configurations (the app and its harness's runtime): the first is the app.
 */
function withRoutes(config, remote, entry) {
  const addTo = (resolved) => ({ ...resolved, plugins: [...resolved.plugins, new RoutesPlugin(remote, entry)] });
  return (env, argv) => {
    const resolved = config(env, argv);
    return Array.isArray(resolved) ? [addTo(resolved[0]), ...resolved.slice(1)] : addTo(resolved);
  };
}

module.exports = { RoutesPlugin, withRoutes, evaluateModule, publicPagesXml, routesDocument, sitemapPaths };
