// Libraries that must exist once in the page: one React, one router, one
// session store, one remote loader, one HTTP client. Versions come from the installed packages.
const path = require('node:path');
const { DECLARATIVE_ROUTER } = require('./router/checkRouterImports');

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@frc/session', '@frc/federation'];
/**
 * Shared as singletons too, but never eager, not even in the shell: fetched with the first module that imports
 * them, so a page that sends nothing never loads them. axios: the submission kit's client (@frc/submission);
 * @tanstack/react-query: the server-state cache of the remotes that read the API (mf-admin, mf-portal).
 */
const LAZY_SINGLETONS = ['axios', '@tanstack/react-query'];

const packageFile = (name) => require.resolve(`${name}/package.json`, { paths: [process.cwd(), __dirname] });

function installedVersion(name) {
  return require(packageFile(name)).version;
}

/** The file a browser build takes for `name` (its exports' browser entry, else its module or main). */
function browserEntry(name) {
  const pkg = require(packageFile(name));
  const entry = pkg.exports?.['.']?.browser?.default ?? pkg.module ?? pkg.main ?? 'index.js';
  return path.join(path.dirname(packageFile(name)), entry);
}

/**
 * @param {{ eager?: boolean, host?: boolean }} [options] eager: bundle the libraries into the app's
 *   entry, so it renders without first fetching them (the host provides them
 *   to every remote); remotes take them from the host and keep theirs lazy.
 *   host: the shell, which provides the lazy ones too, though nothing in it imports them.
 */
function sharedSingletons({ eager = false, host = eager } = {}) {
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
    // webpack provides a package named by its name only once a module imports it; named by its file, the shell
    // provides it all the same (in a chunk of its own, fetched only when a remote asks for it), so the remotes and
    // the contract gate find it there like React.
    if (host) shared[name].import = browserEntry(name);
  }
  return shared;
}

module.exports = { LAZY_SINGLETONS, SINGLETONS, sharedSingletons };
