import { beijingDate, beijingDayStart } from '@portal/api/beijing-time';
import type { MeetingCard } from '@portal/api/contract/channel';
import type {
  AgendaItem,
  AgendaSpeaker,
  AgendaSummary,
  CalendarDay,
  ExpressItem,
  FieldCase,
  FieldGroup,
  MeetingAd,
  MeetingBrand,
  MeetingDetail,
  MeetingInterview,
  MeetingSeries,
  MeetingSpeaker,
  MeetingTag,
  Speciality,
} from '@portal/api/contract/meetings';
import { jumpUrl } from '@portal/api/jump-rules';
import { isCheckinField, liveStateAt, MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { sql } from 'kysely';
import type { PortalDb } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { Readers } from '../../readers/readers';
import { MEETING_COLUMNS, type MeetingRow, meetingCard } from './meeting-cards';
import { productsOfAgendas } from './product-mentions/agenda-mentions';

const DAY = 86_400_000;

export interface Paged<T> {
  items: T[];
  totalCount: number;
}

interface PageOptions {
  pageNo: number;
  pageSize: number;
}

/** Meeting reads of the meeting home, the calendar and the detail page. */
export function createMeetingRepository(db: PortalDb, now: () => number, readers: Readers) {
  /** brands as the meeting pages show them (the brands area owns them), in the order of `ids` */
  async function brandsById(ids: readonly number[]) {
    const cards = await readers.cards.brand(db, ids, null);
    return ids.flatMap((id) => {
      const c = cards.get(id);
      return c ? [{ id, name: c.title, logo: c.cover, url: c.url }] : [];
    });
  }

  /** a card with the live state as it stands now */
  const card = (r: MeetingRow): MeetingCard => {
    const c = meetingCard(r);
    return {
      ...c,
      meetingLiveStatus: liveStateAt(
        { liveStatus: r.live_status, startTime: Number(r.start_time), endTime: Number(r.end_time) },
        now(),
      ),
    };
  };

  /** a top-level subspecialty and its children: what "meetings of a speciality" match */
  async function specialityIds(specialityId: number | undefined): Promise<number[] | null> {
    if (specialityId === undefined) return null;
    const rows = await db
      .selectFrom('subspecialties')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', specialityId), eb('parent_id', '=', specialityId)]))
      .execute();
    return rows.map((r) => r.id);
  }

  const cards = () => db.selectFrom('meetings').select(MEETING_COLUMNS);

  async function pageOf(
    query: ReturnType<typeof cards>,
    page: PageOptions,
    order: 'asc' | 'desc',
  ): Promise<Paged<MeetingCard>> {
    const [rows, total] = await Promise.all([
      query
        .orderBy('meetings.start_time', order)
        .orderBy('meetings.id', order)
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ]);
    return { items: rows.map(card), totalCount: Number(total?.n ?? 0) };
  }

  function inSpeciality(query: ReturnType<typeof cards>, ids: number[] | null) {
    if (ids === null) return query;
    if (ids.length === 0) return query.where(sql<boolean>`1 = 0`);
    return query.where('meetings.subspecialty_id', 'in', ids);
  }

  async function meetingRow(id: number) {
    const row = await db
      .selectFrom('meetings')
      .select([
        ...MEETING_COLUMNS,
        'meetings.intro',
        'meetings.price',
        'meetings.series_id',
        'meetings.brand_id',
        'meetings.checkin_fields',
      ])
      .where('meetings.id', '=', id)
      .executeTakeFirst();
    // a coming-soon meeting cannot be opened (spec 4): to a reader it does not exist yet
    if (!row || (row.publish_status === '0' && row.forthcoming === 'T'))
      throw notFound(MEETING_MESSAGES.notFound);
    return row;
  }

  async function speakersOfAgendas(agendaIds: number[]): Promise<Map<number, AgendaSpeaker[]>> {
    const map = new Map<number, AgendaSpeaker[]>();
    if (agendaIds.length === 0) return map;
    const rows = await db
      .selectFrom('meeting_agenda_speakers')
      .innerJoin('meeting_speakers', 'meeting_speakers.id', 'meeting_agenda_speakers.speaker_id')
      .select([
        'meeting_agenda_speakers.agenda_id',
        'meeting_speakers.id',
        'meeting_speakers.user_id',
        'meeting_speakers.name',
        'meeting_speakers.avatar',
      ])
      .where('meeting_agenda_speakers.agenda_id', 'in', agendaIds)
      .orderBy('meeting_agenda_speakers.agenda_id')
      .orderBy('meeting_agenda_speakers.sort')
      .execute();
    for (const r of rows)
      map.set(r.agenda_id, [
        ...(map.get(r.agenda_id) ?? []),
        { id: r.id, userId: r.user_id, name: r.name, avatar: r.avatar },
      ]);
    return map;
  }

  const speakerColumns = [
    'meeting_speakers.id',
    'meeting_speakers.user_id',
    'meeting_speakers.name',
    'meeting_speakers.avatar',
    'meeting_speakers.hospital',
    'meeting_speakers.title',
  ] as const;

  const speaker = (r: {
    id: number;
    user_id: number | null;
    name: string;
    avatar: string;
    hospital: string;
    title: string;
    talks: number | string | bigint;
  }): MeetingSpeaker => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    avatar: r.avatar,
    hospital: r.hospital,
    title: r.title,
    talks: Number(r.talks),
  });

  const talksBySpeaker = () =>
    db
      .selectFrom('meeting_speakers')
      .innerJoin('meeting_agenda_speakers', 'meeting_agenda_speakers.speaker_id', 'meeting_speakers.id')
      .select([...speakerColumns, (eb) => eb.fn.countAll().as('talks')])
      .groupBy(speakerColumns);

  return {
    card,

    async specialities(): Promise<Speciality[]> {
      const rows = await db
        .selectFrom('subspecialties as top')
        .leftJoin('subspecialties as child', 'child.parent_id', 'top.id')
        .innerJoin('meetings', (join) =>
          join.on((eb) =>
            eb.or([
              eb('meetings.subspecialty_id', '=', eb.ref('top.id')),
              eb('meetings.subspecialty_id', '=', eb.ref('child.id')),
            ]),
          ),
        )
        .select([
          'top.id',
          'top.name',
          'top.sort',
          (eb) => eb.fn.count<number>('meetings.id').distinct().as('n'),
        ])
        .where('top.parent_id', 'is', null)
        .groupBy(['top.id', 'top.name', 'top.sort'])
        .orderBy('top.sort')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, meetingCount: Number(r.n) }));
    },

    /** meetings on today's Beijing date, live ones first */
    async today(): Promise<MeetingCard[]> {
      const start = beijingDayStart(beijingDate(now()));
      const rows = await cards()
        .where('meetings.start_time', '<', start + DAY)
        .where('meetings.end_time', '>=', start)
        .orderBy('meetings.start_time')
        .orderBy('meetings.id')
        .limit(50)
        .execute();
      const list = rows.map(card);
      const rank = (m: MeetingCard) =>
        m.meetingLiveStatus === 'LI' ? 0 : m.meetingLiveStatus === 'NS' ? 1 : 2;
      return list.sort((a, b) => rank(a) - rank(b));
    },

    /** meetings not yet over, soonest first */
    async recent(page: PageOptions, specialityId?: number) {
      const ids = await specialityIds(specialityId);
      return pageOf(inSpeciality(cards().where('meetings.end_time', '>=', now()), ids), page, 'asc');
    },

    /** meetings that are over, latest first */
    async history(page: PageOptions, specialityId?: number) {
      const ids = await specialityIds(specialityId);
      return pageOf(inSpeciality(cards().where('meetings.end_time', '<', now()), ids), page, 'desc');
    },

    async seriesPage(page: PageOptions): Promise<Paged<MeetingSeries>> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('meeting_series')
          .innerJoin('meetings', 'meetings.series_id', 'meeting_series.id')
          .select([
            'meeting_series.id',
            'meeting_series.name',
            'meeting_series.cover',
            'meeting_series.intro',
            (eb) => eb.fn.countAll().as('n'),
            (eb) => eb.fn.max('meetings.start_time').as('latest'),
          ])
          .groupBy([
            'meeting_series.id',
            'meeting_series.name',
            'meeting_series.cover',
            'meeting_series.intro',
          ])
          .orderBy('latest', 'desc')
          .orderBy('meeting_series.id')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        db
          .selectFrom('meeting_series')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      const latest = rows.length
        ? await cards()
            .select('meetings.series_id')
            .where(
              'meetings.series_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('meetings.start_time', 'desc')
            .execute()
        : [];
      return {
        items: rows.map((r) => {
          // the rows come newest first: the first of the series is its newest
          const newest = latest.find((m) => m.series_id === r.id);
          return {
            id: r.id,
            name: r.name,
            cover: r.cover,
            intro: r.intro,
            meetingCount: Number(r.n),
            latest: newest ? card(newest) : null,
          };
        }),
        totalCount: Number(total?.n ?? 0),
      };
    },

    /** speakers by the views of the meetings they spoke at */
    async hotSpeakers(limit: number): Promise<MeetingSpeaker[]> {
      const rows = await db
        .selectFrom('meeting_speakers')
        .innerJoin('meeting_agenda_speakers', 'meeting_agenda_speakers.speaker_id', 'meeting_speakers.id')
        .innerJoin('meeting_agendas', 'meeting_agendas.id', 'meeting_agenda_speakers.agenda_id')
        .innerJoin('meetings', 'meetings.id', 'meeting_agendas.meeting_id')
        .select([
          ...speakerColumns,
          (eb) => eb.fn.countAll().as('talks'),
          (eb) => eb.fn.sum<number>('meetings.views').as('reach'),
        ])
        .groupBy(speakerColumns)
        .orderBy('reach', 'desc')
        .orderBy('meeting_speakers.id')
        .limit(limit)
        .execute();
      return rows.map(speaker);
    },

    async allSpeakers(page: PageOptions): Promise<Paged<MeetingSpeaker>> {
      const [rows, total] = await Promise.all([
        talksBySpeaker()
          .orderBy('talks', 'desc')
          .orderBy('meeting_speakers.id')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        db
          .selectFrom('meeting_speakers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { items: rows.map(speaker), totalCount: Number(total?.n ?? 0) };
    },

    /** the days of a Beijing month that have meetings, with how many */
    async calendarMonth(month: string, specialityId?: number): Promise<CalendarDay[]> {
      const [y, m] = month.split('-').map(Number) as [number, number];
      const first = beijingDayStart(`${month}-01`);
      const next = beijingDayStart(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
      const ids = await specialityIds(specialityId);
      const rows = await inSpeciality(
        cards().where('meetings.start_time', '<', next).where('meetings.end_time', '>=', first),
        ids,
      ).execute();
      const counts = new Map<string, number>();
      for (const r of rows) {
        const from = Math.max(first, beijingDayStart(beijingDate(Number(r.start_time))));
        const to = Math.min(next - 1, Number(r.end_time));
        for (let d = from; d <= to; d += DAY)
          counts.set(beijingDate(d), (counts.get(beijingDate(d)) ?? 0) + 1);
      }
      return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
    },

    async byDate(date: string, specialityId?: number): Promise<MeetingCard[]> {
      const start = beijingDayStart(date);
      const ids = await specialityIds(specialityId);
      const rows = await inSpeciality(
        cards()
          .where('meetings.start_time', '<', start + DAY)
          .where('meetings.end_time', '>=', start),
        ids,
      )
        .orderBy('meetings.start_time')
        .orderBy('meetings.id')
        .limit(100)
        .execute();
      return rows.map(card);
    },

    async brands(): Promise<MeetingBrand[]> {
      const rows = await db
        .selectFrom('meetings')
        .select(['brand_id', (eb) => eb.fn.countAll().as('n')])
        .where('brand_id', 'is not', null)
        .groupBy('brand_id')
        .orderBy('n', 'desc')
        .orderBy('brand_id')
        .limit(30)
        .execute();
      const counts = new Map(rows.map((r) => [Number(r.brand_id), Number(r.n)]));
      const brands = await brandsById([...counts.keys()]);
      return brands.map((b) => ({
        id: b.id,
        name: b.name,
        logo: b.logo,
        meetingCount: counts.get(b.id) ?? 0,
      }));
    },

    async tags(): Promise<MeetingTag[]> {
      return db.selectFrom('meeting_tags').select(['id', 'name']).orderBy('sort').execute();
    },

    async byTag(tagId: number, page: PageOptions) {
      return pageOf(
        cards().where('meetings.id', 'in', (eb) =>
          eb.selectFrom('meeting_tag_links').select('meeting_id').where('tag_id', '=', tagId),
        ),
        page,
        'desc',
      );
    },

    /**
     * A meeting's ads are its host brand's products; the meeting home's are the brands hosting
     * meetings still to come.
     */
    async ads(meetingId: number | undefined): Promise<MeetingAd[]> {
      if (meetingId !== undefined) {
        const m = await meetingRow(meetingId);
        if (m.brand_id === null) return [];
        const products = await readers.productsOfBrand(db, m.brand_id, 3);
        return products.map((p) => ({
          adId: p.id,
          name: p.name,
          image: p.image,
          link: jumpUrl({ type: 'product', id: p.id, categoryId: p.categoryId }) ?? '',
        }));
      }
      const rows = await db
        .selectFrom('meetings')
        .select(['brand_id', (eb) => eb.fn.min('start_time').as('next')])
        .where('brand_id', 'is not', null)
        .where('end_time', '>=', now())
        .groupBy('brand_id')
        .orderBy('next')
        .orderBy('brand_id')
        .limit(3)
        .execute();
      const brands = await brandsById(rows.map((r) => Number(r.brand_id)));
      return brands.map((b) => ({ adId: b.id, name: b.name, image: b.logo, link: b.url }));
    },

    async detail(id: number, viewerId: number | null): Promise<MeetingDetail> {
      const m = await meetingRow(id);
      const [series, brand, tags, days, ticket, votes, questionnaire] = await Promise.all([
        m.series_id === null
          ? undefined
          : db
              .selectFrom('meeting_series')
              .select(['id', 'name'])
              .where('id', '=', m.series_id)
              .executeTakeFirst(),
        m.brand_id === null
          ? undefined
          : brandsById([m.brand_id]).then(([b]) => b && { id: b.id, name: b.name, logo: b.logo }),
        db
          .selectFrom('meeting_tags')
          .innerJoin('meeting_tag_links', 'meeting_tag_links.tag_id', 'meeting_tags.id')
          .select(['meeting_tags.id', 'meeting_tags.name'])
          .where('meeting_tag_links.meeting_id', '=', id)
          .orderBy('meeting_tags.sort')
          .execute(),
        db
          .selectFrom('meeting_fields')
          .select('day')
          .distinct()
          .where('meeting_id', '=', id)
          .orderBy('day')
          .execute(),
        m.price === null || viewerId === null
          ? undefined
          : db
              .selectFrom('meeting_tickets')
              .select('user_id')
              .where('meeting_id', '=', id)
              .where('user_id', '=', viewerId)
              .executeTakeFirst(),
        db
          .selectFrom('meeting_vote_themes')
          .select('id')
          .where('meeting_id', '=', id)
          .limit(1)
          .executeTakeFirst(),
        db.selectFrom('questionnaires').select('id').where('meeting_id', '=', id).limit(1).executeTakeFirst(),
      ]);
      return {
        ...card(m),
        intro: m.intro,
        endTime: Number(m.end_time),
        series: series ?? null,
        brand: brand ?? null,
        tags,
        price: m.price === null ? null : Number(m.price),
        canWatch: m.price === null || ticket !== undefined,
        days: days.map((d) => d.day),
        checkinFields: m.checkin_fields.split(',').filter(isCheckinField),
        hasVotes: votes !== undefined,
        hasQuestionnaire: questionnaire !== undefined,
      };
    },

    /** counts a view and answers the new total */
    async countView(id: number): Promise<number> {
      await meetingRow(id);
      await db
        .updateTable('meetings')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
      const row = await db
        .selectFrom('meetings')
        .select('views')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.views;
    },

    async fieldGroups(meetingId: number, date: string | undefined): Promise<FieldGroup[]> {
      await meetingRow(meetingId);
      let query = db
        .selectFrom('meeting_fields')
        .select(['id', 'name', 'day', 'group_name'])
        .where('meeting_id', '=', meetingId);
      if (date) query = query.where('day', '=', date);
      const rows = await query.orderBy('day').orderBy('sort').orderBy('id').execute();
      const groups: FieldGroup[] = [];
      for (const r of rows) {
        let group = groups.find((g) => g.groupName === r.group_name);
        if (!group) {
          group = { groupName: r.group_name, fields: [] };
          groups.push(group);
        }
        group.fields.push({ id: r.id, name: r.name, day: r.day });
      }
      return groups;
    },

    async agenda(
      meetingId: number,
      date: string | undefined,
      fieldId: number | undefined,
    ): Promise<AgendaItem[]> {
      await meetingRow(meetingId);
      const day =
        date ??
        (
          await db
            .selectFrom('meeting_fields')
            .select('day')
            .where('meeting_id', '=', meetingId)
            .orderBy('day')
            .limit(1)
            .executeTakeFirst()
        )?.day;
      let query = db
        .selectFrom('meeting_agendas')
        .select(['id', 'field_id', 'theme', 'author_names', 'start_time', 'end_time', 'summary'])
        .where('meeting_id', '=', meetingId);
      if (day) {
        const start = beijingDayStart(day);
        query = query.where('start_time', '>=', start).where('start_time', '<', start + DAY);
      }
      if (fieldId !== undefined) query = query.where('field_id', '=', fieldId);
      const rows = await query.orderBy('start_time').orderBy('sort').execute();
      const ids = rows.map((r) => r.id);
      const [speakers, products] = await Promise.all([
        speakersOfAgendas(ids),
        productsOfAgendas(db, readers, ids),
      ]);
      return rows.map((r) => ({
        id: r.id,
        fieldId: r.field_id,
        theme: r.theme,
        authorNames: r.author_names,
        startTime: Number(r.start_time),
        endTime: r.end_time === null ? null : Number(r.end_time),
        speakers: speakers.get(r.id) ?? [],
        summaryShow: r.summary.length > 0,
        products: products.get(r.id) ?? [],
      }));
    },

    async agendaSummary(agendaId: number): Promise<AgendaSummary> {
      const row = await db
        .selectFrom('meeting_agendas')
        .select(['id', 'meeting_id', 'theme', 'summary', 'keywords'])
        .where('id', '=', agendaId)
        .executeTakeFirst();
      if (!row) throw notFound(MEETING_MESSAGES.agendaNotFound);
      await meetingRow(row.meeting_id);
      if (!row.summary) throw notFound(MEETING_MESSAGES.noSummary);
      const speakers = await speakersOfAgendas([row.id]);
      return {
        id: row.id,
        theme: row.theme,
        authorList: speakers.get(row.id) ?? [],
        summary: row.summary,
        keywordsList: row.keywords.split(',').filter(Boolean),
      };
    },

    async speakersOf(meetingId: number): Promise<MeetingSpeaker[]> {
      await meetingRow(meetingId);
      const rows = await talksBySpeaker()
        .innerJoin('meeting_agendas', 'meeting_agendas.id', 'meeting_agenda_speakers.agenda_id')
        .where('meeting_agendas.meeting_id', '=', meetingId)
        .orderBy('talks', 'desc')
        .orderBy('meeting_speakers.id')
        .execute();
      return rows.map(speaker);
    },

    async previousReviews(seriesId: number, exceptId: number | undefined, page: PageOptions) {
      let query = cards().where('meetings.series_id', '=', seriesId).where('meetings.end_time', '<', now());
      if (exceptId !== undefined) query = query.where('meetings.id', '<>', exceptId);
      return pageOf(query, page, 'desc');
    },

    async interviews(seriesId: number, page: PageOptions): Promise<Paged<MeetingInterview>> {
      const base = db.selectFrom('meeting_interviews').where('series_id', '=', seriesId);
      const [rows, total] = await Promise.all([
        base
          .select(['id', 'title', 'cover', 'guest', 'meeting_id', 'publish_time'])
          .orderBy('publish_time', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          cover: r.cover,
          guest: r.guest,
          meetingId: r.meeting_id,
          publishTime: Number(r.publish_time),
        })),
        totalCount: Number(total?.n ?? 0),
      };
    },

    async fieldCases(fieldId: number): Promise<FieldCase[]> {
      const field = await db
        .selectFrom('meeting_fields')
        .select('meeting_id')
        .where('id', '=', fieldId)
        .executeTakeFirst();
      if (!field) throw notFound('会场不存在');
      await meetingRow(field.meeting_id);
      const rows = await db
        .selectFrom('meeting_field_cases')
        .select('article_id')
        .where('field_id', '=', fieldId)
        .orderBy('sort')
        .execute();
      // published cases only (no viewer); the content area names the author as its readers may see
      // them, so a patient's name never leaves the server
      const cards = await readers.cards.mp_article(
        db,
        rows.map((r) => r.article_id),
        null,
      );
      return rows.flatMap(({ article_id }) => {
        const c = cards.get(article_id);
        return c ? [{ id: c.id, title: c.title, cover: c.cover, authorName: c.authorName ?? '' }] : [];
      });
    },

    async express(meetingId: number, page: PageOptions): Promise<Paged<ExpressItem>> {
      await meetingRow(meetingId);
      const base = db
        .selectFrom('meeting_express')
        .where('meeting_id', '=', meetingId)
        .where('publish_time', '<=', now());
      const [rows, total] = await Promise.all([
        base
          .select(['id', 'title', 'summary', 'publish_time'])
          .orderBy('publish_time', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          publishTime: Number(r.publish_time),
        })),
        totalCount: Number(total?.n ?? 0),
      };
    },

    /** that the meeting may be read (404 otherwise); for the calls of other meeting features */
    assertVisible: meetingRow,
  };
}

export type MeetingRepository = ReturnType<typeof createMeetingRepository>;
