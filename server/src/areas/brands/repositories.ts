import type { AreaSettings } from '../../area';
import type { PortalDb } from '../../db/database';
import { createBrandActivitiesRepository } from './activities/brand-activities.repository';
import { createBrandAdminRepository } from './admin/brand-admin.repository';
import { createDepartmentsRepository } from './departments/department.repository';
import { createLeadsRepository } from './leads/leads.repository';
import { createBookOrdersRepository } from './mall/book-orders.repository';
import { createBrandPagesRepository } from './products/brand-pages.repository';
import { createBrandVideosRepository } from './videos/brand-videos.repository';

/** The brands area's repositories, built once by its plugin. */
export function createBrandRepositories(db: PortalDb) {
  return {
    pages: createBrandPagesRepository(db),
    activities: createBrandActivitiesRepository(db),
    leads: createLeadsRepository(db),
    admin: createBrandAdminRepository(db),
    books: createBookOrdersRepository(db),
    videos: createBrandVideosRepository(db),
    departments: createDepartmentsRepository(db),
  };
}

export type BrandRepositories = ReturnType<typeof createBrandRepositories>;

/** what every route plugin of the area is given */
export interface BrandRouteOptions extends AreaSettings {
  repos: BrandRepositories;
}
