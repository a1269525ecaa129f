import type { ChannelNode, FlowItem, HotChannel, MeetingCard } from '@portal/api/contract/channel';
import { isAnonymousIdentity } from '@portal/api/identity';
import { type RawBuilder, sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/app-error';
import { TtlCache } from '../../../lib/ttl-cache';
import type { Readers } from '../../../readers/readers';
import { readInfoItems } from '../info/info.repository';

export const CHANNEL_MISSING = '频道不存在或已下线';
export const BAD_CURSOR = '分页游标无效';

/** flow kinds in the order that breaks ties of equal time (and in the cursor) */
const KINDS = ['info', 'mparticle', 'meeting', 'ocscourse'] as const satisfies readonly FlowItem['type'][];
type Kind = (typeof KINDS)[number];

export interface FlowCursor {
  time: number;
  kind: number;
  id: number;
}

const CURSOR = /^(\d{1,15})\.([1-4])\.(\d{1,10})$/;

/** `time.kind.id` of the last item of a page; opaque to clients */
export function encodeCursor(c: FlowCursor): string {
  return `${c.time}.${c.kind}.${c.id}`;
}

export function decodeCursor(value: string): FlowCursor {
  const m = CURSOR.exec(value);
  if (!m) throw badRequest(BAD_CURSOR);
  return { time: Number(m[1]), kind: Number(m[2]), id: Number(m[3]) };
}

export interface ResolvedChannel {
  channelId: number;
  channelTitle: string;
  mpId: number;
  ocsId: number;
  /** the channel's subspecialty and its children */
  branch: number[];
  children: { id: number; name: string }[];
}

/** The subspecialty ids a query covers: the whole channel, or one of its nodes (else none). */
export function filterIds(channel: ResolvedChannel, nodeId: number | undefined): number[] {
  if (nodeId === undefined) return channel.branch;
  return channel.branch.includes(nodeId) ? [nodeId] : [];
}

export function createChannelRepository(db: PortalDb, readers: Readers) {
  // channels and the subspecialty tree change rarely (an editor's action)
  const channels = new TtlCache<ResolvedChannel | null>(60_000, 200);
  const counts = new TtlCache<{ contents: number; views: number }>(60_000, 2_000);
  const totals = new TtlCache<number>(5_000, 2_000);

  async function loadChannel(channelId: number): Promise<ResolvedChannel | null> {
    const row = await db
      .selectFrom('channels')
      .select(['id', 'title', 'mp_id', 'ocs_id'])
      .where('id', '=', channelId)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!row) return null;
    const children = await db
      .selectFrom('subspecialties')
      .select(['id', 'name'])
      .where('parent_id', '=', row.mp_id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return {
      channelId: row.id,
      channelTitle: row.title,
      mpId: row.mp_id,
      ocsId: row.ocs_id,
      branch: [row.mp_id, ...children.map((c) => c.id)],
      children,
    };
  }

  async function channel(channelId: number): Promise<ResolvedChannel> {
    const found = await channels.get(String(channelId), () => loadChannel(channelId));
    if (!found) throw notFound(CHANNEL_MISSING);
    return found;
  }

  /** the flow's items of other areas (meetings, courses), in KINDS' order */
  const foreign = (['meeting', 'ocscourse'] as const).map((type) => {
    const source = readers.channelFlow.find((s) => s.type === type);
    if (!source) throw new Error(`no area provides the channel flow's ${type}`);
    return { kind: KINDS.indexOf(type) + 1, source };
  });

  /** every item of the flow over `ids` as (kind, id, t, views); kind is 1-based in KINDS' order */
  function flowSource(ids: number[]): RawBuilder<unknown> {
    const list = sql.join(ids);
    const own = sql`
      select 1 as kind, i.id as id, i.publish_date as t, i.views as views from info_articles i
        where i.id in (select info_id from info_subspecialties where subspecialty_id in (${list}))
      union all
      select 2 as kind, m.id as id, m.publish_time as t, m.views as views from mp_articles m
        where m.status = 'published'
          and m.id in (select article_id from mp_article_subspecialties where subspecialty_id in (${list}))`;
    return sql.join([own, ...foreign.map((f) => f.source.rows(f.kind, ids))], sql` union all `);
  }

  async function countOf(ids: number[]): Promise<{ contents: number; views: number }> {
    if (ids.length === 0) return { contents: 0, views: 0 };
    const { rows } = await sql<{ n: number | string; views: number | string | null }>`
      select count(*) as n, sum(views) as views from (${flowSource(ids)}) flow`.execute(db);
    return { contents: Number(rows[0]?.n ?? 0), views: Number(rows[0]?.views ?? 0) };
  }

  const cachedCount = (ids: number[]) => counts.get(ids.join(','), () => countOf(ids));

  async function decorateFlow(keys: { kind: number; id: number }[]): Promise<FlowItem[]> {
    const idsOf = (kind: Kind) => keys.filter((k) => KINDS[k.kind - 1] === kind).map((k) => k.id);
    const [infoIds, mpIds, meetingIds, courseIds] = KINDS.map(idsOf) as [
      number[],
      number[],
      number[],
      number[],
    ];
    const [infos, mps, meetings, courses] = await Promise.all([
      readInfoItems(db, infoIds),
      mpIds.length
        ? db
            .selectFrom('mp_articles')
            .innerJoin('users', 'users.id', 'mp_articles.creator_id')
            .select([
              'mp_articles.id',
              'mp_articles.type',
              'mp_articles.title',
              'mp_articles.cover',
              'mp_articles.description',
              'mp_articles.publish_time',
              'mp_articles.views',
              'users.real_name',
              'users.identity',
            ])
            .where('mp_articles.id', 'in', mpIds)
            .execute()
        : [],
      foreign[0]!.source.items(db, meetingIds),
      foreign[1]!.source.items(db, courseIds),
    ]);
    const byKey = new Map<string, FlowItem>();
    for (const item of infos.values()) {
      byKey.set(`info:${item.infoId}`, {
        type: 'info',
        id: item.infoId,
        title: item.infoTitle,
        cover: item.infoImg,
        summary: item.searchDescription,
        time: item.publishDate,
        showViews: item.showViews,
        url: item.url,
        authorNames: item.authorNames,
      });
    }
    for (const r of mps) {
      byKey.set(`mparticle:${r.id}`, {
        type: 'mparticle',
        id: r.id,
        title: r.title,
        cover: r.cover,
        summary: r.description,
        time: Number(r.publish_time),
        showViews: r.views,
        articleType: r.type,
        // an anonymous author (identity 3, or 7 in the article area) is not named at all here
        ...(isAnonymousIdentity(r.identity, 'article') ? {} : { authorNames: r.real_name }),
      });
    }
    for (const item of [...meetings.values(), ...courses.values()])
      byKey.set(`${item.type}:${item.id}`, item);
    return keys
      .map((k) => byKey.get(`${KINDS[k.kind - 1]}:${k.id}`))
      .filter((item): item is FlowItem => item !== undefined);
  }

  return {
    channel,

    async hotChannels(limit: number): Promise<HotChannel[]> {
      const rows = await db
        .selectFrom('channels')
        .select('id')
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const ranked = await Promise.all(
        rows.map(async (row) => {
          const c = await channel(row.id);
          const { contents, views } = await cachedCount(c.branch);
          return {
            channelId: c.channelId,
            channelTitle: c.channelTitle,
            mpId: c.mpId,
            ocsId: c.ocsId,
            contents,
            views,
          };
        }),
      );
      // stable: equal views keep the editors' order
      return ranked.sort((a, b) => b.views - a.views).slice(0, limit);
    },

    async nodes(channelId: number): Promise<ChannelNode[]> {
      const c = await channel(channelId);
      return Promise.all(
        c.children.map(async (child) => ({ ...child, contents: (await cachedCount([child.id])).contents })),
      );
    },

    /** live first, then upcoming (soonest first), then past meetings (latest first) */
    meetings(ids: number[], limit: number): Promise<MeetingCard[]> {
      return readers.channelMeetings(db, ids, limit);
    },

    /**
     * One page of the flow over `ids`, newest first (ties: info, articles, meetings, courses;
     * then id descending). With a cursor the page starts right after it, so items published
     * meanwhile neither repeat nor push items off the page; without one, pageNo pages by offset.
     */
    async informationFlow(
      ids: number[],
      query: { pageNo: number; pageSize: number; cursor?: FlowCursor },
    ): Promise<{ items: FlowItem[]; totalCount: number; nextCursor: string | null }> {
      if (ids.length === 0) return { items: [], totalCount: 0, nextCursor: null };
      const { cursor, pageSize } = query;
      const after = cursor
        ? sql`where flow.t < ${cursor.time}
            or (flow.t = ${cursor.time} and (flow.kind > ${cursor.kind}
              or (flow.kind = ${cursor.kind} and flow.id < ${cursor.id})))`
        : sql``;
      const offset = cursor ? 0 : (query.pageNo - 1) * pageSize;
      const [totalCount, page] = await Promise.all([
        totals.get(ids.join(','), async () => (await countOf(ids)).contents),
        // one more than a page tells whether another page follows
        sql<{ kind: number | string; id: number | string; t: number | string }>`
          select flow.kind as kind, flow.id as id, flow.t as t from (${flowSource(ids)}) flow ${after}
          order by flow.t desc, flow.kind asc, flow.id desc
          limit ${pageSize + 1} offset ${offset}`.execute(db),
      ]);
      const keys = page.rows.map((r) => ({ kind: Number(r.kind), id: Number(r.id), time: Number(r.t) }));
      const more = keys.length > pageSize;
      const shown = keys.slice(0, pageSize);
      const last = shown[shown.length - 1];
      return {
        items: await decorateFlow(shown),
        totalCount,
        nextCursor: more && last ? encodeCursor(last) : null,
      };
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
