import { IDENTITY } from '@portal/api/identity';
import type { Insertable } from 'kysely';
import { readUsers } from '../../../seed/area-inputs';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { createRng } from '../../../seed/random';
import type { BrandMembersTable, HomeViewSettingsTable } from './schema';

const DAY = 86_400_000;

/**
 * Home-view choices of a few demo accounts (ids of seed/demo-accounts.ts), so both a page that
 * shows its collections and one that hides its dynamics can be seen: 王建国 shows everything, 周立新
 * hides his dynamics and collections.
 */
const DEMO_HOME_VIEWS: readonly { userId: number; hidden: readonly string[] }[] = [
  { userId: 1, hidden: [] },
  { userId: 8, hidden: ['dynamics', 'favourites'] },
];

/**
 * Seeds 用户主页: brand members (a corporate user belongs to the brands their company makes; the
 * first of each brand administers it) and the demo accounts' home-view settings, from the users
 * and brands already there.
 */
export const accountProfileSeeder: AreaSeeder = {
  name: 'profile',
  tables: ['home_view_settings', 'brand_members'],
  sequenceTables: [],
  async seed(db, context) {
    const r = createRng(`${context.seed}:profile`);
    const [users, brands] = await Promise.all([
      readUsers(db),
      db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute(),
    ]);
    const members: Insertable<BrandMembersTable>[] = [];
    for (const brand of brands) {
      const staff = users.filter(
        (u) => u.identity === IDENTITY.corporate && u.company !== null && u.company.includes(brand.name),
      );
      staff.forEach((u, i) => {
        members.push({
          brand_id: brand.id,
          user_id: u.id,
          role: i === 0 ? 'admin' : 'member',
          created_at: Math.max(u.created_at, context.now - r.int(30, 900) * DAY),
        });
      });
    }
    await insertChunks(members, (chunk) => db.insertInto('brand_members').values(chunk).execute());

    const known = new Set(users.map((u) => u.id));
    const settings: Insertable<HomeViewSettingsTable>[] = DEMO_HOME_VIEWS.filter((v) =>
      known.has(v.userId),
    ).map((v) => {
      const shown = (tab: string) => (v.hidden.includes(tab) ? ('F' as const) : ('T' as const));
      return {
        user_id: v.userId,
        dynamics: shown('dynamics'),
        articles: shown('articles'),
        qa: shown('qa'),
        follows: shown('follows'),
        favourites: shown('favourites'),
        fans: shown('fans'),
        updated_at: context.now,
      };
    });
    if (settings.length) await db.insertInto('home_view_settings').values(settings).execute();
  },
};
