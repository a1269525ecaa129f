import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { userEndpoints } from '@portal/api/endpoints/user';
import type { MessageKind } from '@portal/api/rules/account-messages';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** The message centre's calls over rows written straight into its tables. */
let t: TestApp;
const clock = Date.UTC(2026, 9, 1);
let me: { cookie: string; id: number };
let other: { cookie: string; id: number };

const get = (url: string, query: Record<string, string | number> = {}, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });

let seq = 0;
async function addMessages(
  userId: number,
  kind: MessageKind,
  count: number,
  extra: { read?: boolean; subject?: string; actorId?: number; title?: string; content?: string } = {},
) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    seq += 1;
    const row = await t.database.db
      .insertInto('messages')
      .values({
        user_id: userId,
        type: kind,
        title: extra.title ?? `${kind} 消息 ${seq}`,
        content: extra.content ?? `内容 ${seq}`,
        url: `/x?id=${seq}`,
        actor_id: extra.actorId ?? null,
        subject: extra.subject ?? null,
        dedupe_key: `test:${seq}`,
        read_at: extra.read ? clock : null,
        created_at: clock + seq * 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const unread = async (cookie: string) => (await get(userEndpoints.unreadCount.path, {}, cookie)).json();
const counts = async (cookie: string) => (await get(e.unreadCounts.path, {}, cookie)).json().result;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  me = await signIn(t, '13900002001');
  other = await signIn(t, '13900002002');
  // both registered before the broadcasts below
  await t.database.db
    .updateTable('users')
    .set({ created_at: clock - 1000 })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('unread message count (the header badge)', () => {
  it('needs a session', async () => {
    const res = await get(userEndpoints.unreadCount.path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('is zero for a new user', async () => {
    expect(await unread(me.cookie)).toEqual({ code: 1, result: { count: 0 } });
  });

  it('counts only the session user’s unread messages, whatever userId the request names', async () => {
    await addMessages(me.id, 'Reply', 3);
    await addMessages(me.id, 'Follow', 5, { read: true });
    await addMessages(other.id, 'Order', 120);
    const res = await get(userEndpoints.unreadCount.path, { userId: other.id }, me.cookie);
    expect(res.json()).toEqual({ code: 1, result: { count: 3 } });
    // the real count: the page caps the badge at 99+
    expect(await unread(other.cookie)).toEqual({ code: 1, result: { count: 120 } });
  });
});

describe('tabs', () => {
  it('counts each tab, a like group once, broadcasts from the shared table', async () => {
    const before = await counts(me.cookie);
    await addMessages(me.id, 'Like', 3, { subject: 'mp_article:1', title: '文章', content: '胶质瘤' });
    await addMessages(me.id, 'Like', 1, { subject: 'community_answer:2', title: '回答', content: '术后' });
    await addMessages(me.id, 'Invite', 2);
    await t.database.db
      .insertInto('broadcasts')
      .values([
        { title: '系统维护通知', content: '周六维护', created_at: clock + 10 },
        { title: '新版上线', content: '欢迎体验', created_at: clock + 20 },
        // before they registered: listed, never unread
        { title: '很久以前', content: '旧闻', created_at: clock - 10_000 },
      ])
      .execute();
    const after = await counts(me.cookie);
    expect(after.tabs).toEqual({
      ...before.tabs,
      Like: before.tabs.Like + 2,
      Invite: before.tabs.Invite + 2,
      BroadCasting: 2,
    });
    expect(after.total).toBe(Object.values(after.tabs as Record<string, number>).reduce((a, b) => a + b, 0));
    expect((await unread(me.cookie)).result.count).toBe(after.total);
    // the other user sees the broadcasts too, but none of my messages
    expect((await counts(other.cookie)).tabs).toMatchObject({ BroadCasting: 2, Like: 0, Order: 120 });
  });

  it('groups likes by item, newest first, naming the newest likers', async () => {
    const a = await signIn(t, '13900002011');
    const b = await signIn(t, '13900002012');
    await t.database.db.updateTable('users').set({ real_name: '张三' }).where('id', '=', a.id).execute();
    await t.database.db.updateTable('users').set({ real_name: '李四' }).where('id', '=', b.id).execute();
    await addMessages(me.id, 'Like', 1, {
      subject: 'mp_article:9',
      title: '病例',
      content: '垂体瘤经鼻手术',
      actorId: other.id,
    });
    await addMessages(me.id, 'Like', 1, {
      subject: 'mp_article:9',
      title: '病例',
      content: '垂体瘤经鼻手术',
      actorId: a.id,
    });
    await addMessages(me.id, 'Like', 1, {
      subject: 'mp_article:9',
      title: '病例',
      content: '垂体瘤经鼻手术',
      actorId: b.id,
    });
    const list = (await get(e.list.path, { type: 'Like' }, me.cookie)).json();
    expect(list.page.totalCount).toBe(3);
    expect(list.list[0]).toMatchObject({
      type: 'Like',
      title: '李四、张三等 3 人赞了你的病例《垂体瘤经鼻手术》',
      read: false,
      actorCount: 3,
      actor: { id: b.id, realName: '李四' },
    });
    expect(list.list.map((m: { title: string }) => m.title)).toEqual([
      '李四、张三等 3 人赞了你的病例《垂体瘤经鼻手术》',
      expect.stringContaining('赞了你的回答《术后》'),
      '3 人赞了你的文章《胶质瘤》',
    ]);
  });

  it('pages a tab newest first, 10 a page', async () => {
    await addMessages(me.id, 'Review', 23);
    const first = (await get(e.list.path, { type: 'Review' }, me.cookie)).json();
    expect(first.page).toEqual({ pageNo: 1, pageSize: 10, totalCount: 23, totalPage: 3 });
    const third = (await get(e.list.path, { type: 'Review', pageNo: 3 }, me.cookie)).json();
    expect(third.list).toHaveLength(3);
    const times = [...first.list, ...third.list].map((m: { createdAt: number }) => m.createdAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('lists broadcasts for everyone, read before registration', async () => {
    const list = (await get(e.list.path, { type: 'BroadCasting' }, me.cookie)).json().list;
    expect(list.map((m: { title: string; read: boolean }) => [m.title, m.read])).toEqual([
      ['新版上线', false],
      ['系统维护通知', false],
      ['很久以前', true],
    ]);
  });

  it('refuses an unknown tab in Chinese', async () => {
    const res = await get(e.list.path, { type: 'Gossip' }, me.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '消息类型不正确' });
  });
});

describe('marking read', () => {
  it('marks one (a like: its group), and the counts follow', async () => {
    const [id] = await addMessages(me.id, 'Follow', 1);
    const before = await counts(me.cookie);
    const res = await post(e.markRead.path, { type: 'Follow', id }, me.cookie);
    expect(res.json().result.tabs.Follow).toBe(before.tabs.Follow - 1);
    const group = (await get(e.list.path, { type: 'Like' }, me.cookie)).json().list[0];
    await post(e.markRead.path, { type: 'Like', id: group.id }, me.cookie);
    const likes = (await get(e.list.path, { type: 'Like' }, me.cookie)).json().list;
    expect(likes[0].read).toBe(true);
    expect((await counts(me.cookie)).tabs.Like).toBe(before.tabs.Like - 1);
  });

  it('marks a broadcast read for this user only', async () => {
    const [latest] = (await get(e.list.path, { type: 'BroadCasting' }, me.cookie)).json().list;
    await post(e.markRead.path, { type: 'BroadCasting', id: latest.id }, me.cookie);
    expect((await counts(me.cookie)).tabs.BroadCasting).toBe(1);
    expect((await counts(other.cookie)).tabs.BroadCasting).toBe(2);
  });

  it('another user’s message, a wrong tab or a missing id is 404; a visitor 401', async () => {
    const [theirs] = await addMessages(other.id, 'Reply', 1);
    const refused = await post(e.markRead.path, { type: 'Reply', id: theirs, userId: other.id }, me.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 404, message: '消息不存在' });
    expect((await post(e.markRead.path, { type: 'Follow', id: theirs }, other.cookie)).statusCode).toBe(404);
    expect((await post(e.markRead.path, { type: 'BroadCasting', id: 999_999 }, me.cookie)).statusCode).toBe(
      404,
    );
    expect((await post(e.markRead.path, { type: 'Reply', id: theirs })).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', theirs!)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
  });

  it('marks a tab, then everything, read', async () => {
    await post(e.markAllRead.path, { type: 'Review' }, me.cookie);
    let c = await counts(me.cookie);
    expect(c.tabs.Review).toBe(0);
    expect(c.tabs.Invite).toBeGreaterThan(0);
    const res = await post(e.markAllRead.path, {}, me.cookie);
    expect(res.json()).toMatchObject({ code: 1, result: { total: 0 }, message: '已全部标为已读' });
    c = await counts(me.cookie);
    expect(c.total).toBe(0);
    // nobody else's
    expect((await unread(other.cookie)).result.count).toBeGreaterThan(120);
  });
});

describe('settings', () => {
  it('are on by default, owner-only, and keep kinds left out', async () => {
    expect((await get(e.settings.path, {}, me.cookie)).json().result).toEqual({
      Reply: true,
      Like: true,
      Follow: true,
      Invite: true,
    });
    expect((await get(e.settings.path, {})).statusCode).toBe(401);
    const saved = await post(e.saveSettings.path, { settings: { Like: false, Follow: false } }, me.cookie);
    expect(saved.json()).toMatchObject({
      code: 1,
      result: { Reply: true, Like: false, Follow: false, Invite: true },
    });
    await post(e.saveSettings.path, { settings: { Follow: true } }, me.cookie);
    expect((await get(e.settings.path, {}, me.cookie)).json().result).toMatchObject({
      Like: false,
      Follow: true,
    });
    expect((await get(e.settings.path, {}, other.cookie)).json().result.Like).toBe(true);
  });
});
