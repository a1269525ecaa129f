import type { SaveArticleBody, SavedPiece } from '@portal/api/contract/article-writing';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import {
  storedTypeOf,
  USER_ARTICLE_REVIEW_TYPE,
  WRITING_KINDS,
  WRITING_LIMITS,
  WRITING_MESSAGES,
  type WritingKind,
  type WritingState,
  writingRefusal,
  writtenPieceUrl,
} from '@portal/api/rules/article-writing';
import { CASE_SECTION_NAMES, dropEmptySections } from '@portal/api/rules/case-sections';
import { mustBeReviewed } from '@portal/api/rules/community';
import { SIDEBAR_CONTENT_TYPES } from '@portal/api/rules/sidebar';
import { UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SessionUserRow } from '../../../auth/sessions';
import { refuseIdentifiers, refuseIdentifiersInSections } from '../../../content-safety/patient-identifiers';
import { charCount, hasVisibleText, multilinePlainText } from '../../../content-safety/plain-text';
import { sanitizeUserRichText } from '../../../content-safety/sanitize';
import type { PortalDb } from '../../../db/database';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { createReviewQueue } from '../../../reviews/review-queue';
import type { ContentRouteOptions } from '../repositories';
import { LISTED_IMAGES, originalsOf, picturesOf, replacePictures, stampPictures } from './watermark';
import { kindOf, type PieceRow, piecesOf, writtenPieces } from './written-pieces';

const tags = ['文章与病例写作'];
const HOUR = 3_600_000;
const SEARCH_TYPE = 'mp_article';

/** What the editor sent, cleaned: markup gone from the plain fields, the body by the allowlist. */
export interface CleanPiece {
  kind: WritingKind;
  title: string;
  summary: string;
  cover: string;
  subspecialtyIds: number[];
  productIds: number[];
  body: string;
  /** the body's text, a line per paragraph: what the de-identification check reads */
  bodyText: string;
  images: string[];
  watermark: boolean;
}

const oneLine = (input: string) => multilinePlainText(input).replace(/\s+/g, ' ').trim();

export function cleanPiece(
  input: Omit<SaveArticleBody, 'publish' | 'userId'>,
  { publishing = false }: { publishing?: boolean } = {},
): CleanPiece {
  // a script's content goes with its tags, line breaks fold: a title and a summary are one line
  const title = oneLine(input.title);
  if (charCount(title) > WRITING_LIMITS.titleMax) throw badRequest(WRITING_MESSAGES.titleTooLong);
  const summary = oneLine(input.summary ?? '');
  if (charCount(summary) > WRITING_LIMITS.summaryMax) throw badRequest(WRITING_MESSAGES.summaryTooLong);
  const cover = (input.cover ?? '').trim();
  if (cover !== '' && (!cover.startsWith(UPLOADED_IMAGE_PREFIX) || /["'<>\s]|\.\./.test(cover)))
    throw badRequest(WRITING_MESSAGES.badCover);
  const subspecialtyIds = [...new Set(input.subspecialtyIds ?? [])];
  if (subspecialtyIds.length > WRITING_LIMITS.subspecialtiesMax)
    throw badRequest(WRITING_MESSAGES.tooManySubspecialties);
  const productIds = [...new Set(input.productIds ?? [])];
  if (productIds.length > WRITING_LIMITS.productsMax) throw badRequest(WRITING_MESSAGES.tooManyProducts);
  const cleaned = sanitizeUserRichText(input.body);
  // a draft keeps the case template's empty headings to write in; the reader never sees them
  const body = publishing && input.type === WRITING_KINDS.case ? dropEmptySections(cleaned) : cleaned;
  const bodyText = multilinePlainText(body);
  if (charCount(bodyText) > WRITING_LIMITS.bodyTextMax) throw badRequest(WRITING_MESSAGES.bodyTooLong);
  const images = picturesOf(body);
  return {
    kind: input.type,
    title,
    summary,
    cover,
    subspecialtyIds,
    productIds,
    body,
    bodyText,
    images,
    watermark: input.watermark ?? false,
  };
}

/**
 * Publishing's own rules: a title and a body, and no unmasked patient identifier in the title, the
 * summary or the body (spec issue 23: the server refuses, never the client alone). The message
 * names the field, the paragraph and what was found.
 */
export function checkPublishable(piece: CleanPiece) {
  if (!hasVisibleText(piece.title)) throw badRequest(WRITING_MESSAGES.titleRequired);
  if (!hasVisibleText(piece.bodyText)) throw badRequest(WRITING_MESSAGES.bodyRequired);
  refuseIdentifiers({ pieceTitle: piece.title, pieceSummary: piece.summary });
  // a case's refusal names its section, as the editor's panel does
  refuseIdentifiersInSections('pieceBody', piece.bodyText, CASE_SECTION_NAMES);
}

/** a piece seeded before the editor has no writing row yet: it starts at version 0 */
async function startWritingRow(trx: PortalDb, id: number, current: PieceRow) {
  await trx
    .insertInto('mp_article_writing')
    .values({
      article_id: id,
      kind: kindOf(current),
      version: 0,
      watermark: 'F',
      updated_at: Number(current.created_at),
    })
    .onConflict((oc) => oc.column('article_id').doNothing())
    .execute();
}

/**
 * Writing cases, articles and popular science (issue 23): the author's own lists, drafts saved as
 * they type, publishing under spec 4's isAuth rules and the moderation rule, edits that name the
 * version they began from (two tabs are told, not overwritten), deletion, the watermark switch.
 * A piece that is not the caller's answers 404 like one that does not exist.
 */
export async function articleWritingRoutes(app: FastifyInstance, options: ContentRouteOptions) {
  const now = options.now ?? Date.now;
  const queue = createReviewQueue(app.db, now);

  function gate(me: SessionUserRow, kind: WritingKind) {
    const refusal = writingRefusal({ identity: me.identity, isAuth: me.is_auth }, kind);
    if (refusal) throw forbidden(refusal);
  }

  async function reviewedAuthor(me: SessionUserRow) {
    const u = await app.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    return mustBeReviewed({ isAuth: me.is_auth, createdAt: Number(u.created_at) }, now());
  }

  /** the subspecialties and products named exist (products through the brands area's reader) */
  async function checkLinks(piece: CleanPiece) {
    if (piece.subspecialtyIds.length) {
      const found = await app.db
        .selectFrom('subspecialties')
        .select('id')
        .where('id', 'in', piece.subspecialtyIds)
        .execute();
      if (found.length !== piece.subspecialtyIds.length) throw badRequest(WRITING_MESSAGES.badSubspecialty);
    }
    if (piece.productIds.length) {
      const found = await app.readers.productsByIds(app.db, piece.productIds);
      if (found.size !== piece.productIds.length) throw badRequest(WRITING_MESSAGES.badProduct);
    }
  }

  async function myPiece(db: PortalDb, meId: number, id: number): Promise<PieceRow> {
    const row = await piecesOf(db).where('a.id', '=', id).where('a.creator_id', '=', meId).executeTakeFirst();
    // another author's piece is as missing as a deleted one: its existence is not told
    if (!row) throw notFound(WRITING_MESSAGES.missing);
    return row;
  }

  /**
   * Its subspecialties, and the products it names as the links its page's 相关器械 and the products'
   * 临床应用 read (`content_products`, which list only published pieces), in the author's order.
   */
  async function writeLinks(trx: PortalDb, id: number, piece: CleanPiece) {
    await trx.deleteFrom('mp_article_subspecialties').where('article_id', '=', id).execute();
    if (piece.subspecialtyIds.length)
      await trx
        .insertInto('mp_article_subspecialties')
        .values(piece.subspecialtyIds.map((s) => ({ article_id: id, subspecialty_id: s })))
        .execute();
    await trx
      .deleteFrom('content_products')
      .where('content_type', '=', SIDEBAR_CONTENT_TYPES.userWritten)
      .where('content_id', '=', id)
      .execute();
    if (piece.productIds.length)
      await trx
        .insertInto('content_products')
        .values(
          piece.productIds.map((productId, sort) => ({
            content_type: SIDEBAR_CONTENT_TYPES.userWritten,
            content_id: id,
            product_id: productId,
            sort,
          })),
        )
        .execute();
  }

  const articleFields = (piece: CleanPiece) => ({
    type: storedTypeOf(piece.kind),
    title: piece.title,
    description: piece.summary,
    cover: piece.cover,
    images: JSON.stringify(piece.images.slice(0, LISTED_IMAGES)),
    body_html: piece.body,
    paragraphs: null,
  });

  /** a pending piece's queue entry, settled when its author withdraws or deletes it */
  async function settlePending(trx: PortalDb, id: number) {
    await trx
      .updateTable('review_queue')
      .set({ status: 'rejected', reason: null, decided_at: now(), decided_by: null })
      .where('content_type', '=', USER_ARTICLE_REVIEW_TYPE)
      .where('content_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  function answer(id: number, state: WritingState, version: number, at: number, message: string) {
    const result: SavedPiece = { id, state, version, url: writtenPieceUrl(id), updatedAt: at };
    return { code: 1 as const, result, message };
  }

  const messageOf = (state: WritingState, updating: boolean) =>
    state === 'pending'
      ? WRITING_MESSAGES.submittedForReview
      : state === 'published'
        ? updating
          ? WRITING_MESSAGES.updated
          : WRITING_MESSAGES.published
        : WRITING_MESSAGES.draftSaved;

  await serve(
    app,
    e.myArticles,
    { tags, summary: '我写的病例、文章与科普（含审核状态与驳回原因；需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      let base = app.db.selectFrom('mp_articles as a').where('a.creator_id', '=', me.id);
      const kind = request.query.type;
      if (kind !== undefined) {
        base = base.where('a.type', '=', storedTypeOf(kind));
        if (kind !== 0) {
          // an article and popular science share the stored type; the editor row tells them apart
          const science = app.db.selectFrom('mp_article_writing').select('article_id').where('kind', '=', 3);
          base = base.where('a.id', kind === 3 ? 'in' : 'not in', science);
        }
      }
      const [{ total }, ids] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .select('a.id')
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const rows = ids.length
        ? await piecesOf(app.db)
            .where(
              'a.id',
              'in',
              ids.map((r) => r.id),
            )
            .orderBy('a.created_at', 'desc')
            .orderBy('a.id', 'desc')
            .execute()
        : [];
      const totalCount = Number(total);
      return {
        code: 1 as const,
        list: await writtenPieces(app.db, rows),
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(
    app,
    e.drafts,
    { tags, summary: '我的草稿箱（最近保存的在前；需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const base = app.db
        .selectFrom('mp_articles as a')
        .where('a.creator_id', '=', me.id)
        .where('a.status', '=', 'draft');
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        piecesOf(app.db)
          .where('a.creator_id', '=', me.id)
          .where('a.status', '=', 'draft')
          .orderBy(sql`coalesce(w.updated_at, a.created_at)`, 'desc')
          .orderBy('a.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const totalCount = Number(total);
      return {
        code: 1 as const,
        list: await writtenPieces(app.db, rows),
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(
    app,
    e.draft,
    { tags, summary: '打开我的一篇草稿或作品继续编辑（仅作者本人；需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const row = await myPiece(app.db, me.id, request.query.id);
      const [[piece], body, subs, products, originals] = await Promise.all([
        writtenPieces(app.db, [row]),
        app.db
          .selectFrom('mp_articles')
          .select('body_html')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('mp_article_subspecialties')
          .select('subspecialty_id')
          .where('article_id', '=', row.id)
          .orderBy('subspecialty_id')
          .execute(),
        app.db
          .selectFrom('content_products')
          .select('product_id')
          .where('content_type', '=', SIDEBAR_CONTENT_TYPES.userWritten)
          .where('content_id', '=', row.id)
          .orderBy('sort')
          .execute(),
        originalsOf(app.db, row.id),
      ]);
      const productIds = products.map((p) => p.product_id);
      const named = await app.readers.productsByIds(app.db, productIds);
      return {
        code: 1 as const,
        result: {
          ...piece!,
          // the editor gets back what the author uploaded, never the watermarked copies
          cover: originals.get(piece!.cover) ?? piece!.cover,
          subspecialtyIds: subs.map((s) => s.subspecialty_id),
          productIds,
          products: productIds.flatMap((id) => {
            const product = named.get(id);
            return product ? [{ id, name: product.name, categoryId: product.categoryId }] : [];
          }),
          // stored cleaned; cleaned again on the way out, as every served body is
          body: replacePictures(sanitizeUserRichText(body.body_html), originals),
        },
      };
    },
  );

  await serve(
    app,
    e.saveArticle,
    {
      tags,
      summary: '新建病例/文章/科普：存为草稿或发布（按认证状态与审核规则；发布前检查患者隐私信息）',
      config: { fieldMessages: { 'body:maxLength': WRITING_MESSAGES.bodyTooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { publish, ...fields } = request.body;
      gate(me, fields.type);
      const piece = cleanPiece(fields, { publishing: publish });
      await checkLinks(piece);
      let state: 'draft' | 'pending' | 'published' = 'draft';
      if (publish) {
        checkPublishable(piece);
        if ((await queue.pendingCount(me.id)) > 0) throw forbidden(WRITING_MESSAGES.pendingReview);
        state = (await reviewedAuthor(me)) ? 'pending' : 'published';
      }
      const at = now();
      const recent = await app.db
        .selectFrom('mp_articles')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('creator_id', '=', me.id)
        .where('created_at', '>', at - HOUR)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= WRITING_LIMITS.newPerHour) throw tooManyRequests(WRITING_MESSAGES.tooMany);
      const id = await app.db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto('mp_articles')
          .values({
            ...articleFields(piece),
            status: state,
            creator_id: me.id,
            views: 0,
            comments: 0,
            diggs: 0,
            favorites: 0,
            essences: 'F',
            bms_auth: 0,
            publish_time: at,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('mp_article_writing')
          .values({
            article_id: saved.id,
            kind: piece.kind,
            version: 1,
            watermark: piece.watermark ? 'T' : 'F',
            updated_at: at,
          })
          .execute();
        await writeLinks(trx, saved.id, piece);
        await stampPictures(trx, saved.id, at);
        if (state === 'pending')
          await createReviewQueue(trx, now).enqueue({
            userId: me.id,
            contentType: USER_ARTICLE_REVIEW_TYPE,
            contentId: saved.id,
          });
        return saved.id;
      });
      if (state === 'published') await app.searchEngine.refresh(app.db, SEARCH_TYPE, [id]);
      return answer(id, state, 1, at, messageOf(state, false));
    },
  );

  await serve(
    app,
    e.updateArticle,
    {
      tags,
      summary: '修改我的草稿或作品（带上打开时的版本；已在其他窗口修改则拒绝）',
      config: { fieldMessages: { 'body:maxLength': WRITING_MESSAGES.bodyTooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { publish, id, version, userId: _ignored, ...fields } = request.body;
      const current = await myPiece(app.db, me.id, id);
      gate(me, fields.type);
      if (current.status !== 'draft' && kindOf(current) !== fields.type)
        throw badRequest(WRITING_MESSAGES.kindChange);
      const piece = cleanPiece(fields, { publishing: publish });
      await checkLinks(piece);

      // what it becomes: a draft stays one unless sent; a sent piece withdrawn is a draft again;
      // a published piece edited by an author the rules review waits for review again
      let status: 'draft' | 'pending' | 'published' = 'draft';
      if (publish) {
        checkPublishable(piece);
        if (current.status === 'draft' && (await queue.pendingCount(me.id)) > 0)
          throw forbidden(WRITING_MESSAGES.pendingReview);
        status =
          current.status === 'pending' ? 'pending' : (await reviewedAuthor(me)) ? 'pending' : 'published';
      }
      const at = now();
      const nextVersion = await app.db.transaction().execute(async (trx) => {
        await startWritingRow(trx, id, current);
        // the version moves first: of two updates from the same version, one moves it and the
        // other finds it moved, changes nothing and is told
        const moved = await trx
          .updateTable('mp_article_writing')
          .set({
            version: version + 1,
            kind: piece.kind,
            watermark: piece.watermark ? 'T' : 'F',
            updated_at: at,
          })
          .where('article_id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, WRITING_MESSAGES.staleVersion);
        await trx
          .updateTable('mp_articles')
          .set({
            ...articleFields(piece),
            status,
            ...(status === 'published' && current.status !== 'published' ? { publish_time: at } : {}),
          })
          .where('id', '=', id)
          .where('creator_id', '=', me.id)
          .execute();
        await writeLinks(trx, id, piece);
        await stampPictures(trx, id, at);
        if (status === 'pending' && current.status !== 'pending')
          await createReviewQueue(trx, now).enqueue({
            userId: me.id,
            contentType: USER_ARTICLE_REVIEW_TYPE,
            contentId: id,
          });
        if (status === 'draft' && current.status === 'pending') await settlePending(trx, id);
        return version + 1;
      });
      // published, or no longer: the search index follows
      if (status === 'published' || current.status === 'published')
        await app.searchEngine.refresh(app.db, SEARCH_TYPE, [id]);
      return answer(id, status, nextVersion, at, messageOf(status, current.status === 'published'));
    },
  );

  await serve(
    app,
    e.deleteArticle,
    { tags, summary: '删除我的草稿或作品（仅作者本人；需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const current = await myPiece(app.db, me.id, request.body.id);
      await app.db.transaction().execute(async (trx) => {
        if (current.status === 'pending') await settlePending(trx, current.id);
        // its product links name it by id, without a key to cascade
        await trx
          .deleteFrom('content_products')
          .where('content_type', '=', SIDEBAR_CONTENT_TYPES.userWritten)
          .where('content_id', '=', current.id)
          .execute();
        await trx
          .deleteFrom('mp_articles')
          .where('id', '=', current.id)
          .where('creator_id', '=', me.id)
          .execute();
      });
      if (current.status === 'published') await app.searchEngine.refresh(app.db, SEARCH_TYPE, [current.id]);
      return { code: 1 as const, result: { id: current.id }, message: WRITING_MESSAGES.deleted };
    },
  );

  await serve(
    app,
    e.watermark,
    { tags, summary: '图片水印开关（作者本人；带上打开时的版本）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { id, watermark, version } = request.body;
      const current = await myPiece(app.db, me.id, id);
      gate(me, kindOf(current));
      const at = now();
      await app.db.transaction().execute(async (trx) => {
        await startWritingRow(trx, id, current);
        const moved = await trx
          .updateTable('mp_article_writing')
          .set({ version: version + 1, watermark: watermark ? 'T' : 'F', updated_at: at })
          .where('article_id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, WRITING_MESSAGES.staleVersion);
        await stampPictures(trx, id, at);
      });
      return {
        code: 1 as const,
        result: { id, watermark, version: version + 1 },
        message: watermark ? WRITING_MESSAGES.watermarkOn : WRITING_MESSAGES.watermarkOff,
      };
    },
  );
}
