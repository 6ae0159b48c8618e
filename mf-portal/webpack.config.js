const { createWebpackConfig } = require('@frc/build-config');
const { withRoutes } = require('@frc/build-config/routes');

module.exports = withRoutes(
  createWebpackConfig({
    dir: __dirname,
    name: 'portal',
    prerendered: true,
    title: 'Portal remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
      // The island of the pre-rendered /login (docs/rendering.md).
      './LoginView': './src/pages/LoginPage.tsx',
    },
  }),
  'portal',
  './src/routes.ts',
);
