import type { HistoryItem } from '@portal/api/contract/engagement';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { visibleArticle } from '../../content/articles/articles.repository';

const tags = ['浏览历史'];

interface HistoryRow {
  id: number;
  content_source: string;
  content_id: number;
  created_at: number;
}

/** titles and covers of the history rows' content; rows whose content is gone are left out */
async function describe(db: PortalDb, rows: HistoryRow[]): Promise<HistoryItem[]> {
  const ids = (source: string) => rows.filter((r) => r.content_source === source).map((r) => r.content_id);
  const articleIds = ids('mp_article');
  const infoIds = ids('info');
  const [articles, infos] = await Promise.all([
    articleIds.length
      ? db
          .selectFrom('mp_articles')
          .select(['id', 'title', 'cover'])
          .where('id', 'in', articleIds)
          .where('status', '=', 'published')
          .execute()
      : [],
    infoIds.length
      ? db.selectFrom('info_articles').select(['id', 'title', 'cover']).where('id', 'in', infoIds).execute()
      : [],
  ]);
  const lookup = new Map<string, { title: string; cover: string }>([
    ...articles.map((a) => [`mp_article:${a.id}`, a] as const),
    ...infos.map((i) => [`info:${i.id}`, i] as const),
  ]);
  return rows.map((r) => {
    const found = lookup.get(`${r.content_source}:${r.content_id}`);
    return {
      id: r.id,
      contentSource: r.content_source,
      contentId: r.content_id,
      title: found?.title ?? '内容已删除',
      cover: found?.cover ?? '',
      browseTime: Number(r.created_at),
    };
  });
}

/** The signed-in user's browsing history: only ever the session user's own rows. */
export async function browsingHistoryRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());

  await serve(
    app,
    engagementEndpoints.history,
    { tags, summary: '我的浏览历史（最近在前，需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const base = app.db.selectFrom('browsing_history').where('user_id', '=', me.id);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .select(['id', 'content_source', 'content_id', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const totalCount = Number(total);
      return {
        code: 1 as const,
        list: await describe(app.db, rows),
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(
    app,
    engagementEndpoints.saveHistory,
    { tags, summary: '记录浏览（同一内容只保留最近一次）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { contentSource, contentId } = request.body;
      if (contentSource === 'mp_article') await visibleArticle(app.db, contentId, me.id);
      else {
        const info = await app.db
          .selectFrom('info_articles')
          .select('id')
          .where('id', '=', contentId)
          .executeTakeFirst();
        if (!info) throw notFound('资讯不存在或已下线');
      }
      const t = now();
      const row = await app.db
        .insertInto('browsing_history')
        .values({ user_id: me.id, content_source: contentSource, content_id: contentId, created_at: t })
        .onConflict((oc) =>
          oc.columns(['user_id', 'content_source', 'content_id']).doUpdateSet({ created_at: t }),
        )
        .returning(['id', 'content_source', 'content_id', 'created_at'])
        .executeTakeFirstOrThrow();
      const [item] = await describe(app.db, [row]);
      return { code: 1 as const, result: item! };
    },
  );

  await serve(
    app,
    engagementEndpoints.deleteHistory,
    { tags, summary: '删除浏览历史（按 ids，或 all 清空；只删自己的）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { ids, all } = request.body;
      if (!all && (!ids || ids.length === 0)) throw badRequest('请选择要删除的浏览记录');
      let q = app.db.deleteFrom('browsing_history').where('user_id', '=', me.id);
      if (!all) q = q.where('id', 'in', ids!);
      const result = await q.executeTakeFirst();
      return { code: 1 as const, result: { deleted: Number(result.numDeletedRows) } };
    },
  );
}
