import type { Insertable } from 'kysely';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { createRng } from '../../../seed/random';
import type { ActivitiesTable, ActivitySubscriptionsTable } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const ROWS_PER_INSERT = 400;

/** When an activity runs, relative to the seed's "now": over, running, or not yet started. */
type Phase = 'ended' | 'ongoing' | 'upcoming';

interface ActivitySeed {
  /** a subspecialty as named in `../subspecialties.ts`; a name the database lacks leaves it unlinked */
  subspecialty: string;
  name: string;
  phase: Phase;
}

const ACTIVITIES: readonly ActivitySeed[] = [
  { subspecialty: '颅内动脉瘤', name: '2026 复杂颅内动脉瘤病例征集', phase: 'ongoing' },
  { subspecialty: '颅内动脉瘤', name: '动脉瘤夹闭手术视频大赛', phase: 'ended' },
  { subspecialty: '脑动静脉畸形', name: '脑AVM多模态治疗专题讨论', phase: 'upcoming' },
  { subspecialty: '烟雾病', name: '烟雾病血运重建术式病例征集', phase: 'ongoing' },
  { subspecialty: '高血压脑出血', name: '脑出血微创手术视频大赛', phase: 'ongoing' },
  { subspecialty: '颈动脉狭窄', name: 'CEA 与 CAS 争议专题讨论', phase: 'ended' },
  { subspecialty: '脑血管病', name: '脑血管病经典文献读书会', phase: 'ongoing' },
  { subspecialty: '胶质瘤', name: '胶质瘤 MDT 病例征集', phase: 'ongoing' },
  { subspecialty: '胶质瘤', name: '《WHO 中枢神经系统肿瘤分类》读书会', phase: 'upcoming' },
  { subspecialty: '脑膜瘤', name: '颅底脑膜瘤手术视频大赛', phase: 'ongoing' },
  { subspecialty: '垂体瘤', name: '垂体腺瘤内分泌评估专题讨论', phase: 'ended' },
  { subspecialty: '听神经瘤', name: '听神经瘤面神经保护病例征集', phase: 'upcoming' },
  { subspecialty: '脑转移瘤', name: '脑转移瘤放疗与手术时机专题讨论', phase: 'ongoing' },
  { subspecialty: '神经肿瘤', name: '神经肿瘤青年医师病例演讲赛', phase: 'ended' },
  { subspecialty: '帕金森病', name: 'DBS 程控经验病例征集', phase: 'ongoing' },
  { subspecialty: '癫痫', name: '难治性癫痫术前评估读书会', phase: 'ongoing' },
  { subspecialty: '三叉神经痛', name: '微血管减压术手术视频大赛', phase: 'upcoming' },
  { subspecialty: '功能神经外科', name: '功能神经外科疑难病例专题讨论', phase: 'ended' },
  { subspecialty: '脊髓肿瘤', name: '髓内肿瘤切除技巧病例征集', phase: 'ongoing' },
  { subspecialty: '颈椎病', name: '颈椎前后路手术视频大赛', phase: 'ended' },
  { subspecialty: 'Chiari畸形', name: 'Chiari 畸形减压范围专题讨论', phase: 'upcoming' },
  { subspecialty: '重型颅脑损伤', name: '重型颅脑损伤救治病例征集', phase: 'ongoing' },
  { subspecialty: '慢性硬膜下血肿', name: '慢性硬膜下血肿复发防治专题讨论', phase: 'ended' },
  { subspecialty: '颅脑创伤', name: '颅脑创伤指南解读读书会', phase: 'ongoing' },
  { subspecialty: '脑积水', name: '儿童脑积水分流与内镜病例征集', phase: 'upcoming' },
  { subspecialty: '小儿神经外科', name: '小儿神经外科手术视频大赛', phase: 'ongoing' },
  { subspecialty: '内镜经鼻颅底外科', name: '内镜经鼻颅底手术视频大赛', phase: 'ongoing' },
  { subspecialty: '神经内镜', name: '神经内镜解剖读书会', phase: 'ended' },
  { subspecialty: '颅内压监测', name: '颅内压监测与目标管理专题讨论', phase: 'ongoing' },
  { subspecialty: '神经重症', name: '神经重症护理病例征集', phase: 'upcoming' },
  { subspecialty: '臂丛神经损伤', name: '臂丛神经损伤修复专题讨论', phase: 'ended' },
  { subspecialty: '腕管综合征', name: '周围神经卡压松解手术视频大赛', phase: 'ongoing' },
  { subspecialty: '急性缺血性卒中取栓', name: '急诊取栓绿色通道病例征集', phase: 'ongoing' },
  { subspecialty: '动脉瘤血流导向', name: '血流导向装置并发症专题讨论', phase: 'upcoming' },
  { subspecialty: '神经介入', name: '神经介入经典文献读书会', phase: 'ended' },
];

const endingAt = (end: number, length: number) => [end - length, end] as const;
const startingAt = (start: number, length: number) => [start, start + length] as const;

const coverUrl = (key: string, title: string) => `/media/cover/${key}.svg?title=${encodeURIComponent(title)}`;

/**
 * Community activities of the subspecialties, some over, some running, some ahead of the seed's
 * "now", and a few subscriptions of seeded users (the counters match the rows).
 */
export const activitiesSeeder: AreaSeeder = {
  name: 'activities',
  tables: ['activities', 'activity_subscriptions'],
  sequenceTables: ['activities'],
  async seed(db, context) {
    const rng = createRng(`${context.seed}:activities`);
    const [subspecialties, users] = await Promise.all([
      db.selectFrom('subspecialties').select(['id', 'name']).execute(),
      db.selectFrom('users').select('id').orderBy('id').limit(400).execute(),
    ]);
    const byName = new Map(subspecialties.map((s) => [s.name, s.id]));

    const subscriptions: Insertable<ActivitySubscriptionsTable>[] = [];
    const activities: Insertable<ActivitiesTable>[] = ACTIVITIES.map((a, i) => {
      const id = i + 1;
      // running ones stay open for months past the seed's "now", so a demo started later still has some
      const [start, end] =
        a.phase === 'ended'
          ? endingAt(context.now - rng.int(10, 300) * DAY, rng.int(14, 90) * DAY)
          : a.phase === 'ongoing'
            ? [context.now - rng.int(1, 30) * DAY, context.now + rng.int(30, 150) * DAY]
            : startingAt(context.now + rng.int(3, 60) * DAY, rng.int(14, 60) * DAY);
      const subscribers = users.length > 0 ? rng.sample(users, rng.int(0, Math.min(12, users.length))) : [];
      for (const u of subscribers)
        subscriptions.push({
          activity_id: id,
          user_id: u.id,
          created_at: Math.min(start, context.now) - DAY,
        });
      return {
        id,
        subspecialty_id: byName.get(a.subspecialty) ?? null,
        name: a.name,
        cover: coverUrl(`activity-${id}`, a.name),
        share_image: coverUrl(`activity-share-${id}`, a.name),
        views: a.phase === 'upcoming' ? rng.skewed(50, 6_000) : rng.skewed(800, 120_000),
        contents: a.phase === 'upcoming' ? 0 : rng.skewed(3, 400),
        subscribers: subscribers.length,
        start_time: start,
        end_time: end,
        status: 'published',
        created_at: Math.min(start, context.now) - rng.int(7, 30) * DAY,
      };
    });

    await db.insertInto('activities').values(activities).execute();
    for (let i = 0; i < subscriptions.length; i += ROWS_PER_INSERT)
      await db
        .insertInto('activity_subscriptions')
        .values(subscriptions.slice(i, i + ROWS_PER_INSERT))
        .execute();
  },
};
