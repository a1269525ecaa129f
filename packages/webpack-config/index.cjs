'use strict';
/**
 * One webpack + Module Federation config builder for the shell and every remote.
 * See README.md for the options and for how a remote writes its webpack.config.js.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// webpack 5.111 ships its minimizer as `minimizer-webpack-plugin` (the successor of
// terser-webpack-plugin, same API: `.swcMinify`). Taking it from webpack's own dependency keeps the
// version the one webpack was tested with, without a second declaration here.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [path.dirname(require.resolve('webpack/package.json'))],
  }),
);

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Paths the portal server answers; a dev server forwards them to PORTAL_API_URL. */
const PROXIED_PATHS = [
  '/wapi',
  '/oldweb',
  '/query',
  '/v1',
  '/v2',
  '/v3',
  '/ws',
  '/dev',
  '/media',
  '/remotes.json',
  '/remotes',
  '/shell',
];

/** The repo's .swcrc, adapted for webpack: keep ES modules so webpack can tree-shake. */
function swcOptions(isProd) {
  const swcrc = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, '.swcrc'), 'utf8'));
  const { $schema: _schema, ...rest } = swcrc;
  return {
    ...rest,
    swcrc: false,
    module: { ...(rest.module || {}), type: 'es6' },
    jsc: {
      ...rest.jsc,
      transform: {
        ...rest.jsc?.transform,
        react: { ...rest.jsc?.transform?.react, development: !isProd },
      },
    },
  };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Version of a workspace package as installed for the app (pnpm symlinks it into node_modules). */
function installedVersion(dirname, pkgName) {
  try {
    return readJson(path.join(dirname, 'node_modules', pkgName, 'package.json')).version;
  } catch {
    return undefined;
  }
}

/** @portal packages whose every imported subpath is one copy in the portal (stateful: a store, contexts). */
const PORTAL_SINGLETON_PACKAGES = ['@portal/session', '@portal/shared-ui'];

/**
 * Modules of @portal/api that hold state or an identity the portal needs once: the one HTTP client
 * (configured by the shell) and `ApiError` (screens test `instanceof`). The rest of the package
 * (endpoint tables, rules, links, jump rules, query options, `call`) is plain values: not shared at
 * all; each app bundles, tree-shaken, what it imports (see sharedSingletons).
 */
const API_SINGLETON_MODULES = ['@portal/api/client', '@portal/api/errors'];

/**
 * The `shared` config of every app. See "Version skew" in docs/architecture.md for the contract.
 *
 * - Singletons with `strictVersion`: react, react-dom, jotai, @portal/router, @portal/query,
 *   every subpath of @portal/session and @portal/shared-ui, and @portal/api's client and errors.
 *   One copy each in the whole portal (one React, one location, one query cache, one store, one
 *   HTTP client). A remote built against an older minor requires `^<its version>`, which the
 *   shell's newer copy satisfies, so it runs on the shell's copy; a remote that requires another
 *   major is refused by the federation runtime (strictVersion) and the shell shows its slot's
 *   fallback instead of running it on a copy it was not built for.
 * - The rest of @portal/api (stateless: endpoint tables, rules, query options) is not shared: each
 *   app bundles its own copy, tree-shaken. Shared, every module a remote used anywhere was declared
 *   in its `remoteEntry.js` (which every page of the remote loads) and was a chunk of its own, not
 *   tree-shaken: the entry grew with every feature, about 4 KiB gzip a remote, and a page loaded
 *   20-30 small chunks more. A page with two remotes may hold two copies of a rule or an endpoint
 *   table (a few hundred bytes); a remote still always runs the copy it was built with.
 *
 * Required versions come from the app's package.json (third-party) or the installed @portal
 * package (`^<version>`), so they cannot drift between apps without a visible change there.
 *
 * The shell declares no `strictVersion`: it provides the copies, and the check that matters is the
 * one on what a remote requires (the shell's version gate reads it; 0.1 KiB less in its first load).
 *
 * @param {string} dirname the app's directory (where its package.json is)
 * @param {{ isHost?: boolean }} [options] the shell
 * @returns {Record<string, import('@module-federation/enhanced/webpack').moduleFederationPlugin.SharedConfig>}
 */
function sharedSingletons(dirname, { isHost = false } = {}) {
  const pkg = readJson(path.join(dirname, 'package.json'));
  const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const range = (name, fallback) => deps[name] || (fallback && deps[fallback]) || false;
  const singleton = (requiredVersion) => ({
    singleton: true,
    requiredVersion,
    ...(isHost ? {} : { strictVersion: Boolean(requiredVersion) }),
  });
  const caret = (name) => {
    const version = installedVersion(dirname, name);
    return version ? `^${version}` : false;
  };

  /** @type {Record<string, object>} */
  const shared = {
    react: singleton(range('react')),
    'react/jsx-runtime': singleton(range('react')),
    'react-dom': singleton(range('react-dom')),
    'react-dom/client': singleton(range('react-dom')),
    jotai: singleton(range('jotai')),
    // jotai's entry re-exports jotai/vanilla and jotai/react: share those subpaths too, so code that
    // imports `jotai/vanilla` directly still meets the one store implementation.
    'jotai/': { ...singleton(range('jotai')), packageName: 'jotai' },
  };
  // The router and the server-state library are shared as @portal/router and @portal/query, never
  // as react-router or TanStack Query themselves: a shared module is not tree-shaken, and whole
  // they are 60 and 14 KiB gzip where the parts the portal uses are 16 and 10. One copy each still:
  // the one location and the one query cache (@portal/session/query-client) need it.
  for (const name of ['@portal/router', '@portal/query']) shared[name] = singleton(caret(name));
  // Every entry of the @portal packages (`@portal/shared-ui/toast`, `@portal/session/session`...)
  // by prefix: the trailing slash makes the federation plugin share each subpath that is imported.
  // packageName: where the version is read; without it the plugin resolves `name/` itself.
  for (const name of PORTAL_SINGLETON_PACKAGES) {
    shared[`${name}/`] = { ...singleton(caret(name)), packageName: name };
  }
  const api = caret('@portal/api');
  for (const name of API_SINGLETON_MODULES) shared[name] = { ...singleton(api), packageName: '@portal/api' };
  return shared;
}

/**
 * @typedef {object} FederatedConfigOptions
 * @property {string} name federation name of the app (`shell`, `content`, ...)
 * @property {string} dirname the app's directory (`__dirname` of its webpack.config.js)
 * @property {Record<string, string>} [exposes] modules this app exposes (`{ './routes': './src/app/routes.tsx' }`)
 * @property {string[]} [remotesAllowed] names of remotes this app may register at run time
 *   (compiled in as `__PORTAL_REMOTES_ALLOWED__`, `null` = any name from remotes.json)
 * @property {boolean} [isHost] the shell: serves page routes, owns the HTML frame
 * @property {string} publicPath `/shell/` for the shell, `auto` for remotes
 * @property {number} devPort port of `webpack serve`
 * @property {{ title: string, template?: string }} [html] page title (and optional template) of the
 *   index.html (the shell's page, or a remote's standalone page)
 * @property {string} [entry] entry module, default `./src/index.ts`
 * @property {string[]} [runtimePlugins] extra federation runtime plugin files (absolute or relative to dirname)
 * @property {Record<string, string>} [define] more compile-time constants (`process.env.X` → its value)
 */

/** Where a remote running standalone loads `shell/host` from, unless PORTAL_SHELL_MANIFEST says. */
const DEFAULT_SHELL_MANIFEST = 'http://localhost:3000/shell/mf-manifest.json';

/** the shell's runtime plugin that hands its federation runtime to the remotes */
const PROVIDE_FEDERATION_RUNTIME = path.join(__dirname, 'provide-federation-runtime.mjs');

/**
 * The builds of an app (`webpack --config-name <name>` builds one of them):
 *
 * - the shell (`isHost`): one build, whose federation runtime is **provided to every remote**
 *   (`provide-federation-runtime.mjs`).
 * - a remote: its **container** (config `<name>`: `remoteEntry.js`, `mf-manifest.json` and the
 *   exposed modules in `dist/`), built without a federation runtime of its own
 *   (`experiments.externalRuntime`: it uses the shell's, about 19 KiB gzip less on every page that
 *   shows a remote), and its **standalone page** (config `<name>-standalone`: `dist/standalone/`),
 *   a host of its own, with its own runtime, that renders the remote's routes for QA. The two cannot
 *   be one build: externals apply to a whole compilation. `webpack serve` builds the standalone page
 *   only: the composed portal loads the remotes' built containers through the server.
 *
 * @param {FederatedConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createFederatedConfig(options) {
  const {
    name,
    dirname,
    exposes = {},
    remotesAllowed,
    isHost = false,
    publicPath,
    devPort,
    html,
    entry = './src/index.ts',
    runtimePlugins = [],
    define = {},
  } = options;
  if (!name || !dirname || !publicPath || !devPort) {
    throw new Error('createFederatedConfig: name, dirname, publicPath and devPort are required');
  }

  return (_env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProd = mode === 'production';
    const plugins = runtimePlugins.map((p) => path.resolve(dirname, p));
    const common = { name, dirname, mode, remotesAllowed, devPort, isHost };

    if (isHost) {
      return buildConfig({
        ...common,
        part: 'page',
        entry,
        exposes,
        html,
        publicPath,
        outputPath: path.join(dirname, 'dist'),
        runtimePlugins: [...plugins, PROVIDE_FEDERATION_RUNTIME],
        define,
      });
    }

    const standalonePage = buildConfig({
      ...common,
      configName: `${name}-standalone`,
      federationName: `${name}_standalone`,
      part: 'page',
      entry,
      html,
      // The standalone page is its own site, served from its root (QA's server, the template check):
      // `auto` made its scripts relative to the page, and a nested address (/bms/home/1) asked for
      // /bms/home/main.js. From the root, every address finds them.
      publicPath: '/',
      outputPath: isProd ? path.join(dirname, 'dist', 'standalone') : path.join(dirname, 'dist'),
      manifest: false,
      runtimePlugins: plugins,
      define: {
        // the standalone page loads the deployed shell's host contract from here
        'process.env.PORTAL_SHELL_MANIFEST': process.env.PORTAL_SHELL_MANIFEST || DEFAULT_SHELL_MANIFEST,
        ...define,
      },
    });
    if (!isProd) return standalonePage;
    const container = buildConfig({
      ...common,
      part: 'container',
      exposes,
      publicPath,
      outputPath: path.join(dirname, 'dist'),
      keep: /^standalone\//,
      experiments: { externalRuntime: true },
      runtimePlugins: plugins,
      define,
    });
    return [container, standalonePage];
  };
}

/**
 * One webpack configuration of an app: a page (an entry and its HTML file; the shell's also
 * exposes its host contract) or a remote's container (its exposed modules only).
 */
function buildConfig({
  name,
  configName = name,
  federationName = name,
  dirname,
  mode,
  part,
  entry,
  exposes = {},
  html,
  publicPath,
  outputPath,
  keep,
  manifest = true,
  experiments,
  remotesAllowed,
  runtimePlugins,
  define,
  devPort,
  isHost,
}) {
  const isProd = mode === 'production';
  const apiUrl = process.env.PORTAL_API_URL || 'http://localhost:3000';
  const proxied = PROXIED_PATHS.filter((p) => !(isHost && publicPath.startsWith(p)));

  /** @type {import('webpack').Configuration} */
  const config = {
    name: configName,
    mode,
    context: dirname,
    target: ['web', 'es2020'],
    entry: part === 'page' ? { main: entry } : {},
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: federationName,
      // a remote's standalone page is another build's output inside its container's folder
      clean: keep ? { keep } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions(isProd) },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
            {
              loader: require.resolve('postcss-loader'),
              options: {
                postcssOptions: {
                  plugins: [require('@tailwindcss/postcss')({ base: dirname, optimize: { minify: isProd } })],
                },
              },
            },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __PORTAL_REMOTES_ALLOWED__: JSON.stringify(remotesAllowed ?? null),
        __PORTAL_APP_NAME__: JSON.stringify(name),
        ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
      }),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
      ...(part === 'page'
        ? [
            new HtmlWebpackPlugin({
              chunks: ['main'],
              publicPath,
              minify: isProd,
              ...(html?.template
                ? { template: path.resolve(dirname, html.template), title: html.title }
                : { templateContent: htmlDocument(html ? html.title : name) }),
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at run time from /remotes.json (registerRemotes), never at build.
        remotes: {},
        shared: sharedSingletons(dirname, { isHost: isHost && part === 'page' }),
        shareStrategy: 'loaded-first',
        manifest,
        dts: false,
        runtimePlugins,
        // a browser build: the runtime's Node.js paths (script loading in Node) are left out
        experiments: { ...experiments, optimization: { target: 'web' } },
      }),
    ],
    optimization: isProd
      ? {
          minimize: true,
          minimizer: [
            new MinimizerPlugin({
              extractComments: false,
              minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
            }),
          ],
        }
      : { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
  if (part === 'page') {
    config.devServer = {
      // PORTAL_DEV_PORT moves one app's dev server (tests run a standalone remote beside the portal)
      port: Number(process.env.PORTAL_DEV_PORT) || devPort,
      host: process.env.HOST || 'localhost',
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: {
        index: `${publicPath === 'auto' ? '/' : publicPath.replace(/\/?$/, '/')}index.html`,
      },
      static: false,
      devMiddleware: { publicPath: publicPath === 'auto' ? '/' : publicPath },
      // The portal's own WebSocket lives under /ws; keep the dev server's socket out of its way.
      webSocketServer: { type: 'ws', options: { path: '/__wds-ws' } },
      client: { webSocketURL: { pathname: '/__wds-ws' }, overlay: { errors: true, warnings: false } },
      proxy: [{ context: proxied, target: apiUrl, changeOrigin: false, ws: true }],
    };
  }
  return config;
}

/** what search engines and shared links show for the portal until a page says more */
const DESCRIPTION =
  '脑医汇：神经外科医生的专业门户，汇集学术会议直播与回放、病例交流、云课堂、前沿资讯与问答社区。';

/** the brand mark as an inline SVG, so the favicon needs no file and no request */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1a66db"/><text x="16" y="22.5" font-size="17" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">脑</text></svg>',
)}`;

function htmlDocument(title) {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="renderer" content="webkit" />
    <meta name="description" content="${escapeHtml(DESCRIPTION)}" />
    <meta name="theme-color" content="#1a66db" />
    <link rel="icon" href="${FAVICON}" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
}

module.exports = { createFederatedConfig, sharedSingletons, PROXIED_PATHS };
