import { IDENTITY } from '@portal/api/contract/user';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../search/feeder';

/** Doctors with a real name (tab 5); "hottest" is most fans. */
export const userFeeder: Feeder<'user'> = {
  type: 'user',
  popularity: { table: 'users', column: 'fans' },

  ids: idsAfter('users', (eb) => eb.and([eb('identity', '=', IDENTITY.doctor), eb('real_name', '<>', '')])),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'company', 'department', 'title', 'fans', 'created_at'])
      .where('id', 'in', ids)
      .where('identity', '=', IDENTITY.doctor)
      .where('real_name', '<>', '')
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'user',
        refId: r.id,
        tabs: [SEARCH_TABS.users],
        title: r.real_name,
        body: `${r.company ?? ''} ${r.department ?? ''} ${r.title ?? ''}`,
        publishTime: Number(r.created_at),
        views: r.fans,
      }),
    );
  },

  async objects(db, ids, viewerId) {
    const out: SearchObjects<'user'> = new Map();
    if (ids.length === 0) return out;
    const [rows, follows] = await Promise.all([
      db
        .selectFrom('users')
        .select(['id', 'real_name', 'avatar', 'company', 'department', 'title', 'fans'])
        .where('id', 'in', ids)
        .execute(),
      viewerId === null
        ? Promise.resolve([])
        : db
            .selectFrom('user_follows')
            .select('followee_id')
            .where('follower_id', '=', viewerId)
            .where('followee_id', 'in', ids)
            .execute(),
    ]);
    const followed = new Set(follows.map((f) => f.followee_id));
    for (const r of rows) {
      out.set(r.id, {
        type: 'user',
        user: {
          id: r.id,
          realName: r.real_name,
          avatarAddress: r.avatar,
          company: r.company ?? '',
          department: r.department ?? '',
          title: r.title ?? '',
          fans: r.fans,
          isFollow: followed.has(r.id),
        },
      });
    }
    return out;
  },
};
