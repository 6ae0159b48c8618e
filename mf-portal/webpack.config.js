const { createWebpackConfig } = require('@frc/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'portal',
  port: 3003,
  title: 'Portal remote (stand-alone harness)',
  exposes: {
    './App': './src/App.tsx',
  },
});
