import { SEARCH_TABS } from '@portal/api/rules/search';
import { type Feeder, groupBy, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** a price in fen as the card prints it in yuan: 6800 → '68.00' */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Books of the mall (tab 15). Their popularity is sales, so "hottest" (labelled 热销 on this
 * tab) lists the best sellers first. Found by authors and translators alike.
 */
export const bookFeeder: Feeder<'merchandise'> = {
  type: 'merchandise',
  popularity: { table: 'books', column: 'sales' },

  ids: idsAfter('books'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [rows, credits] = await Promise.all([
      db
        .selectFrom('books')
        .select(['id', 'name', 'press_name', 'introduction', 'subspecialty_id', 'sales', 'created_at'])
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('book_authors')
        .select(['book_id', 'name'])
        .where('book_id', 'in', ids)
        .orderBy('book_id')
        .orderBy('sort')
        .execute(),
    ]);
    const creditsOf = groupBy(credits, (c) => c.book_id);
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'merchandise',
        refId: r.id,
        tabs: [SEARCH_TABS.books],
        title: r.name,
        body: `${r.press_name} ${r.introduction}`,
        author: (creditsOf.get(r.id) ?? []).map((c) => c.name).join(' '),
        publishTime: Number(r.created_at),
        views: r.sales,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'merchandise'> = new Map();
    if (ids.length === 0) return out;
    const [rows, credits] = await Promise.all([
      db
        .selectFrom('books')
        .select([
          'id',
          'name',
          'cover',
          'price_fen',
          'discount_price_fen',
          'introduction',
          'press_name',
          'sales',
        ])
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('book_authors')
        .select(['book_id', 'type', 'name'])
        .where('book_id', 'in', ids)
        .orderBy('book_id')
        .orderBy('sort')
        .execute(),
    ]);
    const creditsOf = groupBy(credits, (c) => c.book_id);
    for (const r of rows) {
      const authorList = (creditsOf.get(r.id) ?? []).map((c) => ({ type: c.type, name: c.name }));
      out.set(r.id, {
        type: 'merchandise',
        merchandise: {
          id: r.id,
          name: r.name,
          cover: r.cover,
          price: yuan(r.price_fen),
          discountPrice: r.discount_price_fen === null ? '' : yuan(r.discount_price_fen),
          introduction: r.introduction,
          osmPress: { name: r.press_name },
          authorList,
          authorName: authorList
            .filter((a) => a.type === 'A')
            .map((a) => a.name)
            .join('、'),
          sales: r.sales,
        },
      });
    }
    return out;
  },
};
