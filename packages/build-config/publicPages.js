// A remote's part of the site's sitemap. The remote names its public pages in
// a TypeScript module (from its own route table and content data); the build
// evaluates that module and emits public-pages.xml next to mf-manifest.json:
// a sitemap whose addresses are paths. The shell's server serves it under
// /sitemaps/<remote>.xml with the site's origin in front (docker/web/configure.sh),
// so the sitemap follows whichever version of the remote the remote map names.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { transformSync } = require('@swc/core');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];
/** Imported by pages for their looks; meaningless for a list of addresses. */
const ASSET = /\.(s?css|svg|png|jpe?g|webp|avif|gif|woff2?)$/;
const FILE_NAME = 'public-pages.xml';

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
    if (typeof pagePath !== 'string' || !/^\/[^\s?#]*$/.test(pagePath)) throw new Error(`"${pagePath}" is not a page path`);
    if (seen.has(pagePath)) throw new Error(`${pagePath} is listed twice`);
    seen.add(pagePath);
  }
  const entries = paths.map((pagePath) => `  <url><loc>${escapeXml(pagePath)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

/** Emits public-pages.xml from the `exportName` array of the module `entry` (a path from the app's folder). */
class PublicPagesPlugin {
  constructor(entry, exportName = 'PUBLIC_PAGE_PATHS') {
    this.entry = entry;
    this.exportName = exportName;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicPagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const loaded = new Set();
          try {
            const paths = evaluateModule(resolveSource(path.resolve(compiler.context, this.entry)), loaded)[this.exportName];
            if (!Array.isArray(paths) || paths.length === 0) throw new Error(`${this.entry} exports no ${this.exportName} list`);
            compilation.emitAsset(FILE_NAME, new RawSource(publicPagesXml(paths)));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${FILE_NAME}: ${error.message}`));
          }
          for (const file of loaded) compilation.fileDependencies.add(file);
        },
      );
    });
  }
}

/**
 * An app's webpack configuration (the factory's function) with its public pages published too. The
 * factory may answer several configurations (the app and its harness's runtime): the first is the app.
 */
function withPublicPages(config, entry) {
  const addTo = (resolved) => ({ ...resolved, plugins: [...resolved.plugins, new PublicPagesPlugin(entry)] });
  return (env, argv) => {
    const resolved = config(env, argv);
    return Array.isArray(resolved) ? [addTo(resolved[0]), ...resolved.slice(1)] : addTo(resolved);
  };
}

module.exports = { PublicPagesPlugin, withPublicPages, evaluateModule, publicPagesXml };
