import { createHash } from 'node:crypto';
import type { PersonalInfo, SessionUser } from '@portal/api/contract/user';
import type { SessionUserRow } from '../../../auth/sessions';
import type { PortalDb } from '../../../db/database';
import type { SearchRefresh } from '../../../search/indexer';

const PROFILE_COLUMNS = [
  'id',
  'real_name',
  'avatar',
  'identity',
  'is_auth',
  'title',
  'company',
  'department',
  'level_number',
  'medal_pendant_icon',
  'fans',
] as const;

export interface UserCounts {
  releaseTotal: number;
  followerTotal: number;
  collectTotal: number;
}

/** `refreshSearch` keeps the 用户 tab in step with new accounts (the app's search engine). */
export function createUserRepository(db: PortalDb, refreshSearch: SearchRefresh) {
  return {
    findByMobile(mobile: string): Promise<SessionUserRow | undefined> {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('mobile', '=', mobile).executeTakeFirst();
    },
    findById(id: number): Promise<SessionUserRow | undefined> {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    async create(input: {
      mobile: string;
      realName: string | null;
      identity: number | null;
    }): Promise<SessionUserRow> {
      const key = createHash('sha256').update(input.mobile).digest('hex').slice(0, 12);
      const realName = input.realName ?? `用户${input.mobile.slice(-4)}`;
      const row = await db
        .insertInto('users')
        .values({
          mobile: input.mobile,
          real_name: realName,
          avatar: `/media/avatar/m-${key}.svg?name=${encodeURIComponent(realName.slice(0, 1))}`,
          identity: input.identity,
          is_auth: 0,
          title: null,
          company: null,
          department: null,
          level_number: 1,
          medal_pendant_icon: null,
          fans: 0,
          created_at: Date.now(),
        })
        .returning(PROFILE_COLUMNS)
        .executeTakeFirstOrThrow();
      // a doctor is findable under the 用户 tab from their first sign-in
      await refreshSearch(db, 'user', [row.id]);
      return row;
    },
    async counts(userId: number): Promise<UserCounts> {
      const { releases } = await db
        .selectFrom('info_authors')
        .select((eb) => eb.fn.countAll<number>().as('releases'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // follows and collections arrive with their own areas; until then nobody has any
      return { releaseTotal: Number(releases), followerTotal: 0, collectTotal: 0 };
    },
  };
}

export const toSessionUser = (row: SessionUserRow): SessionUser => ({
  id: row.id,
  realName: row.real_name,
  avatarAddress: row.avatar,
  identity: row.identity,
  isAuth: row.is_auth,
});

export const toPersonalInfo = (row: SessionUserRow, counts: UserCounts): PersonalInfo => ({
  id: row.id,
  realName: row.real_name,
  avatar: row.avatar,
  identity: row.identity,
  isAuth: row.is_auth,
  medalPendantIcon: row.medal_pendant_icon,
  levelNumber: row.level_number,
  title: row.title,
  company: row.company,
  department: row.department,
  fans: row.fans,
  ...counts,
});
