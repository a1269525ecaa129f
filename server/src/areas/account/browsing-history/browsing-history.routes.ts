import type { HistoryItem, SaveHistoryBody } from '@portal/api/contract/engagement';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { ACCOUNT_WALLET_MESSAGES, type HistorySource } from '@portal/api/rules/account-wallet';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { type CardKind, cardKey, type Readers, readCards } from '../../../readers/readers';
import { creditBeat } from '../purchases/courses/course-progress';

const tags = ['浏览历史'];

interface HistoryRow {
  id: number;
  content_source: string;
  content_id: number;
  created_at: number;
}

/** what each source of the history is, as a card of the area that owns it */
const CARD_OF_SOURCE: Readonly<Record<HistorySource, CardKind>> = {
  mp_article: 'mp_article',
  info: 'info',
  meeting: 'meeting',
  ocs_course: 'ocs_course',
  community_question: 'community_question',
};

const cardOf = (source: string): CardKind | undefined =>
  Object.hasOwn(CARD_OF_SOURCE, source) ? CARD_OF_SOURCE[source as HistorySource] : undefined;

/** titles and covers of the history rows' content; content gone or hidden since reads 内容已删除 */
async function describe(
  db: PortalDb,
  readers: Readers,
  userId: number,
  rows: HistoryRow[],
): Promise<HistoryItem[]> {
  const refs = rows.flatMap((r) => {
    const kind = cardOf(r.content_source);
    return kind ? [{ kind, id: r.content_id }] : [];
  });
  const cards = await readCards(readers, db, refs, userId);
  return rows.map((r) => {
    const kind = cardOf(r.content_source);
    const found = kind ? cards.get(cardKey(kind, r.content_id)) : undefined;
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

/** what answers "missing" for each source (an article as its own page says it) */
const MISSING: Readonly<Record<HistorySource, string>> = {
  mp_article: '文章不存在或已删除',
  info: ACCOUNT_WALLET_MESSAGES.infoNotFound,
  meeting: ACCOUNT_WALLET_MESSAGES.meetingNotFound,
  ocs_course: ACCOUNT_WALLET_MESSAGES.courseNotFound,
  community_question: ACCOUNT_WALLET_MESSAGES.questionNotFound,
};

/**
 * Checks what a page records and answers the history row's content: the course for a lecture (its
 * progress is recorded apart), else the item itself. Hidden or missing content is 404.
 */
async function recordedContent(
  db: PortalDb,
  readers: Readers,
  userId: number,
  body: SaveHistoryBody,
): Promise<{
  contentId: number;
  lecture?: { courseId: number; videoId: number; duration: number; canWatch: boolean };
}> {
  const { contentSource, contentId } = body;
  const m = ACCOUNT_WALLET_MESSAGES;
  const kind = cardOf(contentSource);
  if (!kind) throw badRequest('内容类型不正确');
  if (contentSource === 'ocs_course' && (body.courseId ?? null) !== null) {
    const courseId = body.courseId!;
    const lecture = await readers.watchableLecture(db, courseId, contentId, userId);
    if (!lecture) throw notFound(m.lectureNotFound);
    return {
      contentId: courseId,
      lecture: { courseId, videoId: lecture.id, duration: lecture.duration, canWatch: lecture.canWatch },
    };
  }
  const card = (await readers.cards[kind](db, [contentId], userId)).get(contentId);
  if (!card) throw notFound(MISSING[contentSource as HistorySource]);
  if (contentSource === 'ocs_course' && body.playDuration != null) throw badRequest(m.courseRequired);
  return { contentId };
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
      return pageList(await describe(app.db, app.readers, me.id, rows), Number(total), pageNo, pageSize);
    },
  );

  await serve(
    app,
    engagementEndpoints.saveHistory,
    { tags, summary: '记录浏览（同一内容只保留最近一次）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { contentSource } = request.body;
      const { contentId, lecture } = await recordedContent(app.db, app.readers, me.id, request.body);
      const t = now();
      const row = await app.db
        .insertInto('browsing_history')
        .values({ user_id: me.id, content_source: contentSource, content_id: contentId, created_at: t })
        .onConflict((oc) =>
          oc.columns(['user_id', 'content_source', 'content_id']).doUpdateSet({ created_at: t }),
        )
        .returning(['id', 'content_source', 'content_id', 'created_at'])
        .executeTakeFirstOrThrow();
      // a paid lecture not bought is recorded as seen, but nothing is credited
      if (lecture?.canWatch && request.body.playDuration != null) {
        // the spec's playDuration is a position like a heartbeat's, credited the same capped way
        // (course-progress.ts): a large value completes nothing
        await creditBeat(app.db, {
          userId: me.id,
          courseId: lecture.courseId,
          lecture: { id: lecture.videoId, duration: lecture.duration },
          position: request.body.playDuration,
          at: t,
        });
      }
      const [item] = await describe(app.db, app.readers, me.id, [row]);
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
