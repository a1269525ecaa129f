import type { ParagraphBlock } from '@portal/api/contract/article';
import type { Insertable } from 'kysely';
import type { CommentDiggsTable, CommentsTable } from '../../../comments/schema';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import type { CollectionsTable, ContentDiggsTable } from '../../../engagement/schema';
import type { UserFollowsTable, UsersTable } from '../../../people/schema';
import {
  type ArticleContext,
  type ArticleKind,
  composeBody,
  composeSummary,
  composeTitle,
  ledBy,
  mayLead,
} from '../../../seed/article-content';
import { type Rng, within } from '../../../seed/random';
import { type ClinicalTopic, conditionsOf, SUBSPECIALTY_TREE } from '../../../seed/subspecialties';
import type { Hospital } from '../../../seed/vocabulary';
import { checkBlocksForWrite } from './paragraph-blocks';
import type { MpArticleSubspecialtiesTable, MpArticlesTable } from './schema';

/** User-written articles and cases with their comments, likes, collections and follows. */
export interface UgcData {
  mpArticles: Insertable<MpArticlesTable>[];
  mpArticleSubspecialties: Insertable<MpArticleSubspecialtiesTable>[];
  comments: Insertable<CommentsTable>[];
  commentDiggs: Insertable<CommentDiggsTable>[];
  contentDiggs: Insertable<ContentDiggsTable>[];
  collections: Insertable<CollectionsTable>[];
  userFollows: Insertable<UserFollowsTable>[];
}

export const UGC_ARTICLES_PER_SCALE = 400;
export const UGC_CASES_PER_SCALE = 300;

const DAY = 86_400_000;
/** every condition of the tree, variants included */
const CONDITIONS = SUBSPECIALTY_TREE.flatMap((g) => g.children.flatMap((leaf) => conditionsOf(leaf)));
const MP_ARTICLE = 'mp_article';
/** collections content type of a user-written article or case */
const COLLECT_MP_ARTICLE = 3;

const ARTICLE_KINDS_UGC: readonly (readonly [ArticleKind, number])[] = [
  ['technique', 45],
  ['research', 25],
  ['guideline', 20],
  ['case', 10],
];

const COMMENTS: readonly string[] = [
  '学习了，手术视野暴露得非常清楚。',
  '感谢分享，请问术中是否使用了神经电生理监测？',
  '病例很典型，术前影像评估值得借鉴。',
  '请教一下，术后抗癫痫药物一般用多久？',
  '非常实用的经验总结，收藏了。',
  '这个入路我们科也在开展，效果不错。',
  '术后随访时间再长一些就更有说服力了。',
  '图片很清晰，关键步骤讲解到位。',
  '请问患者术后有没有出现脑脊液漏？',
  '多学科讨论的思路很好，值得推广。',
  '老师讲得很透彻，期待更多病例分享。',
  '对基层医院很有指导意义。',
  '止血的细节处理得很漂亮。',
  '这类患者的手术时机怎么把握？',
  '赞！规范化诊疗就是要这样做。',
  '我们中心也遇到过类似的病例，结局差不多。',
];

const REPLIES: readonly string[] = [
  '同问，期待作者解答。',
  '谢谢关注，术中全程做了电生理监测。',
  '一般术后规律服药3到6个月，再根据脑电图调整。',
  '没有出现，硬膜做了水密缝合。',
  '说得对，术前评估很关键。',
  '我们的经验是尽早手术，预后更好。',
  '赞同楼上的观点。',
  '感谢老师的补充！',
  '可以参考最新的专家共识。',
  '这个问题值得进一步讨论。',
];

/**
 * `tops` top-level comments on one item, after `start`, some with replies (the first reply and
 * about half of the rest by `answererId`, the author; some answer an earlier reply). Appends
 * comment and comment-like rows to `into`; returns how many comments it added (the item's counter).
 * A comment that would come after `now` is not written (a recent item has had less time to
 * gather them), but its draws are still made, so the items after it stay as they were.
 */
export function addCommentThreads(
  r: Rng,
  into: Pick<UgcData, 'comments' | 'commentDiggs'>,
  o: {
    targetType: string;
    targetId: number;
    start: number;
    tops: number;
    userIds: readonly number[];
    answererId: number;
    now: number;
    nextId: () => number;
  },
): number {
  const { userIds } = o;
  let commentCount = 0;
  let t = o.start;
  for (let c = 0; c < o.tops; c++) {
    t += r.int(5, 3 * 24 * 60) * 60_000;
    const topUser = r.pick(userIds);
    const topDiggers = r.sample(userIds, r.skewed(0, 8, 3));
    const topText = r.pick(COMMENTS);
    const topId = t <= o.now ? o.nextId() : null;
    if (topId !== null) {
      into.comments.push({
        id: topId,
        target_type: o.targetType,
        target_id: o.targetId,
        parent_id: null,
        reply_to_user_id: null,
        user_id: topUser,
        text: topText,
        diggs: topDiggers.length,
        created_at: t,
      });
      for (const u of topDiggers) into.commentDiggs.push({ comment_id: topId, user_id: u });
      commentCount += 1;
    }
    const replies = r.chance(0.12) ? r.int(5, 9) : r.chance(0.4) ? r.int(1, 3) : 0;
    const thread: number[] = [topUser];
    let rt = t;
    for (let k = 0; k < replies; k++) {
      rt += r.int(1, 24 * 60) * 60_000;
      const replier = k === 0 || r.chance(0.5) ? o.answererId : r.pick(userIds);
      // some replies answer an earlier reply rather than the top comment
      const answers = thread.length > 1 && r.chance(0.3) ? r.pick(thread.slice(1)) : null;
      const diggers = r.sample(userIds, r.skewed(0, 4, 3));
      const text = r.pick(REPLIES);
      thread.push(replier);
      if (topId === null || rt > o.now) continue;
      const replyId = o.nextId();
      into.comments.push({
        id: replyId,
        target_type: o.targetType,
        target_id: o.targetId,
        parent_id: topId,
        reply_to_user_id: answers,
        user_id: replier,
        text,
        diggs: diggers.length,
        created_at: rt,
      });
      for (const u of diggers) into.commentDiggs.push({ comment_id: replyId, user_id: u });
      commentCount += 1;
    }
  }
  return commentCount;
}

/** `INFO_TARGET` of the info module (the seed does not import route modules' constants) */
const INFO = 'info';

/**
 * Comments with replies on news items, ids after `firstCommentId`; the comment counter of each
 * item as it follows from its rows. Commenters are any users; the first byline with a portal
 * account (else a random user) answers.
 */
export function buildInfoComments(
  r: Rng,
  o: {
    infos: readonly { id: number; publishDate: number; answererId: number | null }[];
    userIds: readonly number[];
    now: number;
    firstCommentId: number;
  },
): Pick<UgcData, 'comments' | 'commentDiggs'> & { counts: Map<number, number> } {
  const out: Pick<UgcData, 'comments' | 'commentDiggs'> & { counts: Map<number, number> } = {
    comments: [],
    commentDiggs: [],
    counts: new Map(),
  };
  if (o.userIds.length === 0) return out;
  let commentId = o.firstCommentId;
  for (const info of o.infos) {
    const n = addCommentThreads(r, out, {
      targetType: INFO,
      targetId: info.id,
      start: info.publishDate,
      tops: r.skewed(0, 4, 4),
      userIds: o.userIds,
      answererId: info.answererId ?? r.pick(o.userIds),
      now: o.now,
      nextId: () => ++commentId,
    });
    out.counts.set(info.id, n);
  }
  return out;
}

/** every BLOCK_FORM_EVERY-th case keeps its body in block form too (spec 3) */
export const BLOCK_FORM_EVERY = 8;

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * Our seeded body templates (h2/h3, p, lists, quotes, figures) as blocks: headings become titles,
 * a list one txt block with a line per item, a figure an img with its caption. No video: the
 * server has no playable file to point a seeded video block at.
 */
export function blocksFromSeedHtml(html: string): ParagraphBlock[] {
  const blocks: ParagraphBlock[] = [];
  const element = /<(h2|h3|p|ul|ol|blockquote|figure)>([\s\S]*?)<\/\1>/g;
  for (const [, tag, inner = ''] of html.matchAll(element)) {
    if (tag === 'h2' || tag === 'h3') blocks.push({ type: 'title', text: textOf(inner) });
    else if (tag === 'ul' || tag === 'ol') {
      const items = [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m, i) =>
        tag === 'ol' ? `${i + 1}. ${textOf(m[1] ?? '')}` : `· ${textOf(m[1] ?? '')}`,
      );
      blocks.push({ type: 'txt', text: items.join('\n') });
    } else if (tag === 'figure') {
      const src = /<img[^>]*\ssrc="([^"]+)"/.exec(inner)?.[1];
      const caption = /<figcaption>([\s\S]*?)<\/figcaption>/.exec(inner)?.[1];
      if (src) blocks.push({ type: 'img', resource: src, ...(caption ? { text: textOf(caption) } : {}) });
    } else blocks.push({ type: 'txt', text: textOf(inner) });
  }
  return checkBlocksForWrite(blocks.filter((b) => b.type === 'img' || b.text));
}

export function buildUgc<A extends { userId: number; name: string; department: string; hospital: Hospital }>(
  r: Rng,
  options: {
    articles: number;
    cases: number;
    now: number;
    users: readonly Insertable<UsersTable>[];
    /** verified doctors: the creators */
    authors: readonly A[];
    /** a context for a topic and an author, from the info generator */
    /** `condition`: the one to write about, when a case must cover it */
    makeContext: (
      r: Rng,
      id: number,
      publishTime: number,
      author: A,
      condition?: ClinicalTopic,
    ) => ArticleContext;
    subspecialtyOf: (topic: ClinicalTopic) => { childId: number; parentId: number | undefined };
    /** a verified doctor demo account (gets a draft and a pending piece) */
    pendingAuthorId?: number;
    /**
     * a stream of its own for the author of a piece the one drawn may not lead (mayLead: a case or
     * technique by a doctor who does not operate), so the pieces after it stay as they were
     */
    fit: Rng;
  },
): UgcData {
  const data: UgcData = {
    mpArticles: [],
    mpArticleSubspecialties: [],
    comments: [],
    commentDiggs: [],
    contentDiggs: [],
    collections: [],
    userFollows: [],
  };
  const { now, users, authors } = options;
  if (authors.length === 0) return data;
  const userIds = users.map((u) => u.id as number);
  const pool = r.shuffle(authors);
  const total = options.articles + options.cases;
  const times: number[] = [];
  for (let i = 0; i < total; i++) {
    const day = now - r.int(1, 2 * 365) * DAY;
    times.push(Math.floor(day / DAY) * DAY + (r.int(7 * 60, 23 * 60) - 8 * 60) * 60_000);
  }
  times.sort((a, b) => a - b);
  // cases are spread among the articles, not all at the end
  const types = r.shuffle([
    ...Array.from({ length: options.articles }, () => 'article' as const),
    ...Array.from({ length: options.cases }, () => 'case' as const),
  ]);
  const titles = new Set<string>();
  let commentId = 0;
  let caseCount = 0;
  // every condition of the tree has a published case when there are enough of them: once the
  // cases left are as many as the conditions no case has yet, each takes one of those (from `fit`),
  // so the cases tab answers a search for any condition
  const statusAt = (index: number): MpArticlesTable['status'] =>
    options.pendingAuthorId !== undefined && index === total - 1
      ? 'pending'
      : options.pendingAuthorId !== undefined && index === total - 2
        ? 'draft'
        : 'published';
  const uncovered = new Set(options.cases >= CONDITIONS.length ? CONDITIONS : []);
  let publishedCasesLeft = types.filter((t, i) => t === 'case' && statusAt(i) === 'published').length;

  times.forEach((publishTime, index) => {
    const id = index + 1;
    const type = types[index] ?? 'article';
    const status = statusAt(index);
    const covering = type === 'case' && status === 'published';
    const condition =
      covering && uncovered.size > 0 && publishedCasesLeft <= uncovered.size
        ? options.fit.pick([...uncovered])
        : undefined;
    // the demo account's draft and pending piece are theirs, byline and all
    const own = status === 'published' ? undefined : pool.find((a) => a.userId === options.pendingAuthorId);
    let author = own ?? pool[r.skewed(0, pool.length - 1, 2)] ?? pool[0]!;
    let context = options.makeContext(r, id, publishTime, author, condition);
    const kind = type === 'case' ? 'case' : r.weighted(ARTICLE_KINDS_UGC);
    context = { ...context, kind };
    // a case or technique is its author's own operating: one who may not lead it gives way to one
    // who may (the pool's order, so the prolific surgeons are the prolific authors)
    if (!mayLead(context, author.department, author.hospital)) {
      const fitting = pool.filter((a) => mayLead(context, a.department, a.hospital));
      const lead = fitting[options.fit.skewed(0, Math.max(0, fitting.length - 1), 2)];
      if (lead) {
        author = lead;
        context = ledBy(context, { name: lead.name, hospital: lead.hospital }, lead.department);
      }
    }
    const creatorId = author.userId;
    let title = composeTitle(context, r);
    for (let attempt = 0; titles.has(title) && attempt < 50; attempt++) {
      context = { ...options.makeContext(r, id, publishTime, author, condition), kind };
      title = composeTitle(context, r);
    }
    if (titles.has(title)) title = `${title}（${id}）`;
    titles.add(title);
    if (covering) {
      uncovered.delete(context.topic);
      publishedCasesLeft -= 1;
    }

    const imageCount = r.int(0, 3);
    const images = Array.from({ length: imageCount }, (_, n) => `/media/cover/mp-${id}-${n + 1}.svg`);
    const essences = r.chance(0.08);
    const ageDays = (now - publishTime) / DAY;
    const reach = Math.min(1, 0.2 + ageDays / 30);
    const views = Math.max(
      30,
      Math.round((essences ? r.skewed(2000, 30_000, 2) : r.skewed(30, 30_000, 4)) * reach),
    );

    // likes and collections as rows, so the counters equal what toggles later see
    const likers =
      status === 'published' ? r.sample(userIds, Math.min(userIds.length, r.skewed(0, 40, 3))) : [];
    const collectors =
      status === 'published' ? r.sample(userIds, Math.min(userIds.length, r.skewed(0, 15, 3))) : [];
    for (const u of likers) data.contentDiggs.push({ target_type: MP_ARTICLE, target_id: id, user_id: u });
    for (const u of collectors) {
      data.collections.push({
        user_id: u,
        content_type: COLLECT_MP_ARTICLE,
        content_id: id,
        created_at: within(r, publishTime, 30 * DAY, now),
      });
    }

    // comments: most pieces have a few, some a long thread (5+ replies) to page through
    const tops = status === 'published' ? r.skewed(0, 12, 2) : 0;
    const commentCount = addCommentThreads(r, data, {
      targetType: MP_ARTICLE,
      targetId: id,
      start: publishTime,
      tops,
      userIds,
      answererId: author.userId,
      now,
      nextId: () => ++commentId,
    });

    const row: Insertable<MpArticlesTable> = {
      id,
      type,
      status,
      creator_id: creatorId,
      title,
      description: composeSummary(context, r),
      cover: `/media/cover/mp-${id}.svg`,
      images: JSON.stringify(images),
      publish_time: publishTime,
      views: status === 'published' ? views : 0,
      comments: commentCount,
      diggs: likers.length,
      favorites: collectors.length,
      essences: essences ? 'T' : 'F',
      bms_auth: r.chance(0.05) ? 1 : 0,
      created_at: publishTime - r.int(10, 2 * 24 * 60) * 60_000,
      // our own templates, but every article body goes through the same allowlist on write
      body_html: sanitizeRichText(composeBody(context, r)),
      paragraphs: null,
    };
    // derived from the body without drawing from `r`, so the rest of the seed stays as it was
    if (type === 'case' && ++caseCount % BLOCK_FORM_EVERY === 1) {
      row.paragraphs = JSON.stringify(blocksFromSeedHtml(row.body_html));
    }
    data.mpArticles.push(row);
    const { childId, parentId } = options.subspecialtyOf(context.topic);
    data.mpArticleSubspecialties.push({ article_id: id, subspecialty_id: childId });
    if (parentId !== undefined && r.chance(0.5)) {
      data.mpArticleSubspecialties.push({ article_id: id, subspecialty_id: parentId });
    }
  });

  // follows: readers follow the creators they like; a few follow many
  const creators = [...new Set(data.mpArticles.map((a) => a.creator_id))];
  const seen = new Set<string>();
  for (const follower of userIds) {
    const n = r.skewed(0, Math.min(12, creators.length), 3);
    for (const followee of r.sample(creators, n)) {
      const key = `${follower}:${followee}`;
      if (followee === follower || seen.has(key)) continue;
      seen.add(key);
      data.userFollows.push({
        follower_id: follower,
        followee_id: followee,
        created_at: now - r.int(1, 365) * DAY,
      });
    }
  }
  return data;
}
