// The server build of an app: the same source as the browser build, built for Node, so the renderer
// (scripts/lib/prerender.mjs) can render its pages to HTML at deploy time. It is written to
// dist/server/ and so travels with the remote's version (served like the rest of the build: it holds no secret).
//
// As in the browser, the libraries that must exist once (shared.js) come from the shell: its server
// bundle puts them in `globalThis.__frcShared`, and a remote's server bundle reads them from there,
// so one React renders the shell and every remote in one tree (one tree: the same ids from useId, the
// same Suspense boundaries, as the browser's tree that hydrates it).
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETONS } = require('../shared');

const SERVER_DIR = 'server';
const SHARED_GLOBAL = '__frcShared';
const PUBLIC_PATHS = '__frcPublicPaths';

/** The module names the shell's server bundle provides (subpaths such as react/jsx-runtime included). */
function isShared(request) {
  return SINGLETONS.some((name) => request === name || request.startsWith(`${name}/`));
}

/** A remote's server entry: its exposed modules under their exposed names, and a way to set where its files are served. */
function writeRemoteEntry(app) {
  const dir = path.join(app.dir, 'node_modules', '.cache', 'frc-server');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'entry.js');
  const modules = Object.entries(app.exposes).map(([name, target]) => {
    const source = path.resolve(app.dir, typeof target === 'string' ? target : target.import);
    return `  ${JSON.stringify(name.replace(/^\.\//, ''))}: require(${JSON.stringify(source)}),`;
  });
  fs.writeFileSync(
    file,
    [
      '// Written by @frc/build-config/server/serverConfig.js at each build.',
      '// Asset URLs (images, fonts) are those the browser computes: the folder the remote version is served from,',
      `// which the renderer puts in globalThis.${PUBLIC_PATHS} before it loads this bundle (modules compute them as they load).`,
      `__webpack_public_path__ = (globalThis.${PUBLIC_PATHS} || {})[${JSON.stringify(app.name)}] || '';`,
      `exports.remote = ${JSON.stringify(app.name)};`,
      'exports.modules = {',
      ...modules,
      '};',
      '',
    ].join('\n'),
  );
  return file;
}

function serverConfig(app, { swcOptions, cssModuleOptions, outputDir }) {
  const isHost = !app.exposes;
  const usage = (empty) => ({ loader: require.resolve('./cssUsageLoader'), options: { app: app.name, empty } });
  return {
    name: `${app.name}-server`,
    mode: 'production',
    target: 'node20',
    context: app.dir,
    entry: { render: isHost ? './src/server.tsx' : writeRemoteEntry(app) },
    devtool: false,
    output: {
      path: path.join(outputDir, SERVER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: isHost ? '/' : '',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Rendering sends nothing: the kit's client comes in its browser build, without Node's HTTP stack.
      alias: { axios$: require.resolve('axios/dist/browser/axios.cjs') },
    },
    externalsPresets: { node: true },
    externals: isHost ? [] : [({ request }, callback) => (isShared(request) ? callback(null, [SHARED_GLOBAL, request], 'global') : callback())],
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions } },
        {
          test: /\.module\.s?css$/,
          use: [
            usage(false),
            { loader: require.resolve('css-loader'), options: { modules: { ...cssModuleOptions, exportOnlyLocals: true }, importLoaders: 1 } },
            { loader: require.resolve('sass-loader'), options: { api: 'modern-compiler' } },
          ],
        },
        { test: /\.s?css$/, exclude: /\.module\.s?css$/, use: [usage(true)] },
        // The same file names as the browser build's; the files themselves are the browser build's.
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { SERVER_DIR, serverConfig };
