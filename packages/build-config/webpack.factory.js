// One webpack configuration for the shell and every remote. Each app's
// webpack.config.js only names itself and what it exposes; its port comes from the apps manifest (apps.json).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { appOfWorkspace, defaultRemoteMap, readApps } = require('./apps');
const { sharedSingletons } = require('./shared');
const { CopyPublicFilesPlugin } = require('./copyPublicFiles');
const { FederationUsesPlugin } = require('./federationUses');
const { CheckRouterImportsPlugin } = require('./router/checkRouterImports');
const { HARNESS_RUNTIME_FILE, HOST_RUNTIME_PLUGIN, HarnessRuntimeScriptPlugin, harnessRuntimeConfig } = require('./federationRuntime');
const { SERVER_DIR, serverConfig } = require('./server/serverConfig');
const { StyleFilesPlugin } = require('./server/styleFilesPlugin');

/** The libraries of the host's first script, each in a file of its own (see optimization.splitChunks). */
const HOST_SCRIPT_GROUPS = {
  defaultVendors: false,
  default: false,
  'react-dom': { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', priority: 30, enforce: true },
  router: { test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, name: 'router', priority: 20, enforce: true },
};

const API_ORIGIN = process.env.API_ORIGIN || `http://127.0.0.1:${readApps().apiPort}`;

/** Where a build goes: the app's dist/, or MF_OUTPUT_DIR (a deploy builds a version into a folder of its own). */
function outputDirOf(app) {
  return process.env.MF_OUTPUT_DIR ? path.resolve(process.env.MF_OUTPUT_DIR) : path.join(app.dir, 'dist');
}

/**
 * @param {object} app
 * @param {string} app.dir           the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name          federation name: shell, marketing, intake, portal, admin
 * @param {string} app.title         title of the app's HTML page (harness title for remotes)
 * @param {Record<string,string|{import:string,name:string}>} [app.exposes]  modules a remote offers to others
 *   (`name`: the chunk the module is built into)
 * @param {string[]} [app.runtimePlugins]        MF runtime plugins (paths)
 * @param {boolean} [app.prerendered]  the app renders pages that are pre-rendered: a production build also
 *   writes its server bundle (dist/server/) and style-files.json (server/serverConfig.js)
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !app.exposes;
    const described = appOfWorkspace(app.dir);
    if (described.name !== app.name) throw new Error(`${app.dir}: apps.json names this app ${described.name}, its webpack config ${app.name}`);
    // A production remote takes the Module Federation runtime from the page (federationRuntime/).
    const externalRuntime = production && !isHost;
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    const cssModuleOptions = {
      namedExport: false,
      exportLocalsConvention: 'as-is',
      localIdentName: production ? `${app.name}_[hash:base64:6]` : `${app.name}_[name]__[local]`,
    };
    const cssLoader = (modules) => ({
      loader: require.resolve('css-loader'),
      options: { modules: modules ? cssModuleOptions : false, importLoaders: 1 },
    });
    const swcOptions = {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      },
    };
    const prerendered = production && Boolean(app.prerendered);
    const sassLoader = { loader: require.resolve('sass-loader'), options: { api: 'modern-compiler' } };

    const config = {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDirOf(app),
        // The host lives at the site root; remotes resolve their chunks from
        // wherever their manifest was served, so a remote can move (or be
        // published under a version path) without a rebuild.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.name,
        // The harness runtime and the server bundle are written by configurations of their own.
        clean: { keep: (file) => file === HARNESS_RUNTIME_FILE || file.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions },
          },
          { test: /\.module\.s?css$/, use: [styleLoader, cssLoader(true), sassLoader] },
          { test: /\.s?css$/, exclude: /\.module\.s?css$/, use: [styleLoader, cssLoader(false), sassLoader] },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
        // The host's first script, split by library: each file runs in its own task, so evaluating the
        // shared libraries never holds the main thread for one long stretch.
        ...(isHost && production ? { splitChunks: { chunks: 'initial', cacheGroups: HOST_SCRIPT_GROUPS } } : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          // Remotes are registered at run time from the remote map, never here.
          remotes: {},
          shared: sharedSingletons({ eager: isHost }),
          shareStrategy: 'loaded-first',
          runtimePlugins: [...(app.runtimePlugins ?? []), ...(isHost ? [HOST_RUNTIME_PLUGIN] : [])],
          experiments: { externalRuntime },
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          // The shell has its own page; every remote's stand-alone harness page is the same one.
          template: isHost ? path.join(app.dir, 'public/index.html') : path.join(__dirname, 'harness.html'),
          title: app.title,
          // A remote's harness page is served at deep links (/dashboard/cases), so its
          // script tags must be rooted even though the remote's chunks use `auto`.
          publicPath: '/',
          scriptLoading: 'defer',
          minify: production,
        }),
        // The host's default remote map is written from the apps manifest (each remote's own build, on its port).
        new CopyPublicFilesPlugin(path.join(app.dir, 'public'), ['index.html'], isHost ? { 'remotes.json': `${JSON.stringify(defaultRemoteMap(), null, 2)}\n` } : {}),
        // The ports of the apps manifest, for a remote's stand-alone harness that embeds another remote.
        new DefinePlugin({ __APP_PORTS__: JSON.stringify(Object.fromEntries(readApps().web.map(({ name, port }) => [name, port]))) }),
        new CheckRouterImportsPlugin(),
        new FederationUsesPlugin(path.join(app.dir, 'src')),
        ...(externalRuntime ? [new HarnessRuntimeScriptPlugin()] : []),
        ...(prerendered ? [new StyleFilesPlugin()] : []),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      ],
      devServer: {
        port: described.port,
        host: '127.0.0.1',
        allowedHosts: ['localhost', '127.0.0.1'],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { warnings: false } },
      },
      stats: 'errors-warnings',
    };
    const configs = [config];
    if (externalRuntime) configs.push(harnessRuntimeConfig(app.dir, outputDirOf(app)));
    if (prerendered) configs.push(serverConfig(app, { swcOptions, cssModuleOptions, outputDir: outputDirOf(app) }));
    return configs.length === 1 ? config : configs;
  };
}

module.exports = { createWebpackConfig };
