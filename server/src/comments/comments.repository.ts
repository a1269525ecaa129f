import type { ArticleComment, ChildComment } from '@portal/api/contract/article';
import type { DisplayArea } from '@portal/api/identity';
import type { PortalDb } from '../db/database';
import { notFound } from '../lib/app-error';
import { type PersonRow, publicPerson } from '../people/public-person';

export const COMMENT_MISSING = '评论不存在或已删除';

interface Row {
  id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  user_id: number;
  text: string;
  diggs: number;
  created_at: number;
}

const COLUMNS = [
  'comments.id',
  'comments.parent_id',
  'comments.reply_to_user_id',
  'comments.user_id',
  'comments.text',
  'comments.diggs',
  'comments.created_at',
] as const;

/**
 * Comments of one area. `area` decides who is shown anonymously (identity 7 only in the article
 * area); every commenter goes out through `publicPerson`, so an anonymous one is never named.
 */
export function createCommentRepository(db: PortalDb, area: DisplayArea) {
  async function usersOf(ids: number[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map<number, PersonRow>();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar', 'identity'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((u) => [u.id, u]));
  }

  async function diggedBy(viewerId: number | null, ids: number[]): Promise<Set<number>> {
    if (!viewerId || ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('comment_diggs')
      .select('comment_id')
      .where('user_id', '=', viewerId)
      .where('comment_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.comment_id));
  }

  /** replies shaped as spec 3's child comments; `parentAuthor` maps a top comment to its author */
  async function toChildren(rows: Row[], viewerId: number | null, parentAuthor: Map<number, number>) {
    const users = await usersOf([
      ...rows.map((r) => r.user_id),
      ...rows.map((r) => r.reply_to_user_id ?? parentAuthor.get(r.parent_id ?? 0) ?? 0),
    ]);
    const digged = await diggedBy(
      viewerId,
      rows.map((r) => r.id),
    );
    return rows.map((r): ChildComment => {
      const replier = publicPerson(users.get(r.user_id), { viewerId, area });
      const targetRow = users.get(r.reply_to_user_id ?? parentAuthor.get(r.parent_id ?? 0) ?? 0);
      const target = targetRow ? publicPerson(targetRow, { viewerId, area }) : null;
      return {
        id: r.id,
        parentId: r.parent_id ?? 0,
        childId: replier.id,
        childName: replier.realName,
        childAvatar: replier.avatar,
        identity: replier.identity,
        parentName: target?.realName ?? '',
        parentIdentity: target?.identity ?? null,
        text: r.text,
        diggs: r.diggs,
        isDigg: digged.has(r.id),
        creationDate: Number(r.created_at),
      };
    });
  }

  async function toTopLevel(rows: Row[], viewerId: number | null, previewCount: number) {
    const ids = rows.map((r) => r.id);
    const [users, digged, counts, previews] = await Promise.all([
      usersOf(rows.map((r) => r.user_id)),
      diggedBy(viewerId, ids),
      ids.length
        ? db
            .selectFrom('comments')
            .select(['parent_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('parent_id', 'in', ids)
            .groupBy('parent_id')
            .execute()
        : [],
      ids.length
        ? db
            .selectFrom((eb) =>
              eb
                .selectFrom('comments')
                .select([
                  ...COLUMNS,
                  (w) =>
                    w.fn
                      .agg<number>('row_number')
                      .over((o) =>
                        o
                          .partitionBy('comments.parent_id')
                          .orderBy('comments.created_at')
                          .orderBy('comments.id'),
                      )
                      .as('rn'),
                ])
                .where('comments.parent_id', 'in', ids)
                .as('ranked'),
            )
            .selectAll()
            .where('rn', '<=', previewCount)
            .orderBy('parent_id')
            .orderBy('created_at')
            .orderBy('id')
            .execute()
        : [],
    ]);
    const children = await toChildren(previews, viewerId, new Map(rows.map((r) => [r.id, r.user_id])));
    const countBy = new Map(counts.map((c) => [c.parent_id, Number(c.n)]));
    return rows.map((r): ArticleComment => {
      const creator = publicPerson(users.get(r.user_id), { viewerId, area });
      return {
        id: r.id,
        text: r.text,
        diggs: r.diggs,
        isDigg: digged.has(r.id),
        creationDate: Number(r.created_at),
        creator: {
          id: creator.id,
          realName: creator.realName,
          avatarAddress: creator.avatar,
          identity: creator.identity,
        },
        childComments: children.filter((c) => c.parentId === r.id),
        childCommentsCount: countBy.get(r.id) ?? 0,
      };
    });
  }

  return {
    toTopLevel,
    toChildren,

    async find(commentId: number) {
      const row = await db
        .selectFrom('comments')
        .select([...COLUMNS, 'comments.target_type', 'comments.target_id'])
        .where('id', '=', commentId)
        .executeTakeFirst();
      if (!row) throw notFound(COMMENT_MISSING);
      return row;
    },

    async countByUserSince(userId: number, since: number): Promise<number> {
      const { n } = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async page(
      targetType: string,
      targetId: number,
      q: { pageNo: number; pageSize: number; hottest?: boolean; exclude?: number[] },
      viewerId: number | null,
      previewCount: number,
    ) {
      const exclude = q.exclude ?? [];
      const base = db
        .selectFrom('comments')
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('parent_id', 'is', null)
        .$if(exclude.length > 0, (qb) => qb.where('id', 'not in', exclude));
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        (q.hottest ? base.select(COLUMNS).orderBy('diggs', 'desc') : base.select(COLUMNS))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
      ]);
      return { items: await toTopLevel(rows, viewerId, previewCount), totalCount: Number(total) };
    },

    /** the top-level comments of `ids` on one item, in the order of `ids` (others left out) */
    async topLevelOf(
      targetType: string,
      targetId: number,
      ids: number[],
      viewerId: number | null,
      previewCount: number,
    ) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('comments')
        .select(COLUMNS)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('parent_id', 'is', null)
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return toTopLevel(ordered, viewerId, previewCount);
    },

    async childPage(
      parent: { id: number; user_id: number },
      q: { pageNo: number; pageSize: number },
      viewerId: number | null,
    ) {
      const base = db.selectFrom('comments').where('parent_id', '=', parent.id);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .select(COLUMNS)
          .orderBy('created_at')
          .orderBy('id')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
      ]);
      return {
        items: await toChildren(rows, viewerId, new Map([[parent.id, parent.user_id]])),
        totalCount: Number(total),
      };
    },

    /** inserts the comment and bumps the target's counter in one transaction */
    async insert(c: {
      targetType: string;
      targetId: number;
      parentId: number | null;
      replyToUserId: number | null;
      userId: number;
      text: string;
      createdAt: number;
      bumpCounter: (trx: PortalDb) => Promise<unknown>;
      /** what else the new comment makes (its notice), in its transaction */
      after?: (trx: PortalDb, row: Row) => Promise<unknown>;
    }): Promise<Row> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({
            target_type: c.targetType,
            target_id: c.targetId,
            parent_id: c.parentId,
            reply_to_user_id: c.replyToUserId,
            user_id: c.userId,
            text: c.text,
            diggs: 0,
            created_at: c.createdAt,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await c.bumpCounter(trx);
        await c.after?.(trx, row);
        return row;
      });
    },
  };
}
