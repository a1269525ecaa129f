import { infoDetailUrl } from '@portal/api/links';
import {
  type Feeder,
  groupBy,
  idsAfter,
  plainText,
  type SearchObjects,
  toDocument,
} from '../../../search/feeder';

/** News items (tab 1); compiled foreign literature is news too and also shows under tab 7. */
export const infoFeeder: Feeder<'info'> = {
  type: 'info',
  popularity: { table: 'info_articles', column: 'views' },

  ids: idsAfter('info_articles'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [rows, authors, subs] = await Promise.all([
      db
        .selectFrom('info_articles')
        .select([
          'id',
          'title',
          'summary',
          'body_html',
          'publish_date',
          'views',
          'essences',
          'bms_auth',
          'compile_article',
        ])
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('info_authors')
        .select(['info_id', 'author_name'])
        .where('info_id', 'in', ids)
        .orderBy('sort')
        .execute(),
      db
        .selectFrom('info_subspecialties')
        .select(['info_id', 'subspecialty_id'])
        .where('info_id', 'in', ids)
        .execute(),
    ]);
    const authorsOf = groupBy(authors, (a) => a.info_id);
    const subsOf = groupBy(subs, (s) => s.info_id);
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'info',
        refId: r.id,
        tabs: r.compile_article === 'T' ? ['1', '7'] : ['1'],
        title: r.title,
        body: `${r.summary} ${plainText(r.body_html)}`,
        author: (authorsOf.get(r.id) ?? []).map((a) => a.author_name).join(' '),
        publishTime: Number(r.publish_date),
        views: r.views,
        essences: r.essences,
        bmsAuth: r.bms_auth,
        subspecialtyIds: (subsOf.get(r.id) ?? []).map((s) => s.subspecialty_id),
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'info'> = new Map();
    if (ids.length === 0) return out;
    const [rows, authors, subs] = await Promise.all([
      db
        .selectFrom('info_articles')
        .select([
          'id',
          'title',
          'cover',
          'summary',
          'publish_date',
          'essences',
          'bms_auth',
          'compile_article',
          'views',
          'comments',
          'diggs',
        ])
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('info_authors')
        .select(['info_id', 'author_name', 'head_image', 'user_id'])
        .where('info_id', 'in', ids)
        .orderBy('info_id')
        .orderBy('sort')
        .execute(),
      db
        .selectFrom('info_subspecialties')
        .innerJoin('subspecialties', 'subspecialties.id', 'info_subspecialties.subspecialty_id')
        .select(['info_subspecialties.info_id', 'subspecialties.id', 'subspecialties.name'])
        .where('info_subspecialties.info_id', 'in', ids)
        .orderBy('subspecialties.sort')
        .execute(),
    ]);
    const authorsOf = groupBy(authors, (a) => a.info_id);
    const subsOf = groupBy(subs, (s) => s.info_id);
    for (const r of rows) {
      const authorList = (authorsOf.get(r.id) ?? []).map((a) => ({
        authorName: a.author_name,
        headImage: a.head_image,
        userId: a.user_id,
      }));
      out.set(r.id, {
        type: 'info',
        info: {
          infoId: r.id,
          infoImg: r.cover,
          infoTitle: r.title,
          essences: r.essences,
          publishDate: Number(r.publish_date),
          authorList,
          authorNames: authorList.map((a) => a.authorName).join('、'),
          searchDescription: r.summary,
          bmsAuth: r.bms_auth,
          compileArticle: r.compile_article,
          subspecialtys: (subsOf.get(r.id) ?? []).map((s) => ({ id: s.id, name: s.name })),
          showViews: r.views,
          showComments: r.comments,
          showDiggs: r.diggs,
          url: infoDetailUrl(r.id),
        },
      });
    }
    return out;
  },
};
