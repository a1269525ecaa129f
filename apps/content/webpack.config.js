// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'content',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/NewsFeed': './src/app/widgets/news-feed.tsx',
    './overlays/ShortVideoPlayer': './src/app/overlays/short-video-player.tsx',
  },
  publicPath: 'auto',
  devPort: 3101,
  html: { title: '内容模块 · 独立运行' },
  // shown as a 版本 tag on the list page when set (src/build-label.ts)
  define: { 'process.env.PORTAL_BUILD_LABEL': process.env.PORTAL_BUILD_LABEL || '' },
});
