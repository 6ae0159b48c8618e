const { createWebpackConfig } = require('@frc/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  port: 3004,
  title: 'Admin remote (stand-alone harness)',
  exposes: {
    './App': './src/App.tsx',
  },
});
