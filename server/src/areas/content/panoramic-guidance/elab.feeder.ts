import { isAnonymousIdentity } from '@portal/api/identity';
import { publicPerson } from '../../../people/public-person';
import {
  type Feeder,
  groupBy,
  idsAfter,
  plainText,
  type SearchObjects,
  toDocument,
} from '../../../search/feeder';
import { elabAuthor } from './panoramic.repository';

/** Panoramic surgery cases (tab 13). */
export const elabFeeder: Feeder<'elab'> = {
  type: 'elab',
  popularity: { table: 'elab_cases', column: 'views' },

  ids: idsAfter('elab_cases'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [rows, authors, subs] = await Promise.all([
      db
        .selectFrom('elab_cases')
        .innerJoin('elab_classifications', 'elab_classifications.id', 'elab_cases.classification_id')
        .select([
          'elab_cases.id',
          'elab_cases.case_name',
          'elab_cases.share_desc',
          'elab_cases.hospital',
          'elab_cases.body_html',
          'elab_cases.views',
          'elab_cases.publish_time',
          'elab_classifications.name as classification',
        ])
        .where('elab_cases.id', 'in', ids)
        .execute(),
      db
        .selectFrom('elab_case_authors')
        .innerJoin('users', 'users.id', 'elab_case_authors.user_id')
        .select(['elab_case_authors.case_id', 'users.real_name', 'users.identity'])
        .where('elab_case_authors.case_id', 'in', ids)
        .orderBy('elab_case_authors.sort')
        .execute(),
      db
        .selectFrom('elab_case_subspecialties')
        .select(['case_id', 'subspecialty_id'])
        .where('case_id', 'in', ids)
        .execute(),
    ]);
    const authorsOf = groupBy(authors, (a) => a.case_id);
    const subsOf = groupBy(subs, (s) => s.case_id);
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'elab',
        refId: r.id,
        tabs: ['13'],
        title: r.case_name,
        body: `${r.classification} ${r.share_desc} ${r.hospital} ${plainText(r.body_html)}`,
        author: (authorsOf.get(r.id) ?? [])
          .filter((a) => !isAnonymousIdentity(a.identity))
          .map((a) => a.real_name)
          .join(' '),
        publishTime: Number(r.publish_time),
        views: r.views,
        subspecialtyIds: (subsOf.get(r.id) ?? []).map((s) => s.subspecialty_id),
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'elab'> = new Map();
    if (ids.length === 0) return out;
    const [rows, authors, subs] = await Promise.all([
      db
        .selectFrom('elab_cases')
        .innerJoin('elab_classifications', 'elab_classifications.id', 'elab_cases.classification_id')
        .select([
          'elab_cases.id',
          'elab_cases.case_name',
          'elab_cases.image',
          'elab_cases.hospital',
          'elab_cases.share_desc',
          'elab_cases.views',
          'elab_cases.publish_time',
          'elab_classifications.id as classification_id',
          'elab_classifications.code as classification_code',
          'elab_classifications.name as classification_name',
        ])
        .where('elab_cases.id', 'in', ids)
        .execute(),
      db
        .selectFrom('elab_case_authors')
        .innerJoin('users', 'users.id', 'elab_case_authors.user_id')
        .select([
          'elab_case_authors.case_id',
          'users.id',
          'users.real_name',
          'users.avatar',
          'users.company',
          'users.identity',
        ])
        .where('elab_case_authors.case_id', 'in', ids)
        .orderBy('elab_case_authors.case_id')
        .orderBy('elab_case_authors.sort')
        .execute(),
      db
        .selectFrom('elab_case_subspecialties')
        .innerJoin('subspecialties', 'subspecialties.id', 'elab_case_subspecialties.subspecialty_id')
        .select(['elab_case_subspecialties.case_id', 'subspecialties.id', 'subspecialties.name'])
        .where('elab_case_subspecialties.case_id', 'in', ids)
        .orderBy('subspecialties.sort')
        .orderBy('subspecialties.id')
        .execute(),
    ]);
    const authorsOf = groupBy(authors, (a) => a.case_id);
    const subsOf = groupBy(subs, (s) => s.case_id);
    for (const r of rows) {
      out.set(r.id, {
        type: 'elab',
        elab: {
          id: r.id,
          caseName: r.case_name,
          image: r.image,
          elabSurgicalClassification: {
            id: r.classification_id,
            code: r.classification_code,
            name: r.classification_name,
          },
          hospital: r.hospital,
          authorList: (authorsOf.get(r.id) ?? []).map((a) => elabAuthor(publicPerson(a))),
          classificationList: (subsOf.get(r.id) ?? []).map((s) => ({ id: s.id, name: s.name })),
          shareDesc: r.share_desc,
          views: r.views,
          publishTime: Number(r.publish_time),
        },
      });
    }
    return out;
  },
};
