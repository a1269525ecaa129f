import type { DatabaseHandle } from '../../../../db/database';
import { createTestDatabase } from '../../../../test-support/test-database';
import { accountProfileSeeder } from '../profile.seeder';

let database: DatabaseHandle;
const NOW = Date.UTC(2026, 5, 1);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const user = (id: number, identity: number | null, company: string | null) => ({
    id,
    mobile: `1390002${String(id).padStart(4, '0')}`,
    real_name: `用户${id}`,
    avatar: '',
    identity,
    is_auth: 0,
    title: null,
    company,
    department: null,
    level_number: 1,
    medal_pendant_icon: null,
    fans: 0,
    created_at: NOW - 400 * 86_400_000,
  });
  await db
    .insertInto('users')
    .values([
      user(1, 1, '首都医科大学附属北京天坛医院'),
      user(6, 4, '北京品驰医疗设备有限公司'),
      user(8, 1, '浙江大学医学院附属第二医院'),
      user(9, 4, '北京品驰医疗设备有限公司'),
      user(10, 4, '美敦力（上海）管理有限公司'),
      // a doctor at a company-like name is never a brand member
      user(11, 1, '品驰康复中心'),
    ])
    .execute();
  await db
    .insertInto('brands')
    .values([
      { id: 1, name: '品驰', logo: '', views: 0, created_at: NOW, description: '' },
      { id: 2, name: '美敦力', logo: '', views: 0, created_at: NOW, description: '' },
      { id: 3, name: '史赛克', logo: '', views: 0, created_at: NOW, description: '' },
    ])
    .execute();
  await accountProfileSeeder.seed(db, { now: NOW, seed: 42, feeders: [], scale: 1 });
});

afterAll(async () => {
  await database.close();
});

describe('profile seed', () => {
  it("keeps the demo accounts' home-view choices", async () => {
    const rows = await database.db
      .selectFrom('home_view_settings')
      .select(['user_id', 'dynamics', 'favourites', 'fans'])
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual([
      { user_id: 1, dynamics: 'T', favourites: 'T', fans: 'T' },
      { user_id: 8, dynamics: 'F', favourites: 'F', fans: 'T' },
    ]);
  });
});
