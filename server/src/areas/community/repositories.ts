import type { AreaSettings } from '../../area';
import type { PortalDb } from '../../db/database';
import { createActivityReadRepository } from './activities/activity-read.repository';
import { createCommunityReadRepository } from './reading/community-read.repository';

/** The community area's repositories, built once by its plugin. */
export function createCommunityRepositories(db: PortalDb) {
  return {
    read: createCommunityReadRepository(db),
    activities: createActivityReadRepository(db),
  };
}

export type CommunityRepositories = ReturnType<typeof createCommunityRepositories>;

/** what every route plugin of the area is given */
export interface CommunityRouteOptions extends AreaSettings {
  repos: CommunityRepositories;
}
