// Libraries that must exist once in the page: one React, one router, one
// session store, one remote loader, one HTTP client. Versions come from the installed packages.
const { DECLARATIVE_ROUTER } = require('./router/checkRouterImports');

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@frc/session', '@frc/federation'];
/**
 * Shared as singletons too, but never eager, not even in the shell: fetched with the first module that imports
 * them, so a page that sends nothing never loads them. axios: the submission kit's client (@frc/submission).
 */
const LAZY_SINGLETONS = ['axios'];

function installedVersion(name) {
  const pkg = require(require.resolve(`${name}/package.json`, { paths: [process.cwd(), __dirname] }));
  return pkg.version;
}

/**
 * @param {{ eager?: boolean }} [options] eager: bundle the libraries into the app's
 *   entry, so it renders without first fetching them (the host provides them
 *   to every remote); remotes take them from the host and keep theirs lazy.
 */
function sharedSingletons({ eager = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, eager };
  }
  // The router's declarative part only (router/declarativeRouter.mjs).
  shared['react-router-dom'].import = DECLARATIVE_ROUTER;
  // react-dom/client and friends must come from the same single copy.
  shared['react-dom/'] = { singleton: true, requiredVersion: shared['react-dom'].requiredVersion, version: shared['react-dom'].version, eager };
  shared['react/'] = { singleton: true, requiredVersion: shared.react.requiredVersion, version: shared.react.version, eager };
  for (const name of LAZY_SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, eager: false };
  }
  return shared;
}

module.exports = { LAZY_SINGLETONS, SINGLETONS, sharedSingletons };
