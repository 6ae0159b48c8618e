// The server build of an app: the same source as the browser build, built for Node, so the renderer
// (packages/site-runtime/prerender.mjs) can render its pages to HTML at deploy time. It is written to
// dist/server/ and so travels with the remote's version (served like the rest of the build: it holds no secret).
//
// A server bundle exports one function, `load(context)`: the renderer calls it with the page's render context
// (renderContext.js) before any of the bundle's modules runs, and gets the shell's renderer or the remote's exposed
// modules. As in the browser, the libraries that must exist once (shared.js) come from the shell: the shell's
// `load` returns them, the renderer puts them in the context, and a remote's imports of them read them there
// (sharedModule.js), so one React renders the shell and every remote in one tree (one tree: the same ids from
// useId, the same Suspense boundaries, as the browser's tree that hydrates it).
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const { SINGLETONS } = require('../shared');

const SERVER_DIR = 'server';

/** The module names the shell's server bundle provides (subpaths such as react/jsx-runtime included). */
function isShared(request) {
  return SINGLETONS.some((name) => request === name || request.startsWith(`${name}/`));
}

/**
 * The server entry: `load(context)` gives this bundle the page's render context, then runs and returns the
 * shell's server module or the remote's exposed modules under their exposed names.
 */
function writeServerEntry(app) {
  const dir = path.join(app.dir, 'node_modules', '.cache', 'frc-server');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'entry.js');
  const provided = app.exposes
    ? [
        // Asset URLs (images, fonts) are those the browser computes: the folder the remote's version is served from.
        `  __webpack_public_path__ = context.publicPaths[${JSON.stringify(app.name)}] || '';`,
        '  return {',
        ...Object.entries(app.exposes).map(([name, target]) => {
          const source = path.resolve(app.dir, typeof target === 'string' ? target : target.import);
          return `    ${JSON.stringify(name.replace(/^\.\//, ''))}: require(${JSON.stringify(source)}),`;
        }),
        '  };',
      ]
    : [`  return require(${JSON.stringify(path.resolve(app.dir, 'src/server.tsx'))});`];
  fs.writeFileSync(
    file,
    [
      '// Written by @frc/build-config/server/serverConfig.js at each build.',
      `const { provideRenderContext } = require(${JSON.stringify(require.resolve('./renderContext'))});`,
      '',
      'exports.load = (context) => {',
      '  provideRenderContext(context);',
      ...provided,
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
    entry: { render: writeServerEntry(app) },
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
    plugins: isHost
      ? []
      : [
          new NormalModuleReplacementPlugin(/^[^.]/, (resolveData) => {
            if (isShared(resolveData.request)) resolveData.request = `${require.resolve('./sharedModule')}?${resolveData.request}`;
          }),
        ],
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
