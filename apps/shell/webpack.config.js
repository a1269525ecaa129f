const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'shell',
  dirname: __dirname,
  isHost: true,
  publicPath: '/shell/',
  devPort: 3100,
  exposes: { './host': './src/host/host.ts' },
  runtimePlugins: ['./src/remotes/retry-plugin.ts', './src/remotes/version-gate.ts'],
  html: { title: '脑医汇 - 神经外科医生的专业平台' },
});
