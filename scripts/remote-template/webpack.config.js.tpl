// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
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
