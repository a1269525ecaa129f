import { beijingDayNumber, beijingDayStart, beijingParts } from '@portal/api/beijing-time';
import type { Insertable } from 'kysely';
import type { AreaSeeder } from '../../seed/area-seeder';
import { createRng, type Rng } from '../../seed/random';
import { type ClinicalTopic, leafWeight, pickCondition, SUBSPECIALTY_TREE } from '../../seed/subspecialties';
import {
  GIVEN_NAME_CHARS,
  GIVEN_NAMES,
  GROUP_MEETINGS,
  HOSPITALS,
  type Hospital,
  MEETINGS,
  SURNAMES,
} from '../../seed/vocabulary';
import type { CoursesTable, MeetingLiveStatus, MeetingsTable } from './schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Beijing time, so meetings start at 08:30 local whatever the machine's zone */

export const MEETING_COUNT = 150;
export const COURSE_COUNT = 200;

/** the province of each host hospital's city; municipalities are their own province */
const PROVINCE_OF: Readonly<Record<string, string>> = {
  北京: '北京',
  上海: '上海',
  天津: '天津',
  重庆: '重庆',
  广州: '广东',
  深圳: '广东',
  成都: '四川',
  武汉: '湖北',
  杭州: '浙江',
  温州: '浙江',
  南京: '江苏',
  苏州: '江苏',
  西安: '陕西',
  长沙: '湖南',
  济南: '山东',
  青岛: '山东',
  郑州: '河南',
  沈阳: '辽宁',
  长春: '吉林',
  哈尔滨: '黑龙江',
  福州: '福建',
  昆明: '云南',
  贵阳: '贵州',
  南宁: '广西',
  南昌: '江西',
  合肥: '安徽',
  太原: '山西',
  石家庄: '河北',
  呼和浩特: '内蒙古',
  银川: '宁夏',
  兰州: '甘肃',
  乌鲁木齐: '新疆',
  海口: '海南',
};

const PRICES = [9, 19, 29, 49, 99, 199] as const;

interface Topic {
  topic: ClinicalTopic;
  group: string;
  /** the child subspecialty's id, else its group's, else null (a database without the tree) */
  subspecialtyId: number | null;
}

function speakerName(r: Rng): string {
  const surname = r.weighted(SURNAMES);
  if (r.chance(0.45)) return surname + r.pick(GIVEN_NAMES);
  return surname + r.pick(GIVEN_NAME_CHARS) + r.pick(GIVEN_NAME_CHARS);
}

const cover = (key: string, title: string) => `/media/cover/${key}.svg?title=${encodeURIComponent(title)}`;

/** 08:30 Beijing time on the day `offsetDays` from `now` */
function morningOf(now: number, offsetDays: number): number {
  return beijingDayStart(beijingDayNumber(now) + offsetDays) + 8.5 * HOUR;
}

/** a name for a meeting held at `hospital`'s city, so a name with a place agrees with its city */
function meetingName(r: Rng, t: Topic, hospital: Hospital, year: number, n: number): string {
  const groupMeetings = GROUP_MEETINGS[t.group] ?? [];
  const forms: (() => string)[] = [
    () => `${year}${r.pick(groupMeetings.length ? groupMeetings : MEETINGS)}`,
    () => `${year}${r.pick(MEETINGS)}·${t.group}分会场`,
    () => `第${n}届${t.topic.name}诊疗规范化高峰论坛`,
    () => `${hospital.short}${r.pick(t.topic.operations)}手术技术研讨会`,
    () => `${r.pick(t.topic.operations)}技术培训班（第${n}期）`,
    () => `${hospital.city}${t.group}青年医师沙龙`,
    () => `${t.topic.name}：${r.pick(t.topic.topics)}专题研讨会`,
  ];
  return r.pick(forms)();
}

function courseName(r: Rng, t: Topic, n: number): string {
  const forms: (() => string)[] = [
    () => `${r.pick(t.topic.operations)}手术技巧精讲`,
    () => `${t.topic.disease}诊疗进展系列课程`,
    () => `${r.pick(t.topic.topics)}：从指南到临床`,
    () => `${r.pick(t.topic.imaging)}在${t.topic.disease}诊疗中的应用`,
    () => `${r.pick(t.topic.scales)}评估与临床应用`,
    () => `${t.topic.name}专题课程（第${n}讲）`,
    () => `${r.pick(t.topic.complications)}的预防与处理`,
  ];
  return r.pick(forms)();
}

/** Where a meeting stands at `now`, and whether it is still only announced. */
function meetingTiming(r: Rng, now: number) {
  const roll = r.next();
  const days = r.weighted([
    [1, 5],
    [2, 4],
    [3, 2],
  ] as const);
  let start: number;
  let status: MeetingLiveStatus;
  if (roll < 0.05) {
    // on now: started this morning or yesterday, ends after now
    start = morningOf(now, -r.int(0, days - 1));
    // before 08:30 Beijing "this morning" is still ahead: then it began yesterday morning, and its
    // programme carries on into today (the programme seeder puts a talk on now)
    if (start > now) start -= DAY;
    status = 'LI';
  } else if (roll < 0.35) {
    start = morningOf(now, r.int(1, 150));
    status = 'NS';
  } else {
    start = morningOf(now, -r.int(days, 330));
    status = r.chance(0.8) ? 'LE' : 'NL';
  }
  const end = start + (days - 1) * DAY + 9 * HOUR;
  return { start, end: status === 'LI' ? Math.max(end, now + 2 * HOUR) : end, status };
}

function announced(r: Rng, now: number, planned: number): number {
  return planned < now ? planned : now - r.int(1, 90 * 24) * HOUR;
}

export const meetingsCoursesSeeder: AreaSeeder = {
  name: 'meetings-courses',
  tables: ['meetings', 'courses'],
  sequenceTables: ['meetings', 'courses'],
  async seed(db, context) {
    const r = createRng(context.seed ^ 0x6d2c);
    const { now } = context;
    const subspecialties = await db
      .selectFrom('subspecialties')
      .select(['id', 'name', 'parent_id'])
      .execute();
    const idByName = new Map(subspecialties.map((s) => [s.name, s.id]));
    const topics: Topic[] = SUBSPECIALTY_TREE.flatMap((group) =>
      group.children.map((topic) => ({
        topic,
        group: group.name,
        subspecialtyId: idByName.get(topic.name) ?? idByName.get(group.name) ?? null,
      })),
    );

    const meetings: Insertable<MeetingsTable>[] = [];
    const meetingNames = new Set<string>();
    // a leaf by its share of the content, then one of its conditions
    const weighted = topics.map((t) => [t, leafWeight(t.topic.name)] as const);
    const about = (t: Topic): Topic => ({ ...t, topic: pickCondition(r, t.topic) });
    for (let id = 1; id <= MEETING_COUNT; id++) {
      const t = about(r.weighted(weighted));
      const { start, end, status } = meetingTiming(r, now);
      const year = Number(beijingParts(start).year);
      const hospital = r.pick(HOSPITALS);
      let name = meetingName(r, t, hospital, year, r.int(2, 18));
      for (let tries = 0; meetingNames.has(name) && tries < 5; tries++)
        name = meetingName(r, t, hospital, year, r.int(2, 18));
      if (meetingNames.has(name)) name = `${name}（${id}）`;
      meetingNames.add(name);
      const city = hospital.city;
      const province = PROVINCE_OF[city] ?? city;
      const announcedOnly = status === 'NS' && r.chance(0.2);
      meetings.push({
        id,
        meeting_name: name,
        app_main_pic: cover(`meeting-${id}`, name),
        title_pic: cover(`meeting-title-${id}`, name),
        live_status: status,
        start_time: start,
        end_time: end,
        province,
        city,
        publish_status: announcedOnly ? '0' : '1',
        forthcoming: announcedOnly ? 'T' : 'F',
        // a general meeting (no subspecialty) now and then, as the real calendar has
        subspecialty_id: r.chance(0.08) ? null : t.subspecialtyId,
        views: status === 'NS' ? r.skewed(0, 3_000) : r.skewed(200, 60_000),
        // announced one to six months ahead; one announced "in the future" is spread over the
        // past three months instead, so upcoming meetings do not pile up at the top of the flow
        publish_time: announced(r, now, start - r.int(30, 180) * DAY),
        created_at: Math.min(now, start - 100 * DAY),
      });
    }

    const courses: Insertable<CoursesTable>[] = [];
    const courseNames = new Set<string>();
    for (let id = 1; id <= COURSE_COUNT; id++) {
      const t = about(r.weighted(weighted));
      let name = courseName(r, t, r.int(1, 12));
      for (let tries = 0; courseNames.has(name) && tries < 5; tries++) name = courseName(r, t, r.int(1, 12));
      if (courseNames.has(name)) name = `${name}（${id}）`;
      courseNames.add(name);
      const speakers = Array.from(
        {
          length: r.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ] as const),
        },
        () => speakerName(r),
      );
      const published = now - r.int(1, 720) * DAY - r.int(0, 23) * HOUR;
      courses.push({
        id,
        name,
        cover: cover(`course-${id}`, name),
        speaker_names: [...new Set(speakers)].join('、'),
        money: r.chance(0.45) ? null : r.pick(PRICES),
        score: r.int(40, 50),
        views: r.skewed(50, 40_000),
        subspecialty_id: t.subspecialtyId,
        publish_time: published,
        created_at: published,
      });
    }

    for (let i = 0; i < meetings.length; i += 200)
      await db
        .insertInto('meetings')
        .values(meetings.slice(i, i + 200))
        .execute();
    for (let i = 0; i < courses.length; i += 200)
      await db
        .insertInto('courses')
        .values(courses.slice(i, i + 200))
        .execute();
  },
};
