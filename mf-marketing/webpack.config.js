const { createWebpackConfig } = require('@frc/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'marketing',
  port: 3001,
  title: 'Marketing remote (stand-alone harness)',
  exposes: {
    './App': './src/App.tsx',
  },
});
