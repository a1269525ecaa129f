// @ts-check
const webpack = require('webpack');
const { createFederatedConfig } = require('@portal/webpack-config');

/** Where standalone QA loads `shell/host` from; see src/standalone.tsx. */
const DEFAULT_SHELL_MANIFEST = 'http://localhost:3000/shell/mf-manifest.json';

const federated = createFederatedConfig({
  name: '__NAME__',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/Summary': './src/app/widgets/summary.tsx',
  },
  publicPath: 'auto',
  devPort: __PORT__,
  html: { title: '__TITLE__ · 独立运行' },
});

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const config = federated(env, argv);
  config.plugins = [
    ...(config.plugins ?? []),
    new webpack.DefinePlugin({
      'process.env.PORTAL_SHELL_MANIFEST': JSON.stringify(
        process.env.PORTAL_SHELL_MANIFEST || DEFAULT_SHELL_MANIFEST,
      ),
    }),
  ];
  return config;
};
