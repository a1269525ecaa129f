import { beijingDate, beijingDayNumber, beijingDayStart } from '@portal/api/beijing-time';
import type { Insertable } from 'kysely';
import { type AreaSeeder, coverUrl, insertChunks } from '../../seed/area-seeder';
import { createRng, type Rng } from '../../seed/random';
import { DOCTOR_TITLES, HOSPITALS } from '../../seed/vocabulary';
import { buildReplayBarrage, type ReplayTalk } from './replay-barrage.seed';
import type {
  MeetingAgendaSpeakersTable,
  MeetingExpressTable,
  MeetingFieldsTable,
  MeetingInterviewsTable,
  MeetingSpeakersTable,
  QuestionnaireItemsTable,
} from './schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** a talk's slot in a venue, and the talk inside it */
const SLOT = 40 * MINUTE;
const TALK = 35 * MINUTE;

export const MEETING_TAGS = [
  '手术直播',
  '指南解读',
  '病例讨论',
  '青年论坛',
  '学术年会',
  '继续教育',
  '国际交流',
  '护理专场',
];

export const PRESET_PHRASES = [
  '讲得太好了',
  '受益匪浅，感谢分享',
  '请问课件可以分享吗',
  '声音有点小',
  '画面有点卡',
  '学习了',
  '这个病例很经典',
  '👍👍👍',
];

const COMMENT_LINES = [
  '会议内容非常充实，期待下一届。',
  '几位专家的报告都很精彩，尤其是病例讨论环节。',
  '请问会议回放会一直保留吗？',
  '手术录像的讲解非常细致，收获很大。',
  '希望能多办一些青年医师的专场。',
  '指南解读部分对临床很有指导意义。',
  '直播画质很清楚，点赞主办方。',
  '第一次参加线上会议，体验很好。',
];

const VOTE_THEMES = [
  {
    title: '优秀病例评选',
    phases: ['初赛', '决赛'],
    options: [
      '病例一：复杂动脉瘤夹闭',
      '病例二：岛叶胶质瘤切除',
      '病例三：颅底脊索瘤',
      '病例四：脊髓髓内肿瘤',
    ],
  },
  { title: '会议满意度调查', phases: ['本次会议'], options: ['非常满意', '满意', '一般', '不满意'] },
  { title: '最受欢迎讲者', phases: ['投票'], options: [] as string[] },
];

const CHECKIN_SETS = [
  'realName,mobile,hospital',
  'realName,mobile,hospital,department,title',
  'realName,hospital,city',
];

const PRICES = [19, 49, 99, 199] as const;

/** the Beijing date of a moment, 'YYYY-MM-DD' */
const chinaDay = beijingDate;

/** 08:30 Beijing time of the Beijing day that contains `ms`, plus `offsetDays` */
function morningOfDay(ms: number, offsetDays: number): number {
  return beijingDayStart(beijingDayNumber(ms) + offsetDays) + 8.5 * HOUR;
}

interface MeetingInput {
  id: number;
  meeting_name: string;
  live_status: string;
  start_time: number;
  end_time: number;
  publish_status: string;
}

interface AgendaInput {
  id: number;
  meeting_id: number;
  theme: string;
  keywords: string;
  author_names: string;
  sort: number;
}

/** A meeting's days (Beijing dates from its start to its end), at least one. */
function daysOf(m: MeetingInput): number {
  const first = beijingDayNumber(Number(m.start_time));
  const last = beijingDayNumber(Number(m.end_time));
  return Math.max(1, last - first + 1);
}

/** '2026中国神经外科医师年会' and '2025中国神经外科医师年会' are one series */
const seriesStem = (name: string) => /^\d{4}(.{4,})$/.exec(name)?.[1] ?? null;

function intro(r: Rng, m: MeetingInput): string {
  return [
    `${m.meeting_name}汇聚国内神经外科领域的知名专家，`,
    r.pick(['围绕临床热点与难点问题', '聚焦规范化诊疗与新技术应用', '以病例为中心']),
    '，通过专题报告、手术视频点评与病例讨论等形式开展交流。',
    r.chance(0.5) ? '会议全程提供线上直播与回放，欢迎各位同道参会。' : '欢迎各位同道踊跃参会、积极讨论。',
  ].join('');
}

/**
 * The programme of every meeting (migration 016): venues by day with the agenda spread over
 * them, speakers (portal doctors where the name is one), series, tags, interviews, express news,
 * venue cases, comments with pinned ones, votes with real ballots, questionnaires, check-in
 * fields, preset phrases, replay barrage, and the prices of paid meetings.
 */
export const meetingProgrammeSeeder: AreaSeeder = {
  name: 'meeting-programme',
  tables: [
    'meeting_series',
    'meeting_fields',
    'meeting_speakers',
    'meeting_tags',
    'meeting_vote_themes',
    'questionnaires',
    'meeting_preset_comments',
    'meeting_barrages',
  ],
  sequenceTables: [
    'meeting_series',
    'meeting_fields',
    'meeting_speakers',
    'meeting_tags',
    'meeting_interviews',
    'meeting_express',
    'meeting_vote_themes',
    'meeting_vote_phases',
    'meeting_vote_options',
    'questionnaires',
    'questionnaire_items',
    'meeting_preset_comments',
    // the core seed's comments carry explicit ids, so ours do too, past theirs
    'comments',
  ],
  async seed(db, context) {
    const r = createRng(`${context.seed}:meeting-programme`);
    const { now } = context;
    const [meetings, agendas, users, brands, cases] = await Promise.all([
      db
        .selectFrom('meetings')
        .select(['id', 'meeting_name', 'live_status', 'start_time', 'end_time', 'publish_status'])
        .orderBy('id')
        .execute() as Promise<MeetingInput[]>,
      db
        .selectFrom('meeting_agendas')
        .select(['id', 'meeting_id', 'theme', 'keywords', 'author_names', 'sort'])
        .orderBy('meeting_id')
        .orderBy('sort')
        .execute() as Promise<AgendaInput[]>,
      db
        .selectFrom('users')
        .select(['id', 'real_name', 'avatar', 'identity', 'is_auth', 'company', 'mobile'])
        .orderBy('id')
        .execute(),
      db.selectFrom('brands').select('id').orderBy('id').execute(),
      db
        .selectFrom('mp_articles')
        .select('id')
        .where('type', '=', 'case')
        .where('status', '=', 'published')
        .orderBy('id')
        .limit(400)
        .execute(),
    ]);
    const doctors = users.filter((u) => u.identity !== 3 && u.identity !== 4 && u.is_auth === 1);
    const doctorByName = new Map(doctors.map((d) => [d.real_name, d]));
    const voters = users.filter((u) => u.identity !== null);

    // series: meetings of one name held in different years
    const byStem = new Map<string, MeetingInput[]>();
    for (const m of meetings) {
      const stem = seriesStem(m.meeting_name);
      if (stem) byStem.set(stem, [...(byStem.get(stem) ?? []), m]);
    }
    const seriesOf = new Map<number, number>();
    const series: { id: number; name: string; cover: string; intro: string }[] = [];
    for (const [stem, members] of byStem) {
      if (members.length < 2) continue;
      const id = series.length + 1;
      series.push({
        id,
        name: stem,
        cover: coverUrl(`meeting-series-${id}`, stem),
        intro: `${stem}是面向神经外科及相关学科医师的系列学术会议，每年举办，已成为国内有影响力的学术交流平台。`,
      });
      for (const m of members) seriesOf.set(m.id, id);
    }
    await insertChunks(series, (rows) => db.insertInto('meeting_series').values(rows).execute());

    // venues, and the agenda spread over them
    const fields: (Insertable<MeetingFieldsTable> & { id: number })[] = [];
    const agendaUpdates: { id: number; field_id: number; start_time: number; end_time: number }[] = [];
    const agendasOf = new Map<number, AgendaInput[]>();
    const lastTalkEnd = new Map<number, number>();
    for (const a of agendas) agendasOf.set(a.meeting_id, [...(agendasOf.get(a.meeting_id) ?? []), a]);
    for (const m of meetings) {
      const list = agendasOf.get(m.id) ?? [];
      const days = daysOf(m);
      const perDay = Math.ceil(list.length / days);
      for (let d = 0; d < days; d++) {
        const today = list.slice(d * perDay, (d + 1) * perDay);
        if (today.length === 0 && d > 0) continue;
        let morning = morningOfDay(Number(m.start_time), d);
        // a meeting live now is in its second talk on the day it is live: its venue streams now,
        // at whatever hour the demo is seeded (before 08:30 Beijing the day's talks start early)
        const dayStart = morning - 8.5 * HOUR;
        if (m.live_status === 'LI' && now >= dayStart && now < dayStart + DAY)
          // (never before the day's midnight: a venue's talks are on its day)
          morning = now >= morning ? Math.max(morning, now - SLOT) : Math.max(dayStart, now - SLOT);
        const venues = today.length >= 5 ? 2 : 1;
        const ids: number[] = [];
        for (let v = 0; v < venues; v++) {
          const id = fields.length + 1;
          ids.push(id);
          fields.push({
            id,
            meeting_id: m.id,
            name: v === 0 ? '主会场' : r.pick(['分会场一', '青年论坛', '病例讨论专场', '护理分会场']),
            day: chinaDay(morning),
            group_name: v === 0 ? '主会场' : '分会场',
            sort: v,
          });
        }
        today.forEach((a, i) => {
          const venue = i % venues;
          const slot = Math.floor(i / venues);
          const start = morning + slot * SLOT;
          agendaUpdates.push({ id: a.id, field_id: ids[venue]!, start_time: start, end_time: start + TALK });
          lastTalkEnd.set(m.id, Math.max(lastTalkEnd.get(m.id) ?? 0, start + TALK));
        });
      }
    }
    await insertChunks(fields, (rows) => db.insertInto('meeting_fields').values(rows).execute());
    for (const u of agendaUpdates)
      await db
        .updateTable('meeting_agendas')
        .set({ field_id: u.field_id, start_time: u.start_time, end_time: u.end_time })
        .where('id', '=', u.id)
        .execute();

    // speakers, once each
    const speakers: (Insertable<MeetingSpeakersTable> & { id: number })[] = [];
    const speakerByName = new Map<string, number>();
    const links: Insertable<MeetingAgendaSpeakersTable>[] = [];
    for (const a of agendas) {
      a.author_names
        .split('、')
        .filter(Boolean)
        .forEach((name, sort) => {
          let id = speakerByName.get(name);
          if (id === undefined) {
            id = speakers.length + 1;
            speakerByName.set(name, id);
            const doctor = doctorByName.get(name);
            const hospital = r.pick(HOSPITALS);
            speakers.push({
              id,
              user_id: doctor?.id ?? null,
              name,
              avatar: doctor?.avatar || `/media/avatar/speaker-${id}.svg?name=${encodeURIComponent(name)}`,
              hospital: doctor?.company || hospital.name,
              title: r.weighted(DOCTOR_TITLES),
            });
          }
          links.push({ agenda_id: a.id, speaker_id: id, sort });
        });
    }
    await insertChunks(speakers, (rows) => db.insertInto('meeting_speakers').values(rows).execute());
    await insertChunks(links, (rows) => db.insertInto('meeting_agenda_speakers').values(rows).execute());

    // meeting columns: series, price, intro, check-in, host brand
    const paid = new Set<number>();
    for (const m of meetings) {
      const price = m.live_status !== 'NL' && r.chance(0.18) ? r.pick(PRICES) : null;
      if (price !== null) paid.add(m.id);
      await db
        .updateTable('meetings')
        .set({
          series_id: seriesOf.get(m.id) ?? null,
          price,
          intro: intro(r, m),
          checkin_fields: r.chance(0.4) ? r.pick(CHECKIN_SETS) : '',
          brand_id: brands.length > 0 && r.chance(0.25) ? r.pick(brands).id : null,
        })
        .where('id', '=', m.id)
        .execute();
    }

    await db
      .insertInto('meeting_tags')
      .values(MEETING_TAGS.map((name, i) => ({ id: i + 1, name, sort: i })))
      .execute();
    const tagLinks = meetings.flatMap((m) =>
      r
        .sample(MEETING_TAGS, r.int(1, 2))
        .map((name) => ({ meeting_id: m.id, tag_id: MEETING_TAGS.indexOf(name) + 1 })),
    );
    await insertChunks(tagLinks, (rows) => db.insertInto('meeting_tag_links').values(rows).execute());

    const held = meetings.filter((m) => m.live_status === 'LE' || m.live_status === 'LI');
    const interviews: (Insertable<MeetingInterviewsTable> & { id: number })[] = [];
    for (const s of series) {
      const members = held.filter((m) => seriesOf.get(m.id) === s.id);
      for (const m of members) {
        for (let i = 0; i < r.int(1, 3); i++) {
          const guest = r.pick(speakers).name;
          const id = interviews.length + 1;
          const title = `专访${guest}：${r.pick(['谈学科发展与青年医师培养', '神经外科微创技术的现状与未来', '多学科协作的实践经验', '规范化诊疗的推广之路'])}`;
          interviews.push({
            id,
            series_id: s.id,
            meeting_id: m.id,
            title,
            cover: coverUrl(`meeting-interview-${id}`, title),
            guest,
            publish_time: Number(m.end_time) + r.int(1, 72) * HOUR,
          });
        }
      }
    }
    await insertChunks(interviews, (rows) => db.insertInto('meeting_interviews').values(rows).execute());

    const express: (Insertable<MeetingExpressTable> & { id: number })[] = [];
    for (const m of held) {
      const talks = agendasOf.get(m.id) ?? [];
      for (let i = 0; i < r.int(0, 4) && talks.length > 0; i++) {
        const talk = r.pick(talks);
        express.push({
          id: express.length + 1,
          meeting_id: m.id,
          title: `【会议快讯】${talk.author_names.split('、')[0]}教授作专题报告`,
          summary: `${m.meeting_name}现场，专家围绕报告主题分享了临床经验与最新研究进展，与会医师进行了热烈讨论。`,
          publish_time: Math.min(now, Number(m.start_time) + r.int(1, 10) * HOUR),
        });
      }
    }
    await insertChunks(express, (rows) => db.insertInto('meeting_express').values(rows).execute());

    const fieldCases = cases.length
      ? fields
          .filter(() => r.chance(0.3))
          .flatMap((f) =>
            r.sample(cases, r.int(1, 3)).map((c, sort) => ({ field_id: f.id, article_id: c.id, sort })),
          )
      : [];
    await insertChunks(fieldCases, (rows) => db.insertInto('meeting_field_cases').values(rows).execute());

    // comments (the shared comment system, target 'meeting'), some pinned
    const commenters = users.filter((u) => u.identity !== null);
    const commentRows: {
      target_type: string;
      target_id: number;
      parent_id: null;
      reply_to_user_id: null;
      user_id: number;
      text: string;
      diggs: number;
      created_at: number;
    }[] = [];
    for (const m of held) {
      for (let i = 0; i < r.int(0, 12) && commenters.length > 0; i++)
        commentRows.push({
          target_type: 'meeting',
          target_id: m.id,
          parent_id: null,
          reply_to_user_id: null,
          user_id: r.pick(commenters).id,
          text: r.pick(COMMENT_LINES),
          diggs: 0,
          created_at: Math.min(now, Number(m.start_time) + r.int(0, 72) * HOUR),
        });
    }
    const lastComment = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const firstId = Number(lastComment?.id ?? 0) + 1;
    const insertedComments = commentRows.map((c, i) => ({ ...c, id: firstId + i }));
    await insertChunks(insertedComments, (rows) => db.insertInto('comments').values(rows).execute());
    const firstOf = new Map<number, number>();
    for (const c of insertedComments) if (!firstOf.has(c.target_id)) firstOf.set(c.target_id, c.id);
    const sticks = [...firstOf]
      .filter(() => r.chance(0.4))
      .map(([meetingId, commentId]) => ({
        comment_id: commentId,
        meeting_id: meetingId,
        sort: 0,
      }));
    await insertChunks(sticks, (rows) => db.insertInto('meeting_comment_sticks').values(rows).execute());

    await seedVotes(db, r, meetings, agendasOf, voters, now);
    await seedQuestionnaires(db, r, meetings, voters, now);

    await db
      .insertInto('meeting_preset_comments')
      .values(PRESET_PHRASES.map((text, i) => ({ id: i + 1, meeting_id: null, text, sort: i })))
      .execute();

    // replay barrage over each recorded venue's programme (media time from the venue's first talk)
    const agendaById = new Map(agendas.map((a) => [a.id, a]));
    const talksOf = new Map<number, ReplayTalk[]>();
    for (const u of agendaUpdates) {
      const a = agendaById.get(u.id);
      if (!a) continue;
      const talk = {
        start: u.start_time,
        end: u.end_time,
        theme: a.theme,
        keywords: a.keywords,
        speakers: a.author_names,
      };
      talksOf.set(u.field_id, [...(talksOf.get(u.field_id) ?? []), talk]);
    }
    const recorded = new Set(meetings.filter((m) => m.live_status === 'LE').map((m) => m.id));
    const barrages = buildReplayBarrage(
      createRng(`${context.seed}:replay-barrage`),
      fields
        .filter((f) => recorded.has(f.meeting_id))
        .map((f) => ({ meetingId: f.meeting_id, fieldId: f.id, talks: talksOf.get(f.id) ?? [] })),
      voters.map((v) => v.id),
      now,
    );
    await insertChunks(barrages, (rows) => db.insertInto('meeting_barrages').values(rows).execute());

    // the demo's verified doctor has bought one paid recorded meeting, so both sides of the paywall show
    const demoDoctor = users.find((u) => u.mobile === '13800000001');
    const bought = meetings.find((m) => paid.has(m.id) && m.live_status === 'LE');
    if (demoDoctor && bought)
      await db
        .insertInto('meeting_tickets')
        .values({
          meeting_id: bought.id,
          user_id: demoDoctor.id,
          order_no: `DEMO${bought.id}`,
          paid_at: now - DAY,
        })
        .execute();
  },
};

async function seedVotes(
  db: Parameters<AreaSeeder['seed']>[0],
  r: Rng,
  meetings: readonly MeetingInput[],
  agendasOf: ReadonlyMap<number, AgendaInput[]>,
  voters: readonly { id: number }[],
  now: number,
) {
  let themeId = 0;
  let phaseId = 0;
  let optionId = 0;
  for (const m of meetings) {
    if (m.live_status === 'NL' || !r.chance(0.2)) continue;
    const plan = r.pick(VOTE_THEMES);
    themeId += 1;
    await db
      .insertInto('meeting_vote_themes')
      .values({ id: themeId, meeting_id: m.id, title: plan.title, sort: 0 })
      .execute();
    const speakerNames = [
      ...new Set((agendasOf.get(m.id) ?? []).flatMap((a) => a.author_names.split('、'))),
    ].slice(0, 5);
    const labels = plan.options.length > 0 ? plan.options : speakerNames;
    if (labels.length < 2) continue;
    for (const [sort, title] of plan.phases.entries()) {
      phaseId += 1;
      // open from its announcement until two months after the meeting
      const opens = Math.min(now - DAY, Number(m.start_time) - 7 * DAY);
      const closes = Number(m.end_time) + 60 * DAY;
      const maxChoices = plan.title === '会议满意度调查' ? 1 : r.pick([1, 2]);
      await db
        .insertInto('meeting_vote_phases')
        .values({
          id: phaseId,
          theme_id: themeId,
          title,
          sort,
          max_choices: maxChoices,
          opens_at: opens,
          closes_at: closes,
        })
        .execute();
      const options = labels.map((label, i) => ({
        id: optionId + i + 1,
        phase_id: phaseId,
        label,
        sort: i,
        votes: 0,
      }));
      optionId += options.length;
      const ballots = r.sample(voters, r.int(3, 30)).map((v) => {
        const chosen = r.sample(options, r.int(1, maxChoices));
        for (const o of chosen) o.votes += 1;
        return {
          phase_id: phaseId,
          user_id: v.id,
          option_ids: chosen.map((o) => o.id).join(','),
          created_at: Math.min(now, Number(m.start_time) + r.int(0, 48) * HOUR),
        };
      });
      await db.insertInto('meeting_vote_options').values(options).execute();
      await insertChunks(ballots, (rows) => db.insertInto('meeting_vote_ballots').values(rows).execute());
    }
  }
}

async function seedQuestionnaires(
  db: Parameters<AreaSeeder['seed']>[0],
  r: Rng,
  meetings: readonly MeetingInput[],
  voters: readonly { id: number }[],
  now: number,
) {
  let qid = 0;
  let itemId = 0;
  for (const m of meetings) {
    if (m.live_status === 'NL' || !r.chance(0.2)) continue;
    qid += 1;
    await db
      .insertInto('questionnaires')
      .values({
        id: qid,
        meeting_id: m.id,
        title: '参会反馈问卷',
        intro: '感谢您参加本次会议，请花一分钟填写问卷，帮助我们改进。',
      })
      .execute();
    const items: (Insertable<QuestionnaireItemsTable> & { id: number })[] = [
      {
        kind: 1,
        title: '您的职称',
        required: 1,
        options: ['主任医师', '副主任医师', '主治医师', '住院医师', '其他'],
      },
      {
        kind: 1,
        title: '您对本次会议的总体评价',
        required: 1,
        options: ['非常满意', '满意', '一般', '不满意'],
      },
      {
        kind: 2,
        title: '您最感兴趣的内容（可多选）',
        required: 1,
        options: ['手术视频', '指南解读', '病例讨论', '基础研究', '护理与康复'],
      },
      {
        kind: 2,
        title: '您希望今后增加哪些形式（可多选）',
        required: 0,
        options: ['手术直播', '线下工作坊', '专家答疑', '青年论坛'],
      },
      { kind: 3, title: '您对会议的其他建议', required: 0, options: [] },
    ].map((item, sort) => ({
      ...item,
      id: ++itemId,
      questionnaire_id: qid,
      sort,
      options: JSON.stringify(item.options),
    }));
    await db.insertInto('questionnaire_items').values(items).execute();
    const results = r.sample(voters, r.int(0, 10)).map((v) => ({
      questionnaire_id: qid,
      user_id: v.id,
      answers: JSON.stringify(
        items.map((item) => {
          const options = JSON.parse(item.options as string) as string[];
          if (item.kind === 1) return { itemId: item.id, options: [r.int(0, options.length - 1)] };
          if (item.kind === 2)
            return {
              itemId: item.id,
              options: r
                .sample(
                  options.map((_, i) => i),
                  r.int(1, 2),
                )
                .sort(),
            };
          return { itemId: item.id, text: '' };
        }),
      ),
      created_at: Math.min(now, Number(m.start_time) + r.int(1, 48) * HOUR),
    }));
    await insertChunks(results, (rows) => db.insertInto('questionnaire_results').values(rows).execute());
  }
}
