const { createWebpackConfig } = require('@frc/build-config');
const { withRoutes } = require('@frc/build-config/routes');

module.exports = withRoutes(
  createWebpackConfig({
    dir: __dirname,
    name: 'admin',
    title: 'Admin remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
    },
  }),
  'admin',
  './src/routes.ts',
);
