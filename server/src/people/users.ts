import { createHash } from 'node:crypto';
import type { PersonalInfo, SessionUser } from '@portal/api/contract/user';
import type { SessionUserRow } from '../auth/sessions';
import type { PortalDb } from '../db/database';
import { readers } from '../readers/registry';
import type { SearchRefresh } from '../search/indexer';

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
    /**
     * What the profile header counts: releases (news they wrote, published articles and cases,
     * questions and answers), the people they follow, their collections. `articles: false` leaves
     * out articles and cases (identity 7 to others); `hiddenQuestions` counts questions asked
     * anonymously (the owner only).
     */
    async counts(
      userId: number,
      options: { articles?: boolean; hiddenQuestions?: boolean } = {},
    ): Promise<UserCounts> {
      const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);
      const asked = {
        articles: options.articles !== false,
        hiddenQuestions: options.hiddenQuestions === true,
      };
      const [released, follows, collected] = await Promise.all([
        // what they published, each area counting its own (readers/readers.ts `releases`)
        Promise.all(readers().releases.map((release) => release(db, userId, asked))),
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('follower_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('collections')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return {
        releaseTotal: released.reduce((sum, n) => sum + n, 0),
        followerTotal: count(follows),
        collectTotal: count(collected),
      };
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

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
