// Emits every file of an app's public/ folder (robots.txt, icons) next to the
// bundle, except the HTML template, and the files generated for it (the remote map).
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicFilesPlugin {
  /** @param {Record<string, string>} [generated] file name → content, written beside the copies */
  constructor(folder, skip, generated = {}) {
    this.folder = folder;
    this.skip = new Set(skip);
    this.generated = generated;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of listFiles(this.folder)) {
            const name = path.relative(this.folder, file).split(path.sep).join('/');
            if (this.skip.has(name)) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
          for (const [name, content] of Object.entries(this.generated)) compilation.emitAsset(name, new RawSource(content));
        },
      );
    });
  }
}

function listFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

module.exports = { CopyPublicFilesPlugin };
