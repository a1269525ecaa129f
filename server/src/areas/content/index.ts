/**
 * The content area: news, user articles and cases, weeklies and columns, panoramic surgery,
 * guides, interpreting videos, compile, channel home, the article side bar, daily
 * recommendations, courses, short videos, competitions.
 */

export { articleWritingMigration } from './article-writing/migration';
export type { ArticleWritingTables } from './article-writing/schema';
export { insertArticle } from './articles/articles.repository';
export { articleRoutes } from './articles/articles.routes';
export {
  buildInfoComments,
  buildUgc,
  UGC_ARTICLES_PER_SCALE,
  UGC_CASES_PER_SCALE,
  type UgcData,
} from './articles/articles-seed';
// the area's parts of the deployed migrations, which areas/migrations.ts composes in their order
export { articleParagraphsColumn, articleTables } from './articles/migration';
export { mpArticleFeeder } from './articles/mp-article.feeder';
export { channelRoutes } from './channel/channel.routes';
export { channelTables } from './channel/migration';
export { commentRoutes } from './comments/comments.routes';
export { competitionFeeder } from './competitions/competition.feeder';
export { competitionsSeeder } from './competitions/competitions.seeder';
export { competitionEntriesMigration } from './competitions/entries-migration';
export { competitionTables } from './competitions/migration';
export type { CompetitionTables } from './competitions/schema';
export { contentArea } from './content.area';
export { engagementRoutes } from './engagement/engagement.routes';
export { infoFeeder } from './info/info.feeder';
export { infoRoutes } from './info/info.routes';
export { buildArticles, buildContext, type InfoSeedData } from './info/info-seed';
export { infoFavoritesColumn, infoTables } from './info/migration';
export { elabFeeder } from './panoramic-guidance/elab.feeder';
export { guideFeeder } from './panoramic-guidance/guide.feeder';
export { interpretingVideoFeeder } from './panoramic-guidance/interpreting-video.feeder';
export { panoramicGuidance } from './panoramic-guidance/migration';
export { panoramicGuidanceRoutes } from './panoramic-guidance/panoramic-guidance.routes';
export { panoramicGuidanceSeeder } from './panoramic-guidance/panoramic-guidance.seeder';
export type { PanoramicGuidanceTables } from './panoramic-guidance/schema';
export { shortVideoEngagementMigration, shortVideoTables } from './short-videos/migration';
export type { ShortVideoTables } from './short-videos/schema';
export { shortVideoFeeder } from './short-videos/short-video.feeder';
export { SHORT_VIDEO_URL, SHOWS_OPERATING, shortVideosSeeder } from './short-videos/short-videos.seeder';
export { sidebar } from './sidebar/migration';
export type { SidebarTables } from './sidebar/schema';
export { sidebarRoutes } from './sidebar/sidebar.routes';
export { sidebarSeeder } from './sidebar/sidebar.seeder';
export { weekliesColumns } from './weeklies-columns/migration';
export type { WeekliesColumnsTables } from './weeklies-columns/schema';
export { weeklyColumnRoutes } from './weeklies-columns/weeklies-columns.routes';
export { weekliesColumnsSeeder } from './weeklies-columns/weeklies-columns.seeder';
