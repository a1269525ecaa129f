import { MESSAGE_TEXTS, WALLET_URL } from '@portal/api/rules/account-messages';
import { formatYuan } from '@portal/api/rules/payments';
import { REVIEW_KIND_LABELS } from '@portal/api/rules/reviews';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { noticeComment, noticeFollow, noticeLike } from '../../../notices/events';
import { actorOf, notify } from '../../../notices/notify';
import { readSubject } from '../../../notices/subjects';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { createRng, type Rng } from '../../../seed/random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** system broadcasts, oldest first: days before the seed's moment */
const BROADCASTS: readonly { daysAgo: number; title: string; content: string; url: string }[] = [
  {
    daysAgo: 400,
    title: '脑医汇全新改版上线',
    content: '资讯、会议、病例、社区问答一站式浏览，欢迎体验并提出宝贵意见。',
    url: '/',
  },
  {
    daysAgo: 120,
    title: '身份认证流程优化',
    content: '上传执业证书后最快 1 个工作日完成审核，认证医生可发布病例、文章与回答。',
    url: '/personaldata',
  },
  {
    daysAgo: 45,
    title: '社区问答「邀请回答」功能上线',
    content: '遇到疑难问题，可邀请认证医生为你解答，被邀请的医生会在消息中心收到通知。',
    url: '/topic-circle/',
  },
  {
    daysAgo: 12,
    title: '全国神经外科青年医师手术视频大赛开始报名',
    content: '报名截止前上传手术视频即可参赛，优秀作品将在会议频道展映。',
    url: '/meeting/home',
  },
  {
    daysAgo: 3,
    title: '系统维护通知',
    content: '本周六 02:00–04:00 进行系统维护，期间直播与支付功能暂停使用，敬请谅解。',
    url: '',
  },
  {
    daysAgo: 0.5,
    title: '新版消息中心上线',
    content: '回复、点赞、关注、邀请回答、审核结果与订单消息分类展示，可在消息设置中关闭不想接收的类别。',
    url: '/message-center',
  },
];

/** at most this many events of a kind per account, newest first */
const CAP = { likes: 60, commentLikes: 10, comments: 20, follows: 15, invites: 10, orders: 10 } as const;

/** a moment in (from, now], for events whose rows keep no time (likes) */
const after = (r: Rng, from: number, now: number) =>
  Math.min(now - HOUR, Math.max(from, now - 60 * DAY) + r.int(1, 30) * HOUR + r.int(0, 59) * 60_000);

/**
 * Every message of one demo account, produced by the same functions the live events call, from
 * what the seed already holds: likes and comments of their articles, cases, answers and comments,
 * their followers, invitations to answer, decided reviews and orders.
 */
async function produce(db: PortalDb, userId: number, r: Rng, now: number): Promise<void> {
  const [articles, answers] = await Promise.all([
    db.selectFrom('mp_articles').select(['id', 'publish_time']).where('creator_id', '=', userId).execute(),
    db
      .selectFrom('community_answers')
      .select(['id', 'created_at'])
      .where('creator_id', '=', userId)
      .execute(),
  ]);
  const targets = [
    ...articles.map((a) => ({ type: 'mp_article', id: a.id, at: Number(a.publish_time) })),
    ...answers.map((a) => ({ type: 'community_answer', id: a.id, at: Number(a.created_at) })),
  ].sort((a, b) => b.at - a.at);

  // likes of their content, grouped in the Like tab by item
  let likes = 0;
  for (const target of targets) {
    if (likes >= CAP.likes) break;
    const likers = await db
      .selectFrom('content_diggs')
      .select('user_id')
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .orderBy('user_id')
      .limit(12)
      .execute();
    for (const { user_id } of likers) {
      if (
        await noticeLike(db, {
          targetType: target.type,
          targetId: target.id,
          likerId: user_id,
          at: after(r, target.at, now),
        })
      )
        likes++;
    }
  }
  const commentLikes = await db
    .selectFrom('comment_diggs as d')
    .innerJoin('comments as c', 'c.id', 'd.comment_id')
    .select(['d.comment_id', 'd.user_id', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .limit(CAP.commentLikes)
    .execute();
  for (const like of commentLikes)
    await noticeLike(db, {
      targetType: 'comment',
      targetId: like.comment_id,
      likerId: like.user_id,
      at: after(r, Number(like.created_at), now),
    });

  // comments on their content, and replies to their comments
  const onContent = targets.length
    ? await db
        .selectFrom('comments')
        .select(['id', 'target_type', 'target_id', 'user_id', 'text', 'created_at'])
        .where('parent_id', 'is', null)
        .where((eb) =>
          eb.or(targets.map((t) => eb.and([eb('target_type', '=', t.type), eb('target_id', '=', t.id)]))),
        )
        .orderBy('created_at', 'desc')
        .limit(CAP.comments)
        .execute()
    : [];
  for (const c of onContent)
    await noticeComment(db, {
      id: c.id,
      targetType: c.target_type,
      targetId: c.target_id,
      authorId: c.user_id,
      text: c.text,
      repliedTo: null,
      at: Number(c.created_at),
    });
  const replies = await db
    .selectFrom('comments as reply')
    .innerJoin('comments as parent', 'parent.id', 'reply.parent_id')
    .select([
      'reply.id',
      'reply.target_type',
      'reply.target_id',
      'reply.user_id',
      'reply.text',
      'reply.created_at',
      'reply.reply_to_user_id',
      'parent.id as parent_id',
      'parent.user_id as parent_user_id',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('parent.user_id', '=', userId), eb('reply.reply_to_user_id', 'is', null)]),
        eb('reply.reply_to_user_id', '=', userId),
      ]),
    )
    .orderBy('reply.created_at', 'desc')
    .limit(CAP.comments)
    .execute();
  for (const c of replies)
    await noticeComment(db, {
      id: c.id,
      targetType: c.target_type,
      targetId: c.target_id,
      authorId: c.user_id,
      text: c.text,
      repliedTo: { commentId: c.parent_id, userId },
      at: Number(c.created_at),
    });

  // followers
  const follows = await db
    .selectFrom('user_follows')
    .select(['follower_id', 'created_at'])
    .where('followee_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(CAP.follows)
    .execute();
  for (const f of follows)
    await noticeFollow(db, { followerId: f.follower_id, followeeId: userId, at: Number(f.created_at) });

  // invitations to answer
  const invites = await db
    .selectFrom('community_invitations as i')
    .innerJoin('community_questions as q', 'q.id', 'i.question_id')
    .select(['i.question_id', 'i.inviter_id', 'i.created_at', 'q.title', 'q.creator_id', 'q.is_hide_creator'])
    .where('i.invitee_id', '=', userId)
    .orderBy('i.created_at', 'desc')
    .limit(CAP.invites)
    .execute();
  for (const i of invites) {
    // as the invitation writes it: the asker of an anonymous question is 匿名用户, with no actor
    const inviter = await actorOf(db, i.inviter_id, 'community', {
      hidden: i.is_hide_creator === 'T' && i.creator_id === i.inviter_id,
    });
    await notify(db, {
      userId,
      kind: 'Invite',
      title: MESSAGE_TEXTS.invited(inviter.name),
      content: i.title,
      url: `/topic-circle/questionhome?id=${i.question_id}`,
      actorId: i.inviter_id,
      actorConcealed: inviter.concealed,
      subject: `community_question:${i.question_id}`,
      key: `invite:${i.question_id}`,
      at: Number(i.created_at),
    });
  }

  // decided reviews
  const reviews = await db
    .selectFrom('review_queue')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['approved', 'rejected'])
    .execute();
  for (const item of reviews) {
    const subject = await readSubject(
      db,
      item.content_type === 'mparticle' ? 'mp_article' : item.content_type,
      item.content_id,
    );
    const noun = REVIEW_KIND_LABELS[item.content_type] ?? subject?.noun ?? '内容';
    const title = subject?.title ?? '';
    const approved = item.status === 'approved';
    await notify(db, {
      userId,
      kind: 'Review',
      title: approved ? MESSAGE_TEXTS.approved(noun, title) : MESSAGE_TEXTS.rejected(noun, title),
      content: approved
        ? MESSAGE_TEXTS.approvedContent
        : MESSAGE_TEXTS.rejectedContent(item.reason ?? '内容与平台规范不符，请修改后重新提交'),
      url: subject?.url ?? '',
      subject: `${item.content_type}:${item.content_id}`,
      key: `review:${item.id}`,
      at: Number(item.decided_at ?? Number(item.created_at) + r.int(2, 30) * HOUR),
    });
  }

  // orders paid or refunded with money
  const orders = await db
    .selectFrom('pay_orders')
    .select(['order_no', 'user_id', 'subject', 'amount_fen', 'paid_at', 'refunded_at'])
    .where('user_id', '=', userId)
    .where('amount_fen', 'is not', null)
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .limit(CAP.orders)
    .execute();
  for (const o of orders) {
    const base = { userId, kind: 'Order' as const, url: WALLET_URL, subject: `order:${o.order_no}` };
    await notify(db, {
      ...base,
      title: MESSAGE_TEXTS.paid(o.subject),
      content: MESSAGE_TEXTS.paidContent(o.order_no, formatYuan(Number(o.amount_fen))),
      key: `order:${o.order_no}:paid`,
      at: Number(o.paid_at),
    });
    if (o.refunded_at !== null)
      await notify(db, {
        ...base,
        title: MESSAGE_TEXTS.refunded(o.subject),
        content: MESSAGE_TEXTS.refundedContent(o.order_no),
        key: `order:${o.order_no}:refunded`,
        at: Number(o.refunded_at),
      });
  }
}

/**
 * Seeds 消息中心: the system broadcasts, and each demo account's messages of every kind from the
 * users and content already there (after the community, reviews and follows it points at). The
 * newest few of each tab stay unread, older ones were mostly read within two days.
 */
export const messageCentreSeeder: AreaSeeder = {
  name: 'message-centre',
  tables: ['messages', 'broadcasts', 'broadcast_reads'],
  sequenceTables: ['messages', 'broadcasts'],
  async seed(db, { now, seed }) {
    const r = createRng(`${seed}:message-centre`);
    for (const b of BROADCASTS)
      await db
        .insertInto('broadcasts')
        .values({
          title: b.title,
          content: b.content,
          url: b.url,
          created_at: Math.round(now - b.daysAgo * DAY),
        })
        .execute();
    const broadcasts = await db
      .selectFrom('broadcasts')
      .select(['id', 'created_at'])
      .orderBy('created_at')
      .execute();

    for (const demo of DEMO_ACCOUNTS) {
      const user = await db
        .selectFrom('users')
        .select('created_at')
        .where('id', '=', demo.id)
        .executeTakeFirst();
      if (!user) continue;
      await produce(db, demo.id, r.fork(`account-${demo.id}`), now);
      // the newest two of every tab stay unread; older ones were read (a few forgotten, never the
      // oldest: a tab with more than two shows both states)
      const rows = await db
        .selectFrom('messages')
        .select(['id', 'type', 'created_at'])
        .where('user_id', '=', demo.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const ofType = new Map<string, number>();
      for (const m of rows) ofType.set(m.type, (ofType.get(m.type) ?? 0) + 1);
      const seen = new Map<string, number>();
      for (const m of rows) {
        const rank = (seen.get(m.type) ?? 0) + 1;
        seen.set(m.type, rank);
        if (rank <= 2 || (r.chance(0.15) && rank < (ofType.get(m.type) ?? 0))) continue;
        await db
          .updateTable('messages')
          .set({ read_at: Math.min(now, Number(m.created_at) + r.int(1, 48) * HOUR) })
          .where('id', '=', m.id)
          .execute();
      }
      // all but the last two broadcasts since they registered were read
      const theirs = broadcasts.filter((b) => Number(b.created_at) >= Number(user.created_at));
      for (const b of theirs.slice(0, -2))
        await sql`insert into broadcast_reads (broadcast_id, user_id, read_at)
          values (${b.id}, ${demo.id}, ${Math.min(now, Number(b.created_at) + r.int(1, 72) * HOUR)})`.execute(
          db,
        );
    }
  },
};
