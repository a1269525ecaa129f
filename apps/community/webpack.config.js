// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'community',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/Summary': './src/app/widgets/summary.tsx',
  },
  publicPath: 'auto',
  devPort: 3104,
  html: { title: '社区 · 独立运行' },
});
