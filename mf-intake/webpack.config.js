const { createWebpackConfig } = require('@frc/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'intake',
  port: 3002,
  title: 'Intake remote (stand-alone harness)',
  exposes: {
    './App': './src/App.tsx',
  },
});
