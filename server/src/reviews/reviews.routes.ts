import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { userEndpoints } from '@portal/api/endpoints/user';
import { MESSAGE_TEXTS, SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import {
  REVIEW_DECISIONS,
  REVIEW_KIND_LABELS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewDecision,
} from '@portal/api/rules/reviews';
import type { FastifyInstance } from 'fastify';
import { plainText } from '../content-safety/plain-text';
import { AppError, badRequest, forbidden, notFound } from '../lib/app-error';
import { pageList } from '../lib/envelope';
import { serve, signedInFirst } from '../lib/serve-endpoint';
import { notify } from '../notices/notify';
import { type ReviewedContent, type ReviewKinds, reviewedVersion } from './review-kinds';
import { createReviewQueue } from './review-queue';

const tags = ['内容审核'];

export interface ReviewRoutesOptions {
  /** what each area queues, and what a decision does to it */
  kinds?: ReviewKinds;
  /** the mobiles of the accounts that may review (`PORTAL_MODERATOR_MOBILES`) */
  moderatorMobiles?: readonly string[];
  now?: () => number;
}

const isDecision = (value: string): value is ReviewDecision =>
  (REVIEW_DECISIONS as readonly string[]).includes(value);

export async function reviewRoutes(app: FastifyInstance, options: ReviewRoutesOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const kinds = options.kinds ?? {};
  const moderators = new Set(options.moderatorMobiles ?? []);
  const queue = createReviewQueue(app.db, now);

  /** the session's user when they are a moderator; 403 otherwise (the session, never the request, says who) */
  async function moderator(request: { requireUser(): Promise<{ id: number }> }) {
    const me = await request.requireUser();
    const row = await app.db.selectFrom('users').select('mobile').where('id', '=', me.id).executeTakeFirst();
    if (!row || !moderators.has(row.mobile)) throw forbidden(REVIEW_MESSAGES.notModerator);
    return me;
  }

  await serve(
    app,
    userEndpoints.pendingContent,
    { tags, summary: '当前用户是否有审核中的内容（有则不能发布新内容）' },
    async (request) => {
      // userId in the request is ignored: the session says whose content
      const me = await request.requireUser();
      const count = await queue.pendingCount(me.id);
      return { code: 1 as const, result: { pending: count > 0, count } };
    },
  );

  await serve(
    app,
    r.pending,
    { tags, summary: '待审核内容（最早提交的在前；仅审核员）', preValidation: signedInFirst },
    async (request) => {
      await moderator(request);
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = Math.min(request.query.pageSize ?? REVIEW_LIMITS.pageSize, 50);
      const known = Object.keys(kinds);
      const { contentType } = request.query;
      if (contentType !== undefined && !known.includes(contentType)) return pageList([], 0, pageNo, pageSize);
      const scope = app.db
        .selectFrom('review_queue')
        .where('status', '=', 'pending')
        .where('content_type', 'in', contentType ? [contentType] : known.length ? known : ['-']);
      const [rows, total] = await Promise.all([
        scope
          .selectAll()
          .orderBy('created_at')
          .orderBy('id')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        scope.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      const described = new Map<string, Map<number, ReviewedContent>>();
      for (const type of new Set(rows.map((row) => row.content_type)))
        described.set(
          type,
          await kinds[type]!.describe(
            app.db,
            rows.filter((row) => row.content_type === type).map((row) => row.content_id),
          ),
        );
      const authorIds = [...new Set(rows.map((row) => row.user_id))];
      const authors = authorIds.length
        ? await app.db
            .selectFrom('users')
            .select(['id', 'real_name', 'identity', 'is_auth', 'company', 'created_at'])
            .where('id', 'in', authorIds)
            .execute()
        : [];
      const authorById = new Map(authors.map((a) => [a.id, a]));
      const items = rows.flatMap((row) => {
        const content = described.get(row.content_type)?.get(row.content_id);
        const author = authorById.get(row.user_id);
        // content deleted since it was queued: nothing to review
        if (!content || !author) return [];
        return [
          {
            id: row.id,
            contentType: row.content_type,
            contentId: row.content_id,
            ...content,
            author: {
              id: author.id,
              realName: author.real_name,
              identity: author.identity,
              isAuth: author.is_auth,
              company: author.company ?? '',
              registeredAt: Number(author.created_at),
            },
            submittedAt: Number(row.created_at),
            version: reviewedVersion(content),
          },
        ];
      });
      return pageList(items, Number(total.n), pageNo, pageSize);
    },
  );

  await serve(
    app,
    r.decide,
    {
      tags,
      summary: '审核通过或驳回（驳回需填写原因，作者可见；仅审核员）',
      preValidation: signedInFirst,
      config: {
        fieldMessages: {
          'reason:maxLength': REVIEW_MESSAGES.reasonTooLong,
          version: REVIEW_MESSAGES.refreshFirst,
        },
      },
    },
    async (request) => {
      const me = await moderator(request);
      const { id, decision, version } = request.body;
      // a page from before versions cannot say what it showed: it decides nothing
      if (!version) throw badRequest(REVIEW_MESSAGES.refreshFirst);
      if (!isDecision(decision)) throw badRequest(REVIEW_MESSAGES.badDecision);
      const reason = plainText(request.body.reason ?? '').trim();
      if (decision === 'reject' && !reason) throw badRequest(REVIEW_MESSAGES.reasonRequired);
      if (Array.from(reason).length > REVIEW_LIMITS.reasonMax)
        throw badRequest(REVIEW_MESSAGES.reasonTooLong);
      const item = await app.db
        .selectFrom('review_queue')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      const kind = item ? kinds[item.content_type] : undefined;
      if (!item || !kind) throw notFound(REVIEW_MESSAGES.missing);
      const at = now();
      const refresh = await app.db.transaction().execute(async (trx) => {
        // the content's row first, as an author's edit takes it (then the queue's): an edit that
        // is being written finishes before the version below is read, never after it
        await kind.lock(trx, item.content_id);
        // the conditional move decides a race: of two moderators, one decides, the other hears so
        const moved = await createReviewQueue(trx, now).decide(
          id,
          decision === 'approve' ? 'approved' : 'rejected',
          {
            moderatorId: me.id,
            ...(decision === 'reject' ? { reason } : {}),
          },
        );
        if (!moved) throw new AppError(409, REVIEW_MESSAGES.alreadyDecided);
        const shown = (await kind.describe(trx, [item.content_id])).get(item.content_id);
        if (!shown) throw notFound(REVIEW_MESSAGES.missing);
        // edited since the page showed it: refused, and the throw takes the move back (the item
        // stays in the queue, listed with its new text and version)
        if (reviewedVersion(shown) !== version) throw new AppError(412, REVIEW_MESSAGES.changedSinceShown);
        // the author hears the decision, whatever the kind (the kind says what it is and where)
        const noun = REVIEW_KIND_LABELS[item.content_type] ?? SUBJECT_NOUNS.content;
        const title = shown.title;
        await notify(trx, {
          userId: item.user_id,
          kind: 'Review',
          title:
            decision === 'approve'
              ? MESSAGE_TEXTS.approved(noun, title)
              : MESSAGE_TEXTS.rejected(noun, title),
          content:
            decision === 'approve' ? MESSAGE_TEXTS.approvedContent : MESSAGE_TEXTS.rejectedContent(reason),
          url: shown.url,
          subject: `${item.content_type}:${item.content_id}`,
          key: `review:${item.id}`,
          at,
        });
        if (decision === 'reject') {
          await kind.reject(trx, item.content_id, at);
          return undefined;
        }
        return (await kind.approve(trx, item.content_id, at)).refresh;
      });
      if (refresh) await app.searchEngine.refresh(app.db, refresh.type, refresh.ids);
      return {
        code: 1 as const,
        result: { id, status: decision === 'approve' ? ('approved' as const) : ('rejected' as const) },
        message: decision === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected,
      };
    },
  );
}
