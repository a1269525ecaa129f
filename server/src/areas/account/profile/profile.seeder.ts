import type { Insertable } from 'kysely';
import { readUsers } from '../../../seed/area-inputs';
import type { AreaSeeder } from '../../../seed/area-seeder';
import type { HomeViewSettingsTable } from './schema';

/**
 * Home-view choices of a few demo accounts (ids of seed/demo-accounts.ts), so both a page that
 * shows its collections and one that hides its dynamics can be seen: 王建国 shows everything, 周立新
 * hides his dynamics and collections.
 */
const DEMO_HOME_VIEWS: readonly { userId: number; hidden: readonly string[] }[] = [
  { userId: 1, hidden: [] },
  { userId: 8, hidden: ['dynamics', 'favourites'] },
];

/** Seeds 用户主页: the demo accounts' home-view settings. */
export const accountProfileSeeder: AreaSeeder = {
  name: 'profile',
  tables: ['home_view_settings'],
  sequenceTables: [],
  async seed(db, context) {
    const users = await readUsers(db);
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
