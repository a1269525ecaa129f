import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** a department as people name it: the hospital, then the department */
export const departmentTitle = (hospital: string, name: string) => `${hospital}${name}`;

/** Hospital departments: only under All; isSubscribe is the session user's own subscription. */
export const departmentFeeder: Feeder<'department'> = {
  type: 'department',
  popularity: { table: 'departments', column: 'views' },

  ids: idsAfter('departments'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('departments')
      .select([
        'id',
        'hospital_group_name',
        'name',
        'city',
        'subspecialty_id',
        'views',
        'created_at',
        'description',
      ])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => {
      const title = departmentTitle(r.hospital_group_name, r.name);
      return toDocument(analyzer, {
        type: 'department',
        refId: r.id,
        tabs: [],
        title,
        body: `${r.city} ${r.description}`,
        publishTime: Number(r.created_at),
        views: r.views,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      });
    });
  },

  async objects(db, ids, viewerId) {
    const out: SearchObjects<'department'> = new Map();
    if (ids.length === 0) return out;
    const [rows, subscribed] = await Promise.all([
      db
        .selectFrom('departments')
        .select(['id', 'hospital_group_name', 'name', 'icon_url', 'member_total'])
        .where('id', 'in', ids)
        .execute(),
      viewerId === null
        ? Promise.resolve([])
        : db
            .selectFrom('department_subscriptions')
            .select('department_id')
            .where('user_id', '=', viewerId)
            .where('department_id', 'in', ids)
            .execute(),
    ]);
    const mine = new Set(subscribed.map((s) => s.department_id));
    for (const r of rows) {
      out.set(r.id, {
        type: 'department',
        department: {
          id: r.id,
          hospitalGroupName: r.hospital_group_name,
          name: r.name,
          iconUrl: r.icon_url,
          memberTotal: r.member_total,
          isSubscribe: mine.has(r.id),
        },
      });
    }
    return out;
  },
};
