const { createWebpackConfig } = require('@frc/build-config');
const { withPublicPages } = require('@frc/build-config/publicPages');

module.exports = withPublicPages(
  createWebpackConfig({
    dir: __dirname,
    name: 'marketing',
    port: 3001,
    title: 'Marketing remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
    },
  }),
  './src/routes/publicPages.ts',
);
