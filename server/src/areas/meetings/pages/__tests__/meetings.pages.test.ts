import { classroomEndpoints } from '@portal/api/endpoints/classroom';
import { meetingEndpoints } from '@portal/api/endpoints/meetings';
import { courseQuery } from '@portal/api/queries/classroom';
import { meetingDetailQuery } from '@portal/api/queries/meetings';
import {
  createPagesTestApp,
  jsonLdOf,
  mainTextOf,
  metaOf,
  type PagesTestApp,
  pageDataOf,
} from '../../../../test-support/pages';
import { signIn } from '../../../../test-support/test-app';

/**
 * The meetings area's pages as HTML (issue 24), on SQLite or PostgreSQL: a meeting as an Event, a
 * course as a Course; their text escaped, their first data under the screens' keys, nothing paid
 * (a lecture's address) in the page, and 404 / 410 for what is not or no longer there.
 */

const EVIL_NAME = '脑血管病</script><!--<script>alert(1)</script> 高峰"论坛"';
const EVIL_INTRO =
  '第一天：开幕式 & 主旨报告 <b>不是标签</b>\n第二天：</script><script>alert(2)</script>手术演示';
const START = Date.UTC(2026, 11, 5, 1, 0, 0);
const END = Date.UTC(2026, 11, 6, 9, 0, 0);

let t: PagesTestApp;
let buyer: { cookie: string; id: number };
let meeting: number;
let online: number;
let announced: number;
let deletedMeeting: number;
let freeCourse: number;
let paidCourse: number;
let paidLectures: number[];
let deletedCourse: number;

const db = () => t.database.db;

async function addMeeting(values: {
  name: string;
  province?: string;
  city?: string;
  publish?: '0' | '1';
  forthcoming?: 'T' | 'F';
  brandId?: number | null;
  price?: number | null;
  intro?: string;
}) {
  const row = await db()
    .insertInto('meetings')
    .values({
      meeting_name: values.name,
      app_main_pic: '/media/meeting/cover.svg',
      title_pic: '',
      live_status: 'NS',
      start_time: START,
      end_time: END,
      province: values.province ?? '',
      city: values.city ?? '',
      publish_status: values.publish ?? '1',
      forthcoming: values.forthcoming ?? 'F',
      subspecialty_id: null,
      views: 0,
      publish_time: START - 86_400_000,
      created_at: START - 86_400_000,
      series_id: null,
      price: values.price ?? null,
      brand_id: values.brandId ?? null,
      intro: values.intro ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addCourse(name: string, money: number | null, lectures: number) {
  const row = await db()
    .insertInto('courses')
    .values({
      name,
      cover: '/media/course/cover.svg',
      speaker_names: '王建国、李明',
      money,
      score: 46,
      views: 0,
      subspecialty_id: null,
      publish_time: START,
      created_at: START,
      series_id: null,
      intro: EVIL_INTRO,
      rating_total: 23,
      rating_count: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const videos: number[] = [];
  for (let i = 0; i < lectures; i++) {
    const v = await db()
      .insertInto('course_videos')
      .values({
        course_id: row.id,
        name: `第${i + 1}讲 <i>动脉瘤</i>`,
        speaker_names: '王建国',
        duration: 600,
        sort: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    videos.push(v.id);
  }
  return { id: row.id, videos };
}

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'none' });
  buyer = await signIn(t, '13900006001');
  const brand = await db()
    .insertInto('brands')
    .values({
      name: '神经介入<器械>',
      logo: '/media/brand/logo.svg',
      views: 0,
      created_at: START,
      description: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  meeting = await addMeeting({
    name: EVIL_NAME,
    province: '北京',
    city: '北京',
    brandId: brand.id,
    price: 99,
    intro: EVIL_INTRO,
  });
  await db()
    .insertInto('meeting_tickets')
    .values({ meeting_id: meeting, user_id: buyer.id, order_no: 'T-1', paid_at: START })
    .execute();
  online = await addMeeting({ name: '线上病例讨论会' });
  announced = await addMeeting({ name: '即将公布的会议', publish: '0', forthcoming: 'T' });
  deletedMeeting = await addMeeting({ name: '已删除的会议' });
  await db().deleteFrom('meetings').where('id', '=', deletedMeeting).execute();

  freeCourse = (await addCourse(EVIL_NAME, null, 2)).id;
  const paid = await addCourse('动脉瘤介入治疗精讲', 199, 3);
  paidCourse = paid.id;
  paidLectures = paid.videos;
  await db()
    .insertInto('course_purchases')
    .values({ course_id: paidCourse, user_id: buyer.id, order_no: 'C-1', paid_at: START })
    .execute();
  deletedCourse = (await addCourse('已下架的课程', null, 0)).id;
  await db().deleteFrom('courses').where('id', '=', deletedCourse).execute();
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) => t.page(url, cookie);

const pageData = pageDataOf;
const meta = metaOf;

const ESCAPED_NAME =
  '脑血管病&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; 高峰&quot;论坛&quot;';

describe('a meeting as HTML', () => {
  it('carries its title, description, canonical, Open Graph and text', async () => {
    const res = await page(`/meeting/detail?id=${meeting}&fieldsId=3&from=share`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${ESCAPED_NAME} - 脑医汇</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="第一天：开幕式 &amp; 主旨报告 &lt;b&gt;不是标签',
    );
    expect(html).toContain(`<link rel="canonical" href="http://localhost/meeting/detail?id=${meeting}"/>`);
    expect(meta(html, 'og:title')).toBe(ESCAPED_NAME);
    expect(meta(html, 'og:image')).toBe('http://localhost/media/meeting/cover.svg');
    expect(meta(html, 'og:url')).toBe(`http://localhost/meeting/detail?id=${meeting}`);
    expect(html).not.toContain('<meta name="robots"');
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${ESCAPED_NAME}</h1>`);
    // the poster the screen shows (no title picture: the app's), fetched at once, its size reserved,
    // laid out by the wide page's style where the screen's head card is
    expect(text).toContain(
      '<img class="portal-page-poster" src="/media/meeting/cover.svg" alt="" width="360" height="203" fetchpriority="high"/>',
    );
    expect(html).toContain('.portal-page-poster{');
    // and where the player will be (a meeting with video), the same poster as wide as the player
    expect(text).toContain(
      '<div class="portal-page-player"><img src="/media/meeting/cover.svg" alt="" width="960" height="540"/></div>',
    );
    expect(text).toContain('北京');
    expect(text).toContain('主办：神经介入&lt;器械&gt;');
    expect(text).toContain('<p>第一天：开幕式 &amp; 主旨报告 &lt;b&gt;不是标签&lt;/b&gt;</p>');
    expect(text).toContain('¥99');
  });

  it('is an Event with its dates, its place and stream, its organiser and its price', async () => {
    const ld = jsonLdOf((await page(`/meeting/detail?id=${meeting}`)).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: EVIL_NAME,
      startDate: new Date(START).toISOString(),
      endDate: new Date(END).toISOString(),
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        {
          '@type': 'Place',
          name: '北京',
          address: {
            '@type': 'PostalAddress',
            addressRegion: '北京',
            addressLocality: '北京',
            addressCountry: 'CN',
          },
        },
        { '@type': 'VirtualLocation', url: `http://localhost/meeting/detail?id=${meeting}` },
      ],
      organizer: {
        '@type': 'Organization',
        name: '神经介入<器械>',
        logo: 'http://localhost/media/brand/logo.svg',
      },
      offers: { '@type': 'Offer', price: 99, priceCurrency: 'CNY' },
      image: ['http://localhost/media/meeting/cover.svg'],
    });
    expect(ld.description).toBe(
      '第一天：开幕式 & 主旨报告 <b>不是标签</b>\n第二天：</script><script>alert(2)</script>手术演示',
    );
  });

  it('an online meeting is online only, organised by the site when no brand hosts it', async () => {
    const html = (await page(`/meeting/detail?id=${online}`)).body;
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      organizer: { name: '脑医汇' },
      offers: { price: 0 },
    });
    expect(mainTextOf(html)).toContain('线上直播');
    expect(mainTextOf(html)).toContain('免费');
  });

  it('lets no markup of the meeting out', async () => {
    const html = (await page(`/meeting/detail?id=${meeting}`)).body;
    expect(html).not.toContain('<script>alert');
    // the shell's script, the JSON-LD and the first data: nothing more ends a script
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!--');
  });

  it('puts the detail answer in the page under the key the screen reads', async () => {
    const html = (await page(`/meeting/detail?id=${meeting}`, buyer.cookie)).body;
    const { viewer, entries } = pageData(html);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.queryKey).toEqual(meetingDetailQuery(meeting).queryKey);
    const api = await t.app.inject({
      url: meetingEndpoints.detail.path,
      query: { id: String(meeting) },
      headers: { cookie: buyer.cookie },
    });
    expect(entries[0]?.data).toEqual(api.json().result);
    // the ticket holder's own answer, said to be theirs; a visitor's says nothing of the ticket
    expect(entries[0]?.data).toMatchObject({ canWatch: true });
    expect(viewer).toBe(buyer.id);
    expect(pageData((await page(`/meeting/detail?id=${meeting}`)).body).entries[0]?.data).toMatchObject({
      canWatch: false,
    });
    expect(html).not.toContain('13900006001');
    expect(html).not.toContain(buyer.cookie.split('=')[1] as string);
  });

  it('answers 404 for an unknown, malformed or only announced meeting, 410 for a deleted one', async () => {
    for (const url of ['/meeting/detail?id=99999999', '/meeting/detail?id=abc', '/meeting/detail']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(pageData(res.body).entries).toEqual([]);
    }
    const soon = await page(`/meeting/detail?id=${announced}`);
    expect(soon.statusCode).toBe(404);
    expect(soon.body).not.toContain('即将公布的会议');
    const gone = await page(`/meeting/detail?id=${deletedMeeting}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
    expect(gone.body).not.toContain('已删除的会议');
  });
});

describe('a course as HTML', () => {
  it('carries its head, Course JSON-LD and its text with the lectures, escaped', async () => {
    const res = await page(`/cloudclassroomCourse?courseId=${freeCourse}&id=5`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${ESCAPED_NAME} - 脑医汇</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost/cloudclassroomCourse?courseId=${freeCourse}"/>`,
    );
    expect(meta(html, 'og:image')).toBe('http://localhost/media/course/cover.svg');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${ESCAPED_NAME}</h1>`);
    expect(text).toContain('讲者：王建国、李明');
    // its cover where the screen's player is, across the card, fetched at once
    expect(text).toContain(
      '<img class="portal-page-bleed" src="/media/course/cover.svg" alt="" width="764" height="430" fetchpriority="high"/>',
    );
    expect(text).toContain('<li>第1讲 &lt;i&gt;动脉瘤&lt;/i&gt; · 王建国 · 10分钟</li>');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: EVIL_NAME,
      provider: { '@type': 'Organization', name: '脑医汇' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        instructor: [
          { '@type': 'Person', name: '王建国' },
          { '@type': 'Person', name: '李明' },
        ],
      },
      offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'CNY' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 5 },
    });
    expect(jsonLdOf(html).description).toContain('第一天：开幕式 & 主旨报告');
  });

  it("keeps a paid course's lectures out of the page, even for its buyer; the key is the visitor's", async () => {
    const api = await t.app.inject({
      url: classroomEndpoints.course.path,
      query: { courseId: String(paidCourse) },
      headers: { cookie: buyer.cookie },
    });
    // the buyer's own answer names every lecture's address: the page must not
    const own = api.json().result.lectureList as { playlistUrl: string | null }[];
    expect(own.every((l) => l.playlistUrl !== null)).toBe(true);
    const html = (await page(`/cloudclassroomCourse?courseId=${paidCourse}`, buyer.cookie)).body;
    for (const lecture of paidLectures.slice(1)) expect(html).not.toContain(`/${lecture}/index.m3u8`);
    const { viewer, entries } = pageData(html);
    expect(viewer).toBeNull();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.queryKey).toEqual(courseQuery(paidCourse, null).queryKey);
    expect(entries[0]?.data).toMatchObject({ bought: false, money: 199 });
    const visitor = await t.app.inject({
      url: classroomEndpoints.course.path,
      query: { courseId: String(paidCourse) },
    });
    const { showViews: _pageViews, ...pageAnswer } = (entries[0]?.data ?? {}) as Record<string, unknown>;
    const { showViews: _apiViews, ...visitorAnswer } = visitor.json().result as Record<string, unknown>;
    expect(pageAnswer).toEqual(visitorAnswer);
    expect(jsonLdOf(html)).toMatchObject({ offers: { category: 'Paid', price: 199 } });
  });

  it('answers 404 for an unknown or malformed course, 410 for a deleted one', async () => {
    for (const url of ['/cloudclassroomCourse?courseId=99999999', '/cloudclassroomCourse?courseId=x']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(pageData(res.body).entries).toEqual([]);
    }
    const gone = await page(`/cloudclassroomCourse?courseId=${deletedCourse}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain('已下架的课程');
  });
});
