import { accountMessageEndpoints as m } from '@portal/api/endpoints/account-messages';
import { communityEndpoints as c } from '@portal/api/endpoints/community';
import { communityInvitationEndpoints as e } from '@portal/api/endpoints/community-invitations';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { userEndpoints } from '@portal/api/endpoints/user';
import { INVITE_LIMITS, INVITE_MESSAGES } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { communityInviteMessages } from '../migration';

/** Inviting doctors to answer, and the answer list, over the demo seed. */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let asker: Who;
let questionId: number;

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
const mobileOf = (id: number) =>
  t.database.db.selectFrom('users').select('mobile').where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  asker = await signIn(t, '13800000001');
  // a question of a topic some doctors have answered under
  const q = await t.database.db
    .selectFrom('community_questions as q')
    .innerJoin('community_question_topics as qt', 'qt.question_id', 'q.id')
    .select('q.id')
    .where('q.status', '=', 'published')
    .where('q.creator_id', '!=', asker.id)
    .orderBy('q.id')
    .executeTakeFirstOrThrow();
  questionId = q.id;
});
afterAll(async () => {
  await t.close();
});

describe('suggested doctors', () => {
  it('are verified doctors who answer on the question’s topics, never its asker or who answered it', async () => {
    const res = await get(e.candidates.path, { questionId }, asker);
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { id: number; topicAnswers: number; answers: number; invited: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(INVITE_LIMITS.suggestions);
    const ranks = list.map((c) => [c.topicAnswers, c.answers]);
    const sorted = [...ranks].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!);
    expect(ranks).toEqual(sorted);
    const [users, answered, question] = await Promise.all([
      t.database.db
        .selectFrom('users')
        .select(['id', 'identity', 'is_auth'])
        .where(
          'id',
          'in',
          list.map((c) => c.id),
        )
        .execute(),
      t.database.db
        .selectFrom('community_answers')
        .select('creator_id')
        .where('question_id', '=', questionId)
        .execute(),
      t.database.db
        .selectFrom('community_questions')
        .select('creator_id')
        .where('id', '=', questionId)
        .executeTakeFirstOrThrow(),
    ]);
    for (const u of users) expect([u.identity, u.is_auth]).toEqual([1, 1]);
    const excluded = new Set([asker.id, question.creator_id, ...answered.map((a) => a.creator_id)]);
    for (const c of list) expect(excluded.has(c.id)).toBe(false);
  });

  it('finds doctors by name, markup and wildcards taken as text', async () => {
    const someone = (await get(e.candidates.path, { questionId }, asker)).json().list[0];
    const byName = (
      await get(e.candidates.path, { questionId, keywords: someone.realName.slice(0, 2) }, asker)
    ).json().list;
    expect(byName.map((c: { id: number }) => c.id)).toContain(someone.id);
    expect((await get(e.candidates.path, { questionId, keywords: '%' }, asker)).json().list).toEqual([]);
    expect((await get(e.candidates.path, { questionId, keywords: '<b>王' }, asker)).statusCode).toBe(200);
    expect((await get(e.candidates.path, { questionId })).statusCode).toBe(401);
  });
});

describe('inviting', () => {
  it('invites once, tells the invitee in messages and their answer list, and the candidate shows invited', async () => {
    const candidate = (await get(e.candidates.path, { questionId }, asker)).json().list[0];
    const invitee = await signIn(t, (await mobileOf(candidate.id)).mobile);
    const unreadBefore = (await get(userEndpoints.unreadCount.path, {}, invitee)).json().result.count;
    const res = await post(
      e.invite.path,
      { questionId, userIds: [candidate.id, candidate.id], userId: 1 },
      asker,
    );
    expect(res.json()).toMatchObject({
      code: 1,
      result: { invited: [candidate.id] },
      message: INVITE_MESSAGES.invited,
    });
    const again = await post(e.invite.path, { questionId, userIds: [candidate.id] }, asker);
    expect(again.json().result.invited).toEqual([]);
    expect((await get(userEndpoints.unreadCount.path, {}, invitee)).json().result.count).toBe(
      unreadBefore + 1,
    );
    const row = await t.database.db
      .selectFrom('community_invitations')
      .selectAll()
      .where('question_id', '=', questionId)
      .where('invitee_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    expect(row.inviter_id).toBe(asker.id);
    const shown = (await get(e.candidates.path, { questionId }, asker)).json().list;
    expect(shown.find((c: { id: number }) => c.id === candidate.id)?.invited).toBe(true);

    const list = (await get(e.answerList.path, { tab: 'invited' }, invitee)).json();
    expect(list.list[0]).toMatchObject({ questionId, answered: false, inviter: { id: asker.id } });
    // answering marks it answered there
    await post(
      w.saveAnswer.path,
      { questionId, text: '<p>建议术后三个月复查增强 MRI，之后每半年一次。</p>' },
      invitee,
    );
    const after = (await get(e.answerList.path, { tab: 'invited' }, invitee)).json().list[0];
    expect(after.answered).toBe(true);
  });

  it('refuses visitors, patients, too many at once, nobody eligible, and a missing question', async () => {
    expect((await post(e.invite.path, { questionId, userIds: [1] })).statusCode).toBe(401);
    const patient = await signIn(t, '13800000005');
    expect((await post(e.invite.path, { questionId, userIds: [1] }, patient)).statusCode).toBe(403);
    const many = Array.from({ length: INVITE_LIMITS.perCall + 1 }, (_, i) => i + 1);
    const tooMany = await post(e.invite.path, { questionId, userIds: many }, asker);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, INVITE_MESSAGES.tooManyAtOnce]);
    const self = await post(e.invite.path, { questionId, userIds: [asker.id] }, asker);
    expect([self.statusCode, self.json().message]).toEqual([400, INVITE_MESSAGES.nobody]);
    // a doctor the suggestions never offer (unverified) cannot be invited by a crafted id either
    const unverified = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('identity', '=', 1)
      .where('is_auth', '<>', 1)
      .executeTakeFirstOrThrow();
    const crafted = await post(e.invite.path, { questionId, userIds: [unverified.id] }, asker);
    expect([crafted.statusCode, crafted.json().message]).toEqual([400, INVITE_MESSAGES.nobody]);
    expect((await post(e.invite.path, { questionId: 99_999_999, userIds: [1] }, asker)).statusCode).toBe(404);
  });

  it('names the inviter as the community shows them, and never one who is anonymous now', async () => {
    // identity 3 is anonymous everywhere and may not invite (403, above); 7 is anonymous in the
    // article area only, so in the community they invite under their name
    const candidate = (
      (await get(e.candidates.path, { questionId }, asker)).json().list as {
        id: number;
        invited: boolean;
      }[]
    ).find((c) => !c.invited)!;

    const inviter = await signIn(t, '13800000714');
    await t.database.db
      .updateTable('users')
      .set({ identity: 7, real_name: '钱七' })
      .where('id', '=', inviter.id)
      .execute();
    const res = await post(e.invite.path, { questionId, userIds: [candidate.id] }, inviter);
    expect(res.json().result.invited).toEqual([candidate.id]);
    const message = await t.database.db
      .selectFrom('messages')
      .select(['title', 'actor_id'])
      .where('user_id', '=', candidate.id)
      .where('type', '=', 'Invite')
      .where('dedupe_key', '=', `invite:${questionId}`)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: '钱七 邀请你回答问题', actor_id: inviter.id });

    // the answer list reads the inviter when shown: one who has since chosen identity 3 (a user
    // without an identity may invite, then choose it) is 匿名用户, with no id to find them by
    const invitee = await signIn(t, (await mobileOf(candidate.id)).mobile);
    const shown = async () =>
      (
        (await get(e.answerList.path, { tab: 'invited' }, invitee)).json().list as {
          questionId: number;
          inviter: { id: number; realName: string };
        }[]
      ).find((i) => i.questionId === questionId)?.inviter;
    expect(await shown()).toEqual({ id: inviter.id, realName: '钱七' });
    await t.database.db.updateTable('users').set({ identity: 3 }).where('id', '=', inviter.id).execute();
    expect(await shown()).toEqual({ id: 0, realName: '匿名用户' });
  });

  it('lists questions waiting for a first answer, newest first, none of the reader’s own', async () => {
    const list = (await get(e.answerList.path, { tab: 'waiting', pageSize: 5 }, asker)).json();
    for (const item of list.list) expect(item.answers).toBe(0);
    const times = list.list.map((i: { publishTime: number }) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mine = await t.database.db
      .selectFrom('community_questions')
      .select('id')
      .where('creator_id', '=', asker.id)
      .execute();
    for (const item of list.list) expect(mine.map((m) => m.id)).not.toContain(item.questionId);
    expect((await get(e.answerList.path, { tab: 'invited', pageNo: 999 }, asker)).json().list).toEqual([]);
  });
});

describe('an anonymous asker who invites', () => {
  type Listed = {
    title: string;
    content: string;
    url: string;
    actor: { id: number; realName: string } | null;
  };
  const inviteMessages = async (who: Who) =>
    (await get(m.list.path, { type: 'Invite', pageSize: 50 }, who)).json().list as Listed[];
  const invitedTab = async (who: Who) =>
    (await get(e.answerList.path, { tab: 'invited', pageSize: 50 }, who)).json().list as {
      questionId: number;
      inviter: { id: number; realName: string };
    }[];

  const sessions = new Map<number, Who>();
  async function hiddenQuestion(who: Who, title: string) {
    const asked = await post(c.saveQa.path, { title, text: '', isHideCreator: 'T' }, who);
    expect(asked.json().message).toBe('提交成功');
    return asked.json().result.id as number;
  }
  async function freshCandidate(id: number) {
    const list = (await get(e.candidates.path, { questionId: id }, asker)).json().list as {
      id: number;
      invited: boolean;
    }[];
    const candidate = list.find((x) => !x.invited)!;
    // one session per doctor: a second code to the same phone within a minute is refused
    const session = sessions.get(candidate.id) ?? (await signIn(t, (await mobileOf(candidate.id)).mobile));
    sessions.set(candidate.id, session);
    return { ...session, id: candidate.id };
  }

  it('is 匿名用户 to the invitee: in their messages, in the answer list, and in the stored row', async () => {
    const me = await t.database.db
      .selectFrom('users')
      .select('real_name')
      .where('id', '=', asker.id)
      .executeTakeFirstOrThrow();
    const id = await hiddenQuestion(asker, '胶质母细胞瘤复发后还能再手术吗？');
    const invitee = await freshCandidate(id);
    expect((await post(e.invite.path, { questionId: id, userIds: [invitee.id] }, asker)).statusCode).toBe(
      200,
    );

    const message = (await inviteMessages(invitee)).find((x) => x.url.endsWith(`id=${id}`))!;
    expect(message.title).toBe('匿名用户 邀请你回答问题');
    expect(message.content).toBe('胶质母细胞瘤复发后还能再手术吗？');
    expect(message.actor).toBeNull();
    expect(JSON.stringify(message)).not.toContain(me.real_name);

    const listed = (await invitedTab(invitee)).find((x) => x.questionId === id)!;
    expect(listed.inviter).toEqual({ id: 0, realName: '匿名用户' });

    // the row itself keeps no trace of who asked
    const row = await t.database.db
      .selectFrom('messages')
      .select(['title', 'content', 'actor_id'])
      .where('user_id', '=', invitee.id)
      .where('dedupe_key', '=', `invite:${id}`)
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBeNull();
    expect(`${row.title}${row.content}`).not.toContain(me.real_name);
  });

  it('another doctor inviting to the same question is named as usual', async () => {
    const id = await hiddenQuestion(asker, '听神经瘤术后面瘫多久能恢复？');
    const helper = await signIn(t, '13800000002');
    const invitee = await freshCandidate(id);
    await post(e.invite.path, { questionId: id, userIds: [invitee.id] }, helper);
    const helperName = (
      await t.database.db
        .selectFrom('users')
        .select('real_name')
        .where('id', '=', helper.id)
        .executeTakeFirstOrThrow()
    ).real_name;
    const message = (await inviteMessages(invitee)).find((x) => x.url.endsWith(`id=${id}`))!;
    expect(message.title).toBe(`${helperName} 邀请你回答问题`);
    expect(message.actor?.id).toBe(helper.id);
    expect((await invitedTab(invitee)).find((x) => x.questionId === id)?.inviter).toEqual({
      id: helper.id,
      realName: helperName,
    });
  });

  it('a message read later follows who the inviter is now: one anonymous since is no longer named', async () => {
    const inviter = await signIn(t, '13800000715');
    await t.database.db
      .updateTable('users')
      .set({ identity: 1, real_name: '孙八' })
      .where('id', '=', inviter.id)
      .execute();
    const invitee = await freshCandidate(questionId);
    await post(e.invite.path, { questionId, userIds: [invitee.id] }, inviter);
    const named = (await inviteMessages(invitee)).find((x) => x.url.endsWith(`id=${questionId}`))!;
    expect(named.title).toBe('孙八 邀请你回答问题');
    await t.database.db.updateTable('users').set({ identity: 3 }).where('id', '=', inviter.id).execute();
    const now = (await inviteMessages(invitee)).find((x) => x.url.endsWith(`id=${questionId}`))!;
    expect(now.title).toBe('匿名用户 邀请你回答问题');
    expect(JSON.stringify(now)).not.toContain('孙八');
  });

  it('messages stored before this release are repaired: the asker of an anonymous question unnamed', async () => {
    const me = await t.database.db
      .selectFrom('users')
      .select('real_name')
      .where('id', '=', asker.id)
      .executeTakeFirstOrThrow();
    const id = await hiddenQuestion(asker, '脑膜瘤术后癫痫药要吃多久？');
    const invitee = await freshCandidate(id);
    // as the invitation wrote it before: the name in the text, the asker as the actor
    await t.database.db
      .insertInto('messages')
      .values({
        user_id: invitee.id,
        type: 'Invite',
        title: '邀请你回答问题',
        content: `${me.real_name} 邀请你回答：脑膜瘤术后癫痫药要吃多久？`,
        url: `/topic-circle/questionhome?id=${id}`,
        actor_id: asker.id,
        subject: `community_question:${id}`,
        dedupe_key: `invite:${id}`,
        read_at: null,
        created_at: clock,
      })
      .execute();
    await communityInviteMessages(t.database.dialect).up(t.database.db as never);
    const message = (await inviteMessages(invitee)).find((x) => x.url.endsWith(`id=${id}`))!;
    expect(message).toMatchObject({
      title: '匿名用户 邀请你回答问题',
      content: '脑膜瘤术后癫痫药要吃多久？',
      actor: null,
    });
    const row = await t.database.db
      .selectFrom('messages')
      .select(['title', 'content', 'actor_id'])
      .where('user_id', '=', invitee.id)
      .where('dedupe_key', '=', `invite:${id}`)
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBeNull();
    expect(`${row.title}${row.content}`).not.toContain(me.real_name);
  });
});
