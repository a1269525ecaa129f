import type { SearchUser } from '@portal/api/contract/search';
import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';
import type { PortalDb } from '../../../db/database';
import type { Readers } from '../../../readers/readers';

const DAY = 86_400_000;
/** what "recent" means for an expert's published content and for hot answers */
export const RECENT_DAYS = 90;
/** how many of the most followed and of the most active doctors compete for the expert card */
const EXPERT_POOL = 40;

/**
 * Famous experts: verified doctors, ranked by fans and by what they published lately (cases and
 * articles, community answers). Fans grow slowly and never fall, so recent work keeps the card
 * from showing the same few names for ever; both are on a log scale so neither swamps the other.
 */
export async function famousExperts(
  db: PortalDb,
  readers: Readers,
  viewerId: number | null,
  limit: number,
  now: number,
): Promise<SearchUser[]> {
  const since = now - RECENT_DAYS * DAY;
  const verifiedDoctor = db
    .selectFrom('users')
    .where('users.identity', '=', IDENTITY.doctor)
    .where('users.is_auth', '=', IS_AUTH.verified)
    .where('users.real_name', '<>', '')
    .$if(viewerId !== null, (q) => q.where('users.id', '<>', viewerId ?? 0));

  const [byFans, ...byArea] = await Promise.all([
    verifiedDoctor
      .select('users.id')
      .orderBy('users.fans', 'desc')
      .orderBy('users.id')
      .limit(EXPERT_POOL)
      .execute(),
    // what they published lately, each area counting its own (articles and cases, answers)
    ...readers.activeAuthors.map((read) => read(db, { since, limit: EXPERT_POOL, excludeId: viewerId })),
  ]);
  const recent = new Map<number, number>();
  for (const row of byArea.flat()) recent.set(row.id, (recent.get(row.id) ?? 0) + row.n);
  const pool = [...new Set([...byFans.map((r) => r.id), ...recent.keys()])];
  if (pool.length === 0) return [];

  const [rows, follows] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar', 'company', 'department', 'title', 'fans'])
      .where('id', 'in', pool)
      .execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('user_follows')
          .select('followee_id')
          .where('follower_id', '=', viewerId)
          .where('followee_id', 'in', pool)
          .execute(),
  ]);
  const followed = new Set(follows.map((f) => f.followee_id));
  const score = (r: { id: number; fans: number }) =>
    Math.log1p(Number(r.fans)) + 1.5 * Math.log1p(recent.get(r.id) ?? 0);
  return rows
    .sort((a, b) => score(b) - score(a) || b.fans - a.fans || a.id - b.id)
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      realName: r.real_name,
      avatarAddress: r.avatar,
      company: r.company ?? '',
      department: r.department ?? '',
      title: r.title ?? '',
      fans: Number(r.fans),
      isFollow: followed.has(r.id),
    }));
}
