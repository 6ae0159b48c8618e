// Emits federation-uses.json: the federated modules an app's own code loads from the remotes ("intake/LeadForm"),
// read from the modules of its build, so the contract gate (packages/site-runtime/contractGate.mjs) knows what each app
// relies on without a list written by hand. A module is named in the code as a string, `remote/Module`.
const path = require('node:path');

const USES_FILE = 'federation-uses.json';
/** A federated module's id in source: a remote's name (lower case), a slash, an exposed module's name, in PascalCase. */
const MODULE_ID = /["'`]([a-z][a-z0-9]*)\/([A-Z][a-z][A-Za-z0-9]*)["'`]/g;

/** The federated module ids in a piece of source. */
function federatedModulesIn(source) {
  return [...source.matchAll(MODULE_ID)].map((match) => `${match[1]}/${match[2]}`);
}

class FederationUsesPlugin {
  /** @param {string} srcDir the app's own source (src/): packages and libraries are not scanned */
  constructor(srcDir) {
    this.srcDir = srcDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FederationUsesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationUsesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const uses = new Set();
        for (const module of compilation.modules) {
          const file = module.resource;
          if (!file || !file.startsWith(this.srcDir + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
          const source = module.originalSource?.()?.source?.();
          if (typeof source === 'string') for (const id of federatedModulesIn(source)) uses.add(id);
        }
        compilation.emitAsset(USES_FILE, new RawSource(`${JSON.stringify({ uses: [...uses].sort() }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FederationUsesPlugin, USES_FILE, federatedModulesIn };
