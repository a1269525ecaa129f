import type { ProfileUser } from '@portal/api/contract/account-profile';
import type { PortalDb } from '../../../db/database';
import { followedBy } from '../../../people/follows';
import { publicPerson } from '../../../people/public-person';
import type { Paging, ProfileRow } from './profile-user';

const tf = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/**
 * 关注 (whom the user follows) or 粉丝 (who follows the user), newest follow first, each with the
 * viewer's own follow. An anonymous person is listed as 匿名用户 (the fan count includes them).
 */
export async function followList(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  direction: 'follows' | 'fans',
  paging: Paging,
): Promise<{ list: ProfileUser[]; total: number }> {
  const [mine, theirs] =
    direction === 'follows'
      ? (['follower_id', 'followee_id'] as const)
      : (['followee_id', 'follower_id'] as const);
  const base = db.selectFrom('user_follows as f').where(`f.${mine}`, '=', profile.id);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('users as u', 'u.id', `f.${theirs}`)
      .select([
        'u.id',
        'u.real_name',
        'u.avatar',
        'u.identity',
        'u.company',
        'u.department',
        'u.title',
        'u.is_auth',
        'u.fans',
      ])
      .orderBy('f.created_at', 'desc')
      .orderBy(`f.${theirs}`, 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
  ]);
  const following = await followedBy(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  const list = rows.map((r): ProfileUser => {
    const person = publicPerson(r, { viewerId });
    if (person.anonymous)
      return {
        id: person.id,
        realName: person.realName,
        avatar: '',
        company: '',
        department: '',
        title: '',
        isAuth: 0,
        fans: 0,
        anonymous: true,
        followStatus: 'F',
        isSelf: false,
      };
    return {
      id: r.id,
      realName: r.real_name,
      avatar: r.avatar,
      company: r.company ?? '',
      department: r.department ?? '',
      title: r.title ?? '',
      isAuth: r.is_auth,
      fans: r.fans,
      anonymous: false,
      followStatus: tf(following.has(r.id)),
      isSelf: r.id === viewerId,
    };
  });
  return { list, total: Number(count.n) };
}
