import type { AreaSeeder } from '../../../seed/area-seeder';

/** Seeds 个人资料、身份认证与积分 from the users and content already there. */
export const personalDataSeeder: AreaSeeder = {
  name: 'personal-data',
  tables: [],
  sequenceTables: [],
  async seed() {},
};
