// Browser builds: writes style-files.json, which CSS files of this build hold each style source
// (keyed by its path from the app's folder). The renderer of pre-rendered pages reads it to link, in
// each page, the CSS of exactly the sources that page's render used (see cssUsageLoader.js).
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const STYLE_FILES = 'style-files.json';
const STYLE_SOURCE = /\.s?css$/;

/**
 * The style sources whose CSS `modules` hold: the CSS modules the extract plugin made (`css/mini-extract`, whose
 * identifier ends with `!<source>|<index>…`), which are what goes into the chunk's CSS file. Not the JavaScript
 * modules of the same sources (their class names): those may sit in another chunk than the CSS they name.
 */
function* styleSources(modules) {
  for (const module of modules) {
    if (module.type !== 'css/mini-extract') continue;
    const resource = String(module.identifier()).split('!').pop().split('|')[0].split('?')[0];
    if (STYLE_SOURCE.test(resource)) yield resource;
  }
}

class StyleFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StyleFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StyleFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = {};
        // The harness page's own entry is never loaded by the site: its files would only be extra downloads.
        const harnessChunks = new Set(compilation.entrypoints.get('main')?.chunks ?? []);
        for (const chunk of compilation.chunks) {
          if (harnessChunks.has(chunk)) continue;
          const css = [...chunk.files].filter((file) => file.endsWith('.css'));
          if (css.length === 0) continue;
          for (const resource of styleSources(compilation.chunkGraph.getChunkModulesIterable(chunk))) {
            const key = path.relative(compiler.context, resource).split(path.sep).join('/');
            files[key] = [...new Set([...(files[key] ?? []), ...css])].sort();
          }
        }
        const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
        compilation.emitAsset(STYLE_FILES, new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
      });
    });
  }
}

module.exports = { STYLE_FILES, StyleFilesPlugin };
