const { createWebpackConfig } = require('@frc/build-config');
const { withPublicPages } = require('@frc/build-config/publicPages');

module.exports = withPublicPages(
  createWebpackConfig({
    dir: __dirname,
    name: 'portal',
    port: 3003,
    title: 'Portal remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
    },
  }),
  './src/publicPages.ts',
);
