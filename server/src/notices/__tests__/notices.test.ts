import { accountMessageEndpoints as am } from '@portal/api/endpoints/account-messages';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { communityAnswerEndpoints as ca } from '@portal/api/endpoints/community-answers';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import type { MessageTab } from '@portal/api/rules/account-messages';
import { money } from '../../payments/__tests__/payments-fixtures';
import { createInvoices } from '../../payments/invoices';
import { DEFAULT_SEED_NOW } from '../../seed/options';
import { ANSWER_REVIEW_TYPE } from '../../test-support/areas';
import { makeArticle } from '../../test-support/articles';
import { decisionOf } from '../../test-support/reviews';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../test-support/test-app';

/**
 * Every producer of messages, through the real calls over the demo seed: the right message to the
 * right person, never to oneself, never when the kind is turned off, never twice for one event.
 */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let author: Who;
let fan: Who;
let third: Who;
let articleId: number;
let mobiles = 0;
const nextUser = () => signIn(t, `1370000${String(++mobiles).padStart(4, '0')}`);
const MODERATOR = '13700009999';

const get = (url: string, query: Record<string, string | number>, who?: Who) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
const post = (url: string, payload: object, who?: Who) => {
  clock += 1000;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
};
const rows = (userId: number, kind: Exclude<MessageTab, 'BroadCasting'>) =>
  t.database.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', kind)
    .orderBy('id')
    .execute();
const list = async (who: Who, type: MessageTab) => (await get(am.list.path, { type }, who)).json().list;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, moderatorMobiles: [MODERATOR], seed: 'small' });
  author = await nextUser();
  fan = await nextUser();
  third = await nextUser();
  await t.database.db.updateTable('users').set({ real_name: '张三' }).where('id', '=', fan.id).execute();
  await t.database.db.updateTable('users').set({ real_name: '李四' }).where('id', '=', third.id).execute();
  articleId = await makeArticle(t.database.db, author.id, { title: '胶质瘤术后放疗时机' });
});
afterAll(async () => {
  await t.close();
});

describe('comments and replies', () => {
  it('a comment on my article tells me; a reply tells the comment’s author; never oneself', async () => {
    const posted = await post(
      articleEndpoints.postComment.path,
      { articleId, text: '写得很清楚，受益匪浅' },
      fan,
    );
    expect(posted.statusCode).toBe(200);
    const commentId = posted.json().result.id as number;
    let mine = await rows(author.id, 'Reply');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: '张三 评论了你的文章《胶质瘤术后放疗时机》',
      content: '写得很清楚，受益匪浅',
      url: `/case/detail-ugc?id=${articleId}`,
      actor_id: fan.id,
      read_at: null,
    });
    // my own comment on my article, and my reply to it, tell nobody
    await post(articleEndpoints.postComment.path, { articleId, text: '谢谢关注' }, author);
    expect(await rows(author.id, 'Reply')).toHaveLength(1);
    // the author replies to the fan: the fan hears it
    await post(
      articleEndpoints.postComment.path,
      { articleId, parentId: commentId, text: '欢迎交流' },
      author,
    );
    const theirs = await rows(fan.id, 'Reply');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      title: expect.stringContaining('回复了你的评论'),
      content: '欢迎交流',
    });
    // a reply to the fan's comment by a third person tells the fan, not the article's author
    await post(articleEndpoints.postComment.path, { articleId, parentId: commentId, text: '同问' }, third);
    expect(await rows(fan.id, 'Reply')).toHaveLength(2);
    mine = await rows(author.id, 'Reply');
    expect(mine).toHaveLength(1);
    expect((await list(fan, 'Reply'))[0]).toMatchObject({
      title: '李四 回复了你的评论',
      actor: { id: third.id },
    });
  });
});

describe('likes', () => {
  it('a like tells the author once, however often it is toggled; none for one’s own', async () => {
    const like = (who: Who) => post(articleEndpoints.digg.path, { articleId }, who);
    await like(fan);
    await like(fan); // unlike
    await like(fan); // like again: no second message
    await like(author);
    await like(third);
    const likes = await rows(author.id, 'Like');
    expect(likes.map((m) => m.actor_id)).toEqual([fan.id, third.id]);
    const [group] = await list(author, 'Like');
    expect(group).toMatchObject({
      title: '李四、张三赞了你的文章《胶质瘤术后放疗时机》',
      actorCount: 2,
      url: `/case/detail-ugc?id=${articleId}`,
      read: false,
    });
    expect((await get(am.unreadCounts.path, {}, author)).json().result.tabs.Like).toBe(1);
  });

  it('likes of an answer and of a comment tell their authors', async () => {
    const answer = await t.database.db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.creator_id', 'q.title'])
      .where('a.status', '=', 'published')
      .where('q.status', '=', 'published')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const before = (await rows(answer.creator_id, 'Like')).length;
    await post(ca.digg.path, { qaId: answer.id }, fan);
    const after = await rows(answer.creator_id, 'Like');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      title: '回答',
      content: answer.title,
      subject: `community_answer:${answer.id}`,
      url: `/topic-circle/answerhome/${answer.id}`,
    });

    const comment = (
      await post(articleEndpoints.postComment.path, { articleId, text: '期待随访结果' }, third)
    ).json().result.id as number;
    await post(articleEndpoints.commentDigg.path, { commentId: comment }, fan);
    const [liked] = await list(third, 'Like');
    expect(liked.title).toBe('张三赞了你的评论《期待随访结果》');
  });
});

describe('people anonymous where they acted', () => {
  it('an identity-7 reader’s comment or like on an article names nobody to its author', async () => {
    const quiet = await nextUser();
    // identity 7 is shown anonymously in the article area (spec 3, 6)
    await t.database.db
      .updateTable('users')
      .set({ real_name: '王五', identity: 7 })
      .where('id', '=', quiet.id)
      .execute();
    const own = await nextUser();
    const article = await makeArticle(t.database.db, own.id, { title: '颅底肿瘤的入路选择' });
    expect(
      (await post(articleEndpoints.postComment.path, { articleId: article, text: '请教' }, quiet)).statusCode,
    ).toBe(200);
    expect((await post(articleEndpoints.digg.path, { articleId: article }, quiet)).statusCode).toBe(200);
    const replies = await list(own, 'Reply');
    const likes = await list(own, 'Like');
    expect(replies).toHaveLength(1);
    expect(likes).toHaveLength(1);
    // neither the id, the name nor the avatar of the reader leaves: not in the title, not as the actor
    for (const message of [...replies, ...likes]) {
      expect(message.actor).toBeNull();
      expect(JSON.stringify(message)).not.toContain('王五');
      expect(JSON.stringify(message)).not.toContain(`"id":${quiet.id},`);
    }
    expect(replies[0].title).toContain('匿名用户');
    expect(likes[0]).toMatchObject({ actorCount: 1, title: '1 人赞了你的文章《颅底肿瘤的入路选择》' });
    // outside the article area the same reader is named as anyone else
    const follow = await post(engagementEndpoints.followUser.path, { userId: own.id }, quiet);
    expect(follow.statusCode).toBe(200);
    expect((await list(own, 'Follow'))[0]).toMatchObject({ actor: { id: quiet.id, realName: '王五' } });
  });
});

describe('follows', () => {
  it('tells the followed user once, with a link to the follower’s profile', async () => {
    const follow = () => post(engagementEndpoints.followUser.path, { userId: author.id }, fan);
    await follow();
    await follow();
    await follow();
    const follows = await rows(author.id, 'Follow');
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ title: '张三 关注了你', url: `/user-center?profileUserId=${fan.id}` });
  });
});

describe('settings', () => {
  it('a kind turned off is not produced; turned on again it is', async () => {
    await post(am.saveSettings.path, { settings: { Like: false, Reply: false } }, third);
    const fresh = await makeArticle(t.database.db, third.id, { title: '脊髓栓系综合征的手术指征' });
    await post(articleEndpoints.digg.path, { articleId: fresh }, fan);
    await post(articleEndpoints.postComment.path, { articleId: fresh, text: '请问术中监测怎么做' }, fan);
    expect(await rows(third.id, 'Reply')).toHaveLength(0);
    const likesBefore = (await rows(third.id, 'Like')).length;
    await post(am.saveSettings.path, { settings: { Like: true } }, third);
    await post(articleEndpoints.digg.path, { articleId: fresh }, author);
    expect(await rows(third.id, 'Like')).toHaveLength(likesBefore + 1);
    // broadcasts, reviews and orders cannot be turned off: there is no such setting
    const saved = await post(am.saveSettings.path, { settings: { Order: false, Review: false } }, third);
    expect(saved.json().result).toEqual({ Reply: false, Like: true, Follow: true, Invite: true });
    expect(
      await t.database.db
        .selectFrom('message_mutes')
        .select('kind')
        .where('user_id', '=', third.id)
        .execute(),
    ).toEqual([{ kind: 'Reply' }]);
  });
});

describe('review results', () => {
  it('tells the author of an approved or rejected item, with the reason', async () => {
    const moderator = await signIn(t, MODERATOR);
    const questions = await t.database.db
      .selectFrom('community_questions')
      .select(['id', 'title'])
      .where('status', '=', 'published')
      .orderBy('id')
      .limit(2)
      .execute();
    const decided: { decision: string; reason?: string; author: Who; title: string }[] = [];
    for (const [i, q] of questions.entries()) {
      const writer = await nextUser();
      await t.database.db.updateTable('users').set({ identity: 1 }).where('id', '=', writer.id).execute();
      const saved = (
        await post(
          w.saveAnswer.path,
          { questionId: q.id, text: '<p>建议术后三个月复查增强 MRI。</p>' },
          writer,
        )
      ).json();
      const item = await t.database.db
        .selectFrom('review_queue')
        .select('id')
        .where('content_type', '=', ANSWER_REVIEW_TYPE)
        .where('content_id', '=', saved.result.id)
        .executeTakeFirstOrThrow();
      const body =
        i === 0
          ? await decisionOf(t, moderator, item.id, 'approve')
          : await decisionOf(t, moderator, item.id, 'reject', '内容过短');
      expect((await post(r.decide.path, body, moderator)).statusCode).toBe(200);
      // a second decision is refused and tells nobody again
      expect((await post(r.decide.path, body, moderator)).statusCode).toBe(409);
      decided.push({ ...body, author: writer, title: q.title });
    }
    const [approved, rejected] = decided;
    expect(await list(approved!.author, 'Review')).toEqual([
      expect.objectContaining({ title: `你的社区回答《${approved!.title}》已通过审核`, read: false }),
    ]);
    expect(await list(rejected!.author, 'Review')).toEqual([
      expect.objectContaining({
        title: `你的社区回答《${rejected!.title}》未通过审核`,
        content: '驳回原因：内容过短',
        url: expect.stringMatching(/^\/topic-circle\/answerhome\/\d+$/),
      }),
    ]);
  });
});

describe('orders', () => {
  it('paid, refunded and invoice issued, each once whatever is replayed', async () => {
    const m = money(t);
    const buyer = await nextUser();
    const { order } = await m.recharge(buyer.cookie);
    await m.act('wechat', order.orderNo, 'pay');
    await m.resendNotice('wechat', order.orderNo);
    await m.poll(buyer.cookie, order.orderNo);
    let orders = await rows(buyer.id, 'Order');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      url: '/user-center/wallet',
      title: expect.stringContaining('订单支付成功'),
    });

    const invoice = await t.database.db
      .insertInto('invoices')
      .values({
        order_no: order.orderNo,
        user_id: buyer.id,
        kind: 'personal',
        title: '张医生',
        taxpayer_no: '',
        email: 'a@example.com',
        amount_fen: order.amountFen ?? 0,
        status: 'pending',
        created_at: clock,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoices = createInvoices(t.database.db, () => clock);
    await invoices.issue(invoice.id);
    await invoices.issue(invoice.id);
    orders = await rows(buyer.id, 'Order');
    expect(orders.map((o) => o.title)).toEqual([
      expect.stringContaining('订单支付成功'),
      expect.stringContaining('发票已开具'),
    ]);

    await t.app.payments.refund(order.orderNo);
    await t.app.payments.refund(order.orderNo);
    orders = await rows(buyer.id, 'Order');
    expect(orders).toHaveLength(3);
    expect(orders[2]!.title).toContain('订单已退款');
    expect((await get(am.unreadCounts.path, {}, buyer)).json().result.tabs.Order).toBe(3);
  });
});
