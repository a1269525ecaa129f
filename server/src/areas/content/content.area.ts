import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { articleDraftsSeeder } from './article-writing/article-drafts.seeder';
import { articleWritingRoutes } from './article-writing/article-writing.routes';
import { ARTICLE_WRITING_REVIEW_KINDS } from './article-writing/review-kinds';
import { articleRoutes } from './articles/articles.routes';
import { mpArticleFeeder } from './articles/mp-article.feeder';
import { channelRoutes } from './channel/channel.routes';
import { commentRoutes } from './comments/comments.routes';
import { competitionFeeder } from './competitions/competition.feeder';
import { competitionEntriesSeeder } from './competitions/competition-entries.seeder';
import { competitionRoutes } from './competitions/competitions.routes';
import { competitionsSeeder } from './competitions/competitions.seeder';
import { COMPETITION_REVIEW_KINDS } from './competitions/review-kinds';
import { CONTENT_READERS } from './content.readers';
import { CONTENT_SITEMAP } from './content.sitemap';
import { engagementRoutes } from './engagement/engagement.routes';
import { infoFeeder } from './info/info.feeder';
import { infoRoutes } from './info/info.routes';
import { CONTENT_PAGES } from './pages/content.pages';
import { PANORAMIC_GUIDANCE_PAGES } from './pages/panoramic-guidance.pages';
import { SHORT_VIDEO_PAGES } from './pages/short-video.pages';
import { WEEKLIES_COLUMNS_PAGES } from './pages/weeklies-columns.pages';
import { elabFeeder } from './panoramic-guidance/elab.feeder';
import { guideFeeder } from './panoramic-guidance/guide.feeder';
import { interpretingVideoFeeder } from './panoramic-guidance/interpreting-video.feeder';
import { panoramicGuidanceRoutes } from './panoramic-guidance/panoramic-guidance.routes';
import { panoramicGuidanceSeeder } from './panoramic-guidance/panoramic-guidance.seeder';
import { createContentRepositories } from './repositories';
import { shortVideoFeeder } from './short-videos/short-video.feeder';
import { shortVideoRoutes } from './short-videos/short-videos.routes';
import { shortVideosSeeder } from './short-videos/short-videos.seeder';
import { sidebarRoutes } from './sidebar/sidebar.routes';
import { sidebarSeeder } from './sidebar/sidebar.seeder';
import { weeklyColumnRoutes } from './weeklies-columns/weeklies-columns.routes';
import { weekliesColumnsSeeder } from './weeklies-columns/weeklies-columns.seeder';

/**
 * The content area: news, user articles and cases, weeklies and columns, panoramic surgery,
 * guides, interpreting videos, compile, channel home, the article side bar, daily
 * recommendations, courses, short videos, competitions.
 */
export const contentArea: AreaDefinition = {
  name: 'content',
  async plugin(app, settings) {
    const options = { ...settings, repos: createContentRepositories(app.db, app.readers) };
    await app.register(named(infoRoutes), options);
    await app.register(named(articleRoutes), options);
    await app.register(named(articleWritingRoutes), options);
    await app.register(named(sidebarRoutes), options);
    await app.register(named(channelRoutes), options);
    await app.register(named(panoramicGuidanceRoutes), options);
    await app.register(named(commentRoutes), options);
    await app.register(named(engagementRoutes), options);
    await app.register(named(weeklyColumnRoutes), options);
    await app.register(named(competitionRoutes), settings);
    await app.register(named(shortVideoRoutes), options);
  },
  feeders: [
    infoFeeder,
    mpArticleFeeder,
    elabFeeder,
    guideFeeder,
    interpretingVideoFeeder,
    shortVideoFeeder,
    competitionFeeder,
    // the side bar keeps the device products (the brands area will own them with its pages)
  ],
  readers: CONTENT_READERS,
  pages: [...CONTENT_PAGES, ...SHORT_VIDEO_PAGES, ...WEEKLIES_COLUMNS_PAGES, ...PANORAMIC_GUIDANCE_PAGES],
  seeders: [
    weekliesColumnsSeeder,
    sidebarSeeder,
    panoramicGuidanceSeeder,
    shortVideosSeeder,
    competitionsSeeder,
    competitionEntriesSeeder,
    articleDraftsSeeder,
  ],
  reviewKinds: { ...COMPETITION_REVIEW_KINDS, ...ARTICLE_WRITING_REVIEW_KINDS },
  sitemap: CONTENT_SITEMAP,
};
