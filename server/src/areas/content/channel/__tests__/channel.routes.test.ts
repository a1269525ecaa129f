import type { FlowItem, MeetingCard } from '@portal/api/contract/channel';
import { channelEndpoints } from '@portal/api/endpoints/channel';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

/** The channel calls over the demo seed (which includes meetings and courses). */
let t: TestApp;
let channelId: number;
let childIds: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
  const channel = await t.database.db
    .selectFrom('channels')
    .select(['id', 'mp_id'])
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  channelId = channel.id;
  childIds = (
    await t.database.db
      .selectFrom('subspecialties')
      .select('id')
      .where('parent_id', '=', channel.mp_id)
      .execute()
  ).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, query: Record<string, string | number> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return { status: res.statusCode, body: res.json() };
}

/** the subspecialty ids a flow item is tagged with */
async function tagsOf(item: FlowItem): Promise<number[]> {
  const db = t.database.db;
  if (item.type === 'info')
    return (
      await db
        .selectFrom('info_subspecialties')
        .select('subspecialty_id')
        .where('info_id', '=', item.id)
        .execute()
    ).map((r) => r.subspecialty_id);
  if (item.type === 'mparticle')
    return (
      await db
        .selectFrom('mp_article_subspecialties')
        .select('subspecialty_id')
        .where('article_id', '=', item.id)
        .execute()
    ).map((r) => r.subspecialty_id);
  const table = item.type === 'meeting' ? 'meetings' : 'courses';
  const row = await db
    .selectFrom(table)
    .select('subspecialty_id')
    .where('id', '=', item.id)
    .executeTakeFirst();
  return row?.subspecialty_id ? [row.subspecialty_id] : [];
}

const key = (i: FlowItem) => `${i.type}:${i.id}`;

describe('channel home calls', () => {
  it('ranks hot channels by the views of their content', async () => {
    const { status, body } = await get(channelEndpoints.hotChannels.path, { limit: 4 });
    expect(status).toBe(200);
    expect(body.list).toHaveLength(4);
    const views = body.list.map((c: { views: number }) => c.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.list[0]).toEqual(
      expect.objectContaining({ channelTitle: expect.any(String), contents: expect.any(Number) }),
    );
    expect(body.list[0].contents).toBeGreaterThan(0);
  });

  it('lists the channel subspecialty children as nodes; an unknown channel is 404', async () => {
    const { body } = await get(channelEndpoints.nodes.path, { channelId });
    expect(body.list.map((n: { id: number }) => n.id).sort()).toEqual([...childIds].sort());
    const missing = await get(channelEndpoints.nodes.path, { channelId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('频道不存在或已下线');
  });

  it('lists meetings live first, then upcoming soonest first, then past latest first', async () => {
    const { body } = await get(channelEndpoints.meetings.path, { channelId, limit: 20 });
    const list: MeetingCard[] = body.list;
    expect(list.length).toBeGreaterThan(0);
    const rank = (m: MeetingCard) =>
      m.meetingLiveStatus === 'LI' ? 0 : m.meetingLiveStatus === 'NS' ? 1 : 2;
    const ranks = list.map(rank);
    expect(ranks).toEqual([...ranks].sort());
    const upcoming = list.filter((m) => m.meetingLiveStatus === 'NS').map((m) => m.startTime);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    const past = list.filter((m) => rank(m) === 2).map((m) => m.startTime);
    expect(past).toEqual([...past].sort((a, b) => b - a));
    // unpublished meetings appear only when announced as coming soon
    expect(list.every((m) => m.publishStatus === '1' || m.forthcoming === 'T')).toBe(true);
    expect(list[0]?.meetingDateStr).toMatch(/^\d{4}-\d{2}-\d{2}( 至 \d{4}-\d{2}-\d{2})?$/);
  });

  it('pages the channel news and user articles, filtered by node', async () => {
    const all = await get(channelEndpoints.infoList.path, { channelId, pageSize: 5 });
    expect(all.status).toBe(200);
    expect(all.body.page.totalCount).toBeGreaterThan(0);
    const node = childIds[0]!;
    const byNode = await get(channelEndpoints.infoList.path, { channelId, nodeId: node, pageSize: 50 });
    for (const item of byNode.body.list)
      expect(item.subspecialtys.map((s: { id: number }) => s.id)).toContain(node);
    const data = await get(channelEndpoints.dataList.path, { channelId, type: 'case', pageSize: 5 });
    expect(data.status).toBe(200);
    for (const item of data.body.list) expect(item.type).toBe('case');
    // a node of another channel matches nothing
    const foreign = await get(channelEndpoints.infoList.path, { channelId, nodeId: 999_999 });
    expect(foreign.body).toEqual(
      expect.objectContaining({ list: [], page: expect.objectContaining({ totalCount: 0 }) }),
    );
  });
});

describe('information flow', () => {
  it('pages by pageNo without duplicates or gaps, newest first, mixing every type', async () => {
    const first = await get(channelEndpoints.informationFlow.path, { channelId, pageSize: 25 });
    const { totalCount, totalPage } = first.body.page;
    expect(totalCount).toBeGreaterThan(50);
    const items: FlowItem[] = [];
    for (let pageNo = 1; pageNo <= totalPage; pageNo++) {
      const { body } = await get(channelEndpoints.informationFlow.path, { channelId, pageSize: 25, pageNo });
      items.push(...body.list);
      expect(body.nextCursor === null).toBe(pageNo === totalPage);
    }
    expect(items).toHaveLength(totalCount);
    expect(new Set(items.map(key)).size).toBe(totalCount);
    const times = items.map((i) => i.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['info', 'mparticle', 'meeting', 'ocscourse']));
    const meeting = items.find((i) => i.type === 'meeting');
    expect(meeting?.meeting?.id).toBe(meeting?.id);
    const info = items.find((i) => i.type === 'info');
    expect(info?.url).toBe(`/info/detail?id=${info?.id}`);
  });

  it('pages by cursor to the same sequence, and new items do not shift later pages', async () => {
    const byPage: FlowItem[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const { body } = await get(channelEndpoints.informationFlow.path, { channelId, pageSize: 30, pageNo });
      byPage.push(...body.list);
      if (body.nextCursor === null) break;
    }
    const byCursor: FlowItem[] = [];
    let cursor: string | null = null;
    let newsAdded = false;
    do {
      const query: Record<string, string | number> = {
        channelId,
        pageSize: 30,
        ...(cursor ? { cursor } : {}),
      };
      const { body } = await get(channelEndpoints.informationFlow.path, query);
      byCursor.push(...body.list);
      cursor = body.nextCursor;
      if (!newsAdded) {
        // published after the first page was read: it belongs before it, not inside a later page
        await t.database.db
          .insertInto('courses')
          .values({
            name: '新上线课程',
            cover: '/media/cover/new.svg',
            speaker_names: '王建国',
            money: null,
            score: 48,
            views: 0,
            subspecialty_id: childIds[0]!,
            publish_time: Date.now(),
            created_at: Date.now(),
          })
          .execute();
        newsAdded = true;
      }
    } while (cursor);
    expect(byCursor.map(key)).toEqual(byPage.map(key));
  });

  it('filters by node: only items tagged with it', async () => {
    const node = childIds[1]!;
    const { body } = await get(channelEndpoints.informationFlow.path, {
      channelId,
      nodeId: node,
      pageSize: 40,
    });
    expect(body.list.length).toBeGreaterThan(0);
    for (const item of body.list) expect(await tagsOf(item)).toContain(node);
    const whole = await get(channelEndpoints.informationFlow.path, { channelId, pageSize: 1 });
    expect(body.page.totalCount).toBeLessThan(whole.body.page.totalCount);
  });

  it('rejects a malformed cursor', async () => {
    const { status, body } = await get(channelEndpoints.informationFlow.path, { channelId, cursor: 'abc' });
    expect(status).toBe(400);
    expect(body.message).toBe('分页游标无效');
  });
});
