import { IDENTITY } from '@portal/api/identity';
import type { Insertable } from 'kysely';
import type { CommentsTable } from '../../../comments/schema';
import {
  catalogueStream,
  doctorsOf,
  hospitalOf,
  readSubjects,
  readUsers,
  type SeedUser,
  type Subject,
  type Subjects,
} from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { daysAgo, type Rng } from '../../../seed/random';
import { ofChildhood } from '../../../seed/subspecialties';
import { HOSPITALS, isSurgical, seesChildrenOnly } from '../../../seed/vocabulary';
import type { ShortVideosTable } from './schema';
import { SHORT_VIDEO_TARGET } from './short-videos.repository';

const HOUR = 3_600_000;

export const SHORT_VIDEOS_PER_SCALE = 300;
/** length of server/assets/video/lecture-demo.webm, which every short video plays */
const DEMO_CLIP_SECONDS = 10;
export const SHORT_VIDEO_URL = '/media/video/lecture-demo.webm';

/** short videos at this scale (the context's `scale`) */
export const shortVideoCount = (scale: number) => Math.round(SHORT_VIDEOS_PER_SCALE * scale);

function doctorVideoTitle(r: Rng, s: Subject, operation: string): string {
  const { topic } = s;
  const forms: (() => string)[] = [
    () => `1分钟看懂${operation}`,
    () => `${operation}关键步骤演示`,
    () => `术中实拍：${operation}`,
    () => `${r.pick(topic.complications)}如何预防？`,
    () => `${r.pick(topic.imaging)}读片：${r.pick(topic.findings)}`,
    () => `${topic.disease}患者术后康复要点`,
    () => `${r.pick(topic.topics)}：专家一分钟点评`,
    () => `科普｜${r.pick(topic.symptoms)}，警惕${topic.disease}`,
  ];
  return r.pick(forms)();
}

/** a video that shows its creator operating */
export const SHOWS_OPERATING = /关键步骤演示$|^术中实拍：/;

/**
 * The creator a doctor's video fits: one who operates if it shows them operating, and one who
 * sees children only only for a condition children have; else one who does, from `fit` (a stream
 * of its own, so the videos after it stay as they were).
 */
function fittingCreator(
  fit: Rng,
  drawn: SeedUser,
  subject: Subject,
  operating: boolean,
  doctors: readonly SeedUser[],
): SeedUser {
  const fits = (d: SeedUser) =>
    (!operating || isSurgical(d.department)) &&
    (ofChildhood(subject.topic) ||
      !seesChildrenOnly(
        HOSPITALS.find((h) => h.name === d.company),
        d.department,
      ));
  if (fits(drawn)) return drawn;
  const others = doctors.filter(fits);
  return others.length > 0 ? fit.pick(others) : drawn;
}

function buildShortVideos(
  r: Rng,
  fit: Rng,
  count: number,
  now: number,
  subjects: Subjects,
  doctors: readonly SeedUser[],
  corporate: readonly SeedUser[],
  products: readonly { name: string }[],
): Insertable<ShortVideosTable>[] {
  const rows: Insertable<ShortVideosTable>[] = [];
  if (doctors.length === 0) return rows;
  for (let id = 1; id <= count; id++) {
    const s = subjects.any(r);
    const brand = corporate.length > 0 && products.length > 0 && r.chance(0.15);
    let creator = brand ? r.pick(corporate) : r.pick(doctors);
    let title: string;
    let description: string;
    if (brand) {
      const product = r.pick(products).name;
      title = r.pick([`${product}临床应用演示`, `${product}：3分钟了解核心功能`, `${product}术中使用技巧`]);
      description = `${product}在${s.topic.disease}手术中的操作流程与使用要点，由厂家临床支持团队录制。`;
    } else {
      // a seeded doctor's hospital is one of the vocabulary's: finding it draws nothing
      const operation = r.pick(s.topic.operations);
      title = doctorVideoTitle(r, s, operation);
      creator = fittingCreator(fit, creator, s, SHOWS_OPERATING.test(title), doctors);
      const hospital = hospitalOf(creator, r);
      description = `${hospital.short}${creator.real_name}医生讲解${operation}的要点，包括${r.pick(s.topic.topics)}与${r.pick(s.topic.complications)}的防范。`;
    }
    const online = daysAgo(r, now, 1, 720);
    rows.push({
      id,
      title,
      cover: coverUrl(`short-video-${id}`, title),
      creator_id: creator.id,
      subspecialty_id: s.childId ?? s.groupId,
      video_url: SHORT_VIDEO_URL,
      // the demo clip stands in for every video, so the duration shown is the clip's
      duration: DEMO_CLIP_SECONDS,
      bms_auth: brand ? 1 : 0,
      essences: r.chance(0.08) ? 'T' : 'F',
      status: 'published',
      views: r.skewed(100, 80_000),
      diggs: r.skewed(0, 3_000),
      // the comment rows are seeded below, and the counter set to match them
      comments: 0,
      online_time: online,
      created_at: online - r.int(1, 48) * HOUR,
      description,
    });
  }
  return rows;
}

/**
 * Short videos by doctors, and brand-certified ones by corporate accounts about the seeded
 * products (migration 010's part of this feature); as many as the news list's scale asks for.
 */
export const shortVideosSeeder: AreaSeeder = {
  name: 'short-videos',
  tables: ['short_videos'],
  // comments: its seeded rows carry ids past the last (the sequence moves after the seed)
  sequenceTables: ['short_videos', 'comments'],
  async seed(db, context) {
    const { scale } = context;
    const [subjects, users, products] = await Promise.all([
      readSubjects(db),
      readUsers(db),
      db.selectFrom('products').select(['name']).orderBy('id').execute(),
    ]);
    const rows = buildShortVideos(
      catalogueStream(context.seed, 'short-videos'),
      catalogueStream(context.seed, 'short-videos:fit'),
      shortVideoCount(scale),
      context.now,
      subjects,
      doctorsOf(users),
      users.filter((u) => u.identity === IDENTITY.corporate),
      products,
    );
    await insertChunks(rows, (chunk) => db.insertInto('short_videos').values(chunk).execute());
    await seedShortVideoComments(
      db,
      catalogueStream(context.seed, 'short-video-comments'),
      rows,
      users,
      context.now,
    );
  },
};

const COMMENT_TEXTS: readonly string[] = [
  '讲得很清楚，收藏了',
  '请问这个入路适合老年患者吗？',
  '术中出血怎么控制的？',
  '学习了，感谢分享',
  '手法很干净，赞一个',
  '我们科也在开展，效果不错',
  '视频再长一点就好了',
  '术后复查多久做一次影像？',
  '这个病例的适应证把握得很好',
  '已转发给科室同事',
];
const REPLY_TEXTS: readonly string[] = [
  '同问',
  '个体化评估，要看基础情况',
  '谢谢老师解答',
  '一般术后3个月复查',
  '赞同楼上',
];

/**
 * Comments on about a third of the videos: one to four by doctors and patients (who are shown
 * anonymously), some with a reply; each video's `comments` counter matches its rows.
 */
async function seedShortVideoComments(
  db: Parameters<AreaSeeder['seed']>[0],
  r: Rng,
  videos: readonly Insertable<ShortVideosTable>[],
  users: readonly SeedUser[],
  now: number,
) {
  const commenters = users.filter((u) => u.identity === IDENTITY.doctor || u.identity === IDENTITY.patient);
  if (commenters.length === 0) return;
  const last = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let nextId = Number(last?.id ?? 0) + 1;
  const top: Insertable<CommentsTable>[] = [];
  for (const v of videos) {
    if (!r.chance(0.35)) continue;
    for (let i = r.int(1, 4); i > 0; i--) {
      top.push({
        id: nextId++,
        target_type: SHORT_VIDEO_TARGET,
        target_id: Number(v.id),
        parent_id: null,
        reply_to_user_id: null,
        user_id: r.pick(commenters).id,
        text: r.pick(COMMENT_TEXTS),
        diggs: r.skewed(0, 40),
        created_at: Math.min(now, Number(v.online_time) + r.int(1, 240) * HOUR),
      });
    }
  }
  await insertChunks(top, (chunk) => db.insertInto('comments').values(chunk).execute());
  const replies: Insertable<CommentsTable>[] = [];
  for (const c of top) {
    if (!r.chance(0.3)) continue;
    replies.push({
      id: nextId++,
      target_type: SHORT_VIDEO_TARGET,
      target_id: c.target_id,
      parent_id: Number(c.id),
      reply_to_user_id: null,
      user_id: r.pick(commenters).id,
      text: r.pick(REPLY_TEXTS),
      diggs: r.skewed(0, 10),
      created_at: Math.min(now, Number(c.created_at) + r.int(1, 48) * HOUR),
    });
  }
  await insertChunks(replies, (chunk) => db.insertInto('comments').values(chunk).execute());
  const counts = new Map<number, number>();
  for (const c of [...top, ...replies]) counts.set(c.target_id, (counts.get(c.target_id) ?? 0) + 1);
  for (const [id, n] of counts)
    await db.updateTable('short_videos').set({ comments: n }).where('id', '=', id).execute();
}
