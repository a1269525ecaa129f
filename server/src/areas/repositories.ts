import type { PortalDb } from '../db/database';
import type { SearchRefresh } from '../search/indexer';
import { createUserRepository } from './account/auth/users';
import { createMessageCentreRepository } from './account/message-centre/message-centre.repository';
import { createArticleRepository } from './content/articles/articles.repository';
import { createChannelRepository } from './content/channel/channel.repository';
import { createInfoRepository } from './content/info/info.repository';
import { createGuidanceRepository } from './content/panoramic-guidance/guidance.repository';
import { createPanoramicRepository } from './content/panoramic-guidance/panoramic.repository';
import { createActivityRepository } from './content/sidebar/activities.repository';
import { createSidebarRepository } from './content/sidebar/sidebar.repository';
import { createWeeklyColumnRepository } from './content/weeklies-columns/weeklies-columns.repository';
import { createPortalRepository } from './portal/frame/portal.repository';
import { createRequirementRepository } from './portal/requirements/requirements.repository';

/**
 * Every area's repositories, built once per app. Several hold short read caches (list pages,
 * totals, side-bar answers): one instance per app means one cache, so a write that clears it
 * clears it for every route that reads through it (the news list and the channel page read the
 * same news repository).
 */
export function createRepositories(db: PortalDb, refreshSearch: SearchRefresh) {
  const sidebar = createSidebarRepository(db);
  return {
    users: createUserRepository(db, refreshSearch),
    info: createInfoRepository(db),
    articles: createArticleRepository(db),
    channels: createChannelRepository(db),
    panoramic: createPanoramicRepository(db),
    guidance: createGuidanceRepository(db),
    weekliesColumns: createWeeklyColumnRepository(db),
    sidebar,
    activities: createActivityRepository(db, sidebar.scope),
    portal: createPortalRepository(db),
    requirements: createRequirementRepository(db),
    messages: createMessageCentreRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's repositories (`createRepositories`), shared by every route plugin */
    repos: Repositories;
  }
}
