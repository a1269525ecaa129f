// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'brands',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/Summary': './src/app/widgets/summary.tsx',
  },
  publicPath: 'auto',
  devPort: 3106,
  html: { title: '品牌 · 独立运行' },
});
