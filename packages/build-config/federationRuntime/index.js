// One Module Federation runtime per page instead of one per remote: remotes
// are built with `experiments.externalRuntime` in production, and whatever
// page loads them provides the runtime: the shell (a runtime plugin), or a
// remote's own harness page (federation-runtime.js, a script of its own).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const HOST_RUNTIME_PLUGIN = require.resolve('./hostRuntimePlugin.mjs');
const HARNESS_RUNTIME_FILE = 'federation-runtime.js';

/** The harness page's copy of the runtime, built beside the remote (a second, small webpack configuration). */
function harnessRuntimeConfig(appDir, outputDir = path.join(appDir, 'dist')) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    context: appDir,
    entry: require.resolve('./harnessRuntime.mjs'),
    devtool: false,
    output: { path: outputDir, filename: HARNESS_RUNTIME_FILE, publicPath: '/' },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Loads federation-runtime.js on the harness page before the remote's own script. */
class HarnessRuntimeScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('HarnessRuntimeScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HarnessRuntimeScriptPlugin', (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${HARNESS_RUNTIME_FILE}` }));
        return data;
      });
    });
  }
}

module.exports = { HARNESS_RUNTIME_FILE, HOST_RUNTIME_PLUGIN, HarnessRuntimeScriptPlugin, harnessRuntimeConfig };
