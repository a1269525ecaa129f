import type { HomeViewSettings } from '@portal/api/contract/account-profile';
import { DEFAULT_HOME_VIEW, PROFILE_MESSAGES, type ProfileTab } from '@portal/api/rules/account-profile';
import type { PortalDb } from '../../../db/database';
import { forbidden } from '../../../lib/app-error';
import type { ProfileRow } from './profile-user';
import type { HomeViewSettingsTable } from './schema';

const tf = (on: boolean) => (on ? ('T' as const) : ('F' as const));

const toSettings = (row: Omit<HomeViewSettingsTable, 'user_id' | 'updated_at'>): HomeViewSettings => ({
  dynamics: row.dynamics === 'T',
  articles: row.articles === 'T',
  qa: row.qa === 'T',
  follows: row.follows === 'T',
  favourites: row.favourites === 'T',
  fans: row.fans === 'T',
});

/** What visitors see of this user's page: the saved choice, else the defaults. */
export async function homeViewSettings(db: PortalDb, userId: number): Promise<HomeViewSettings> {
  const row = await db
    .selectFrom('home_view_settings')
    .select(['dynamics', 'articles', 'qa', 'follows', 'favourites', 'fans'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toSettings(row) : { ...DEFAULT_HOME_VIEW };
}

export async function saveHomeViewSettings(
  db: PortalDb,
  userId: number,
  settings: HomeViewSettings,
  now: number,
): Promise<HomeViewSettings> {
  const values = {
    dynamics: tf(settings.dynamics),
    articles: tf(settings.articles),
    qa: tf(settings.qa),
    follows: tf(settings.follows),
    favourites: tf(settings.favourites),
    fans: tf(settings.fans),
    updated_at: now,
  };
  await db
    .insertInto('home_view_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return homeViewSettings(db, userId);
}

/** The tabs this viewer may open: all for the owner, the saved choice for everyone else. */
export async function visibleTabs(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
): Promise<HomeViewSettings> {
  if (viewerId === profile.id) return { ...allOn };
  return homeViewSettings(db, profile.id);
}
const allOn: HomeViewSettings = {
  dynamics: true,
  articles: true,
  qa: true,
  follows: true,
  favourites: true,
  fans: true,
};

/** The server's half of the home-view settings: a hidden tab is refused to all but the owner. */
export async function assertTabVisible(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  tab: ProfileTab,
): Promise<void> {
  if (viewerId === profile.id) return;
  const settings = await homeViewSettings(db, profile.id);
  if (!settings[tab]) throw forbidden(PROFILE_MESSAGES.hiddenTab);
}
