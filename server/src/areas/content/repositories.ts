import type { AreaSettings } from '../../area';
import type { PortalDb } from '../../db/database';
import type { Readers } from '../../readers/readers';
import { createArticleRepository } from './articles/articles.repository';
import { createChannelRepository } from './channel/channel.repository';
import { createRecommendations } from './channel/recommendations';
import { createInfoRepository } from './info/info.repository';
import { createGuidanceRepository } from './panoramic-guidance/guidance.repository';
import { createPanoramicRepository } from './panoramic-guidance/panoramic.repository';
import { createSidebarRepository } from './sidebar/sidebar.repository';
import { createWeeklyColumnRepository } from './weeklies-columns/weeklies-columns.repository';

/**
 * The content area's repositories, built once by its plugin. Several hold short read caches (list
 * pages, totals, side-bar answers): one instance per app means one cache, so a write that clears it
 * clears it for every route that reads through it (the news list and the channel page read the
 * same news repository).
 */
export function createContentRepositories(db: PortalDb, readers: Readers) {
  const sidebar = createSidebarRepository(db);
  return {
    info: createInfoRepository(db),
    articles: createArticleRepository(db),
    channels: createChannelRepository(db, readers),
    recommendations: createRecommendations(db, readers),
    panoramic: createPanoramicRepository(db),
    guidance: createGuidanceRepository(db),
    weekliesColumns: createWeeklyColumnRepository(db),
    sidebar,
  };
}

export type ContentRepositories = ReturnType<typeof createContentRepositories>;

/** what every route plugin of the area is given */
export interface ContentRouteOptions extends AreaSettings {
  repos: ContentRepositories;
}
