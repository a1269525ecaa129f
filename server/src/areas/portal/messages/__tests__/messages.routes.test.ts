import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import type { MessageType } from '../../schema';

let t: TestApp;
let me: { cookie: string; id: number };
let other: { cookie: string; id: number };

async function addMessages(userId: number, count: number, read: boolean) {
  const types: MessageType[] = ['BroadCasting', 'System', 'Comment', 'Like'];
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    type: types[i % types.length] as MessageType,
    title: `消息${i}`,
    content: `内容${i}`,
    read_at: read ? Date.UTC(2026, 9, 2) : null,
    created_at: Date.UTC(2026, 9, 1) + i,
  }));
  if (rows.length > 0) await t.database.db.insertInto('messages').values(rows).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t, '13900002001');
  other = await signIn(t, '13900002002');
});
afterAll(async () => {
  await t.close();
});

const unread = (cookie?: string, query?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: userEndpoints.unreadCount.path,
    query,
    headers: cookie ? { cookie } : {},
  });

describe('unread message count', () => {
  it('needs a session', async () => {
    const res = await unread();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('is zero for a new user', async () => {
    expect((await unread(me.cookie)).json()).toEqual({ code: 1, result: { count: 0 } });
  });

  it('counts only the session user’s unread messages, whatever userId the request names', async () => {
    await addMessages(me.id, 3, false);
    await addMessages(me.id, 5, true);
    await addMessages(other.id, 120, false);
    expect((await unread(me.cookie, { userId: String(other.id) })).json()).toEqual({
      code: 1,
      result: { count: 3 },
    });
    // the real count: the page caps the badge at 99+
    expect((await unread(other.cookie)).json()).toEqual({ code: 1, result: { count: 120 } });
  });
});
