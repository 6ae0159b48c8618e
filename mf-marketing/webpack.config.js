const { createWebpackConfig } = require('@frc/build-config');
const { withRoutes } = require('@frc/build-config/routes');

module.exports = withRoutes(
  createWebpackConfig({
    dir: __dirname,
    name: 'marketing',
    prerendered: true,
    title: 'Marketing remote (stand-alone harness)',
    exposes: {
      './App': './src/App.tsx',
      // The home page as its own module, so the shell can fetch it with App when `/` opens: built into
      // the same chunk as the router's lazy import of it (src/routes.ts), so it downloads once.
      './HomePage': { import: './src/pages/home/HomePage.tsx', name: 'home-page' },
    },
  }),
  'marketing',
  './src/routes.ts',
);
