// Server bundles only. A style module, when the server bundle runs it, notes which source file it is
// (as `<app>:<path from the app's folder>`) in the render context's `stylesUsed`. The renderer reads that set
// after a page has rendered and links the browser build's CSS files that hold those sources
// (style-files.json), so the pre-rendered page arrives styled. A CSS module keeps its class names
// (css-loader's exportOnlyLocals, with the browser build's naming); a global sheet exports nothing.
const path = require('node:path');

const RENDER_CONTEXT = require.resolve('./renderContext');

module.exports = function cssUsageLoader(source) {
  const { app, empty = false } = this.getOptions();
  const key = `${app}:${path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/')}`;
  const note = [
    `import { renderContext as __frcRenderContext } from ${JSON.stringify(RENDER_CONTEXT)};`,
    `__frcRenderContext().stylesUsed.add(${JSON.stringify(key)});`,
  ].join('\n');
  return empty ? `${note}\nexport {};\n` : `${source}\n${note}\n`;
};
