const { createWebpackConfig } = require('@frc/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  prerendered: true,
  title: 'ClearTrace Recovery: get your money back from a scam',
  runtimePlugins: [require.resolve('./src/federation/remoteRetryPlugin.ts')],
});
