import { accountMessageEndpoints as am } from '@portal/api/endpoints/account-messages';
import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../test-support/test-app';
import {
  BROADCAST_LIMITS,
  BROADCAST_MESSAGES,
  BroadcastInputError,
  checkBroadcast,
  listBroadcasts,
  sendBroadcast,
} from '../broadcasts';

/**
 * The operator's broadcast command (`dist/messages.mjs`, `../cli.ts`) through its core functions,
 * read back through the message centre's calls as the users see it.
 */
let t: TestApp;
let clock = Date.UTC(2026, 10, 2);
type Who = { cookie: string; id: number };
let early: Who;
let other: Who;

const get = (url: string, query: Record<string, string | number>, who: Who) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, cookie: who.cookie },
  });
const badge = async (who: Who) => (await get(userEndpoints.unreadCount.path, {}, who)).json().result.count;
const systemTab = async (who: Who) =>
  (await get(am.list.path, { type: 'BroadCasting' }, who)).json().list as {
    id: number;
    title: string;
    content: string;
    url: string;
    read: boolean;
  }[];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  early = await signIn(t, '13900003001');
  other = await signIn(t, '13900003002');
  // registered (users.create stamps the real time) before the broadcasts below
  await t.database.db
    .updateTable('users')
    .set({ created_at: clock - 1000 })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('a broadcast sent by the operator', () => {
  it('shows unread, once, to every user registered before it, in 系统通知 and the badge', async () => {
    const before = await Promise.all([badge(early), badge(other)]);
    clock += 60_000;
    const sent = await sendBroadcast(
      t.database.db,
      {
        title: '  平台维护通知 ',
        content: '11月3日 02:00–04:00 系统维护，<b>期间</b>暂停直播。',
        link: '/meeting/home',
      },
      clock,
    );
    expect(sent).toMatchObject({
      title: '平台维护通知',
      content: '11月3日 02:00–04:00 系统维护，期间暂停直播。',
      url: '/meeting/home',
      createdAt: clock,
    });
    // one row for everyone: nobody gets a copy in messages
    expect(
      await t.database.db.selectFrom('messages').selectAll().where('title', '=', sent.title).execute(),
    ).toEqual([]);
    expect(await Promise.all([badge(early), badge(other)])).toEqual(before.map((n) => n + 1));
    for (const who of [early, other]) {
      const shown = (await systemTab(who)).filter((b) => b.id === sent.id);
      expect(shown).toEqual([
        expect.objectContaining({ title: '平台维护通知', url: '/meeting/home', read: false }),
      ]);
    }

    // read by one user: gone from their badge, still unread to the other, never counted again
    const read = await t.app.inject({
      method: 'POST',
      url: am.markRead.path,
      payload: { type: 'BroadCasting', id: sent.id },
      headers: { ...OWN_PAGE_HEADERS, cookie: early.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(await Promise.all([badge(early), badge(other)])).toEqual([before[0]!, before[1]! + 1]);
    expect((await systemTab(early)).find((b) => b.id === sent.id)?.read).toBe(true);

    const listed = await listBroadcasts(t.database.db);
    expect(listed[0]).toMatchObject({ id: sent.id, title: '平台维护通知', reads: 1 });
  });

  it('is not unread to who registers after it went out', async () => {
    clock += 60_000;
    const sent = await sendBroadcast(
      t.database.db,
      { title: '新功能上线', content: '消息中心已上线。' },
      clock,
    );
    expect(sent.url).toBe('');
    clock += 60_000;
    const late = await signIn(t, '13900003003');
    await t.database.db.updateTable('users').set({ created_at: clock }).where('id', '=', late.id).execute();
    expect(await badge(late)).toBe(0);
    expect((await systemTab(late)).find((b) => b.id === sent.id)?.read).toBe(true);
  });

  it('refuses a missing or too long title or content, and a link off the site, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('broadcasts')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const long = (n: number) => '脑'.repeat(n);
    const refused: [Parameters<typeof checkBroadcast>[0], string][] = [
      [{ title: '', content: '内容' }, BROADCAST_MESSAGES.titleRequired],
      [{ title: '<b></b>\u200b ', content: '内容' }, BROADCAST_MESSAGES.titleRequired],
      [{ title: long(BROADCAST_LIMITS.titleMax + 1), content: '内容' }, BROADCAST_MESSAGES.titleTooLong],
      [{ title: '标题', content: '   ' }, BROADCAST_MESSAGES.contentRequired],
      [{ title: '标题', content: long(BROADCAST_LIMITS.contentMax + 1) }, BROADCAST_MESSAGES.contentTooLong],
      [{ title: '标题', content: '内容', link: 'https://evil.example/' }, BROADCAST_MESSAGES.badLink],
      [{ title: '标题', content: '内容', link: '//evil.example/x' }, BROADCAST_MESSAGES.badLink],
      [{ title: '标题', content: '内容', link: 'javascript:alert(1)' }, BROADCAST_MESSAGES.badLink],
      [{ title: '标题', content: '内容', link: '/\t/evil.example' }, BROADCAST_MESSAGES.badLink],
      [{ title: '标题', content: '内容', link: 'meeting/list' }, BROADCAST_MESSAGES.badLink],
    ];
    for (const [input, message] of refused) {
      await expect(sendBroadcast(t.database.db, input, clock)).rejects.toThrow(
        new BroadcastInputError(message),
      );
    }
    expect(await count()).toBe(before);
    // the limits are the stored text's, in characters: 50 and 500 of them pass
    expect(
      checkBroadcast({ title: long(BROADCAST_LIMITS.titleMax), content: long(BROADCAST_LIMITS.contentMax) }),
    ).toMatchObject({ url: '' });
  });
});
