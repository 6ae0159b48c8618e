// Libraries that must exist once in the page: one React, one router, one
// session store, one remote loader. Versions come from the installed packages.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@frc/session', '@frc/federation'];

function installedVersion(name) {
  const pkg = require(require.resolve(`${name}/package.json`, { paths: [process.cwd(), __dirname] }));
  return pkg.version;
}

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // react-dom/client and friends must come from the same single copy.
  shared['react-dom/'] = { singleton: true, requiredVersion: shared['react-dom'].requiredVersion, version: shared['react-dom'].version };
  shared['react/'] = { singleton: true, requiredVersion: shared.react.requiredVersion, version: shared.react.version };
  return shared;
}

module.exports = { sharedSingletons };
