import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { createReviewQueue } from '../review-queue';

let t: TestApp;
let me: { cookie: string; id: number };
let other: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t, '13900003001');
  other = await signIn(t, '13900003002');
});
afterAll(async () => {
  await t.close();
});

const pending = (cookie?: string, query?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: userEndpoints.pendingContent.path,
    query,
    headers: cookie ? { cookie } : {},
  });

describe('pending content', () => {
  it('needs a session', async () => {
    const res = await pending();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('reports nothing pending for a new user', async () => {
    expect((await pending(me.cookie)).json()).toEqual({ code: 1, result: { pending: false, count: 0 } });
  });

  it('reads the review queue: pending items of the session user only', async () => {
    const queue = createReviewQueue(t.database.db);
    const first = await queue.enqueue({ userId: me.id, contentType: 'mparticle', contentId: 11 });
    const second = await queue.enqueue({ userId: me.id, contentType: 'community_answer', contentId: 12 });
    await queue.enqueue({ userId: other.id, contentType: 'mparticle', contentId: 13 });
    expect((await pending(me.cookie, { userId: String(other.id) })).json()).toEqual({
      code: 1,
      result: { pending: true, count: 2 },
    });

    expect(await queue.decide(first, 'approved')).toBe(true);
    // a decided item cannot be decided again
    expect(await queue.decide(first, 'rejected')).toBe(false);
    expect((await pending(me.cookie)).json().result).toEqual({ pending: true, count: 1 });

    await queue.decide(second, 'rejected');
    expect((await pending(me.cookie)).json().result).toEqual({ pending: false, count: 0 });
    expect((await pending(other.cookie)).json().result).toEqual({ pending: true, count: 1 });
  });
});
