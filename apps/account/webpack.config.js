// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'account',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/Summary': './src/app/widgets/summary.tsx',
  },
  publicPath: 'auto',
  devPort: 3105,
  html: { title: '个人中心 · 独立运行' },
});
