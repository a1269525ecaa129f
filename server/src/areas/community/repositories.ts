import type { AreaSettings } from '../../area';
import type { PortalDb } from '../../db/database';
import type { Readers } from '../../readers/readers';
import { createActivityReadRepository } from './activities/activity-read.repository';
import { createCommunityReadRepository } from './reading/community-read.repository';

/** The community area's repositories, built once by its plugin. */
export function createCommunityRepositories(db: PortalDb, readers: Readers) {
  return {
    read: createCommunityReadRepository(db, readers),
    activities: createActivityReadRepository(db),
  };
}

export type CommunityRepositories = ReturnType<typeof createCommunityRepositories>;

/** what every route plugin of the area is given */
export interface CommunityRouteOptions extends AreaSettings {
  repos: CommunityRepositories;
}
