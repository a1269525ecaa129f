import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { MEETING_LIMITS as L, MEETING_COLLECT_TYPE } from '@portal/api/rules/meetings';
import type { FastifyInstance } from 'fastify';
import { wholeList } from '../../lib/envelope';
import { serve } from '../../lib/serve-endpoint';
import type { Paged } from './meetings.repository';
import type { MeetingsRouteOptions } from './repositories';

const tags = ['会议'];

const paged = <T>({ items, totalCount }: Paged<T>, pageNo: number, pageSize: number) => ({
  code: 1 as const,
  list: items,
  page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
});

const pageOf = (q: { pageNo?: number; pageSize?: number }, size: number) => ({
  pageNo: q.pageNo ?? 1,
  pageSize: q.pageSize ?? size,
});

/** The meeting home, the calendar and the meeting detail page's reads (spec 7, /wapi/meeting/...). */
export async function meetingRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const { meetings } = options.repos;

  await serve(app, e.specialities, { tags, summary: '有会议的专业（一级亚专业）' }, async () =>
    wholeList(await meetings.specialities()),
  );
  await serve(app, e.today, { tags, summary: '今日会议（直播中在前）' }, async () =>
    wholeList(await meetings.today()),
  );
  await serve(app, e.recent, { tags, summary: '近期会议（未结束，开始早的在前）' }, async (request) => {
    const page = pageOf(request.query, L.pageSize);
    return paged(await meetings.recent(page, request.query.specialityId), page.pageNo, page.pageSize);
  });
  await serve(app, e.history, { tags, summary: '往期会议（已结束，最近的在前）' }, async (request) => {
    const page = pageOf(request.query, L.pageSize);
    return paged(await meetings.history(page, request.query.specialityId), page.pageNo, page.pageSize);
  });
  await serve(app, e.series, { tags, summary: '系列会议' }, async (request) => {
    const page = pageOf(request.query, L.speakersPageSize);
    return paged(await meetings.seriesPage(page), page.pageNo, page.pageSize);
  });
  await serve(app, e.hotSpeakers, { tags, summary: '热门讲者' }, async (request) =>
    wholeList(await meetings.hotSpeakers(request.query.limit ?? L.hotSpeakers)),
  );
  await serve(app, e.allSpeakers, { tags, summary: '全部讲者（报告多的在前）' }, async (request) => {
    const page = pageOf(request.query, L.speakersPageSize);
    return paged(await meetings.allSpeakers(page), page.pageNo, page.pageSize);
  });
  await serve(app, e.calendarMonth, { tags, summary: '一个月中有会议的日期（北京时间）' }, async (request) =>
    wholeList(await meetings.calendarMonth(request.query.month, request.query.specialityId)),
  );
  await serve(app, e.byDate, { tags, summary: '某日的会议（北京时间）' }, async (request) =>
    wholeList(await meetings.byDate(request.query.date, request.query.specialityId)),
  );
  await serve(app, e.brands, { tags, summary: '主办会议的品牌' }, async () =>
    wholeList(await meetings.brands()),
  );
  await serve(app, e.tags, { tags, summary: '会议标签' }, async () => wholeList(await meetings.tags()));
  await serve(app, e.byTag, { tags, summary: '某标签的会议' }, async (request) => {
    const page = pageOf(request.query, L.pageSize);
    return paged(await meetings.byTag(request.query.tagId, page), page.pageNo, page.pageSize);
  });
  await serve(
    app,
    e.ads,
    { tags, summary: '会议广告（会议主办品牌的产品；会议首页为近期主办品牌）' },
    async (request) => wholeList(await meetings.ads(request.query.meetingId)),
  );

  await serve(app, e.detail, { tags, summary: '会议详情（付费会议带 canWatch）' }, async (request) => {
    const viewer = await request.sessionUser();
    return { code: 1 as const, result: await meetings.detail(request.query.id, viewer?.id ?? null) };
  });
  await serve(app, e.pv, { tags, summary: '记一次浏览并返回浏览量' }, async (request) => ({
    code: 1 as const,
    result: { pv: await meetings.countView(request.query.id) },
  }));
  await serve(app, e.collectCount, { tags, summary: '会议收藏数（及当前用户是否收藏）' }, async (request) => {
    await meetings.assertVisible(request.query.id);
    const viewer = await request.sessionUser();
    const base = app.db
      .selectFrom('collections')
      .where('content_type', '=', MEETING_COLLECT_TYPE)
      .where('content_id', '=', request.query.id);
    const [total, mine] = await Promise.all([
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      viewer ? base.select('user_id').where('user_id', '=', viewer.id).executeTakeFirst() : undefined,
    ]);
    return { code: 1 as const, result: { count: Number(total?.n ?? 0), isCollect: mine !== undefined } };
  });
  await serve(app, e.fields, { tags, summary: '会场（按日期、分组）' }, async (request) =>
    wholeList(await meetings.fieldGroups(request.query.meetingId, request.query.date)),
  );
  await serve(app, e.agenda, { tags, summary: '某日（及会场）的议程' }, async (request) =>
    wholeList(await meetings.agenda(request.query.meetingId, request.query.date, request.query.fieldsId)),
  );
  await serve(app, e.agendaSummary, { tags, summary: '议程 AI 摘要（无摘要时 404）' }, async (request) => ({
    code: 1 as const,
    result: await meetings.agendaSummary(request.query.agendaId),
  }));
  await serve(app, e.speakers, { tags, summary: '会议讲者' }, async (request) =>
    wholeList(await meetings.speakersOf(request.query.meetingId)),
  );
  await serve(app, e.previousReviews, { tags, summary: '系列往期回顾' }, async (request) => {
    const page = pageOf(request.query, L.previousReviews);
    return paged(
      await meetings.previousReviews(request.query.seriesId, request.query.meetingId, page),
      page.pageNo,
      page.pageSize,
    );
  });
  await serve(app, e.interviews, { tags, summary: '系列会议专访' }, async (request) => {
    const page = pageOf(request.query, L.interviewsPageSize);
    return paged(await meetings.interviews(request.query.seriesId, page), page.pageNo, page.pageSize);
  });
  await serve(app, e.fieldCases, { tags, summary: '会场病例' }, async (request) =>
    wholeList(await meetings.fieldCases(request.query.fieldsId)),
  );
  await serve(app, e.express, { tags, summary: '会议快讯' }, async (request) => {
    const page = pageOf(request.query, L.expressPageSize);
    return paged(await meetings.express(request.query.meetingId, page), page.pageNo, page.pageSize);
  });
}
