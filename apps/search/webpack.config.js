// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'search',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/HotSearches': './src/app/widgets/hot-searches.tsx',
  },
  publicPath: 'auto',
  devPort: 3102,
  html: { title: '搜索模块 · 独立运行' },
});
