// @ts-check
const { createFederatedConfig } = require('@portal/webpack-config');

module.exports = createFederatedConfig({
  name: 'meetings',
  dirname: __dirname,
  exposes: {
    './routes': './src/app/routes.tsx',
    './widgets/TodayMeetings': './src/app/widgets/today-meetings.tsx',
  },
  publicPath: 'auto',
  devPort: 3103,
  html: { title: '会议 · 独立运行' },
});
