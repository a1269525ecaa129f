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
  /** what participants are asked to do (migration 026) */
  description: string;
}

const ACTIVITIES: readonly ActivitySeed[] = [
  {
    subspecialty: '颅内动脉瘤',
    name: '2026 复杂颅内动脉瘤病例征集',
    phase: 'ongoing',
    description:
      '征集宽颈、梭形、巨大或后循环等复杂颅内动脉瘤的治疗病例。请提交术前 CTA 或 DSA 影像、治疗方案，以及术后至少 6 个月的影像随访。',
  },
  {
    subspecialty: '颅内动脉瘤',
    name: '动脉瘤夹闭手术视频大赛',
    phase: 'ended',
    description:
      '提交 10 分钟以内的动脉瘤夹闭手术剪辑视频，需包含入路显露、载瘤动脉临时阻断与夹闭后的 ICG 或多普勒验证，并附简要病例说明。',
  },
  {
    subspecialty: '脑动静脉畸形',
    name: '脑AVM多模态治疗专题讨论',
    phase: 'upcoming',
    description:
      '围绕脑动静脉畸形的显微手术、介入栓塞与立体定向放射外科如何组合展开讨论，欢迎结合 Spetzler-Martin 分级带着治疗决策中的疑问提问。',
  },
  {
    subspecialty: '烟雾病',
    name: '烟雾病血运重建术式病例征集',
    phase: 'ongoing',
    description:
      '征集直接、间接或联合血运重建病例。请提交术前 DSA 与灌注影像、术式细节，以及术后灌注改善和卒中事件的随访。',
  },
  {
    subspecialty: '高血压脑出血',
    name: '脑出血微创手术视频大赛',
    phase: 'ongoing',
    description:
      '提交神经内镜或立体定向穿刺引流治疗高血压脑出血的手术视频（10 分钟以内），并附术前术后 CT 与血肿清除率。',
  },
  {
    subspecialty: '颈动脉狭窄',
    name: 'CEA 与 CAS 争议专题讨论',
    phase: 'ended',
    description:
      '就颈动脉狭窄选择内膜剥脱术还是支架置入术展开讨论，欢迎结合斑块影像、患者年龄与围手术期并发症数据提问与作答。',
  },
  {
    subspecialty: '脑血管病',
    name: '脑血管病经典文献读书会',
    phase: 'ongoing',
    description:
      '每期精读一篇脑血管病领域的经典或新近研究，参与者就研究设计、结论与临床应用提出问题并分享自己的解读。',
  },
  {
    subspecialty: '胶质瘤',
    name: '胶质瘤 MDT 病例征集',
    phase: 'ongoing',
    description: '征集经多学科讨论的胶质瘤病例。请提交术前 MRI、病理与分子检测结果、治疗经过及随访影像。',
  },
  {
    subspecialty: '胶质瘤',
    name: '《WHO 中枢神经系统肿瘤分类》读书会',
    phase: 'upcoming',
    description:
      '逐章研读第五版 WHO 中枢神经系统肿瘤分类，重点讨论分子指标如何改变诊断与治疗，参与者可就疑难条目提问。',
  },
  {
    subspecialty: '脑膜瘤',
    name: '颅底脑膜瘤手术视频大赛',
    phase: 'ongoing',
    description:
      '提交颅底脑膜瘤切除手术视频（10 分钟以内），展示入路选择、肿瘤基底处理与神经血管保护，并附 Simpson 分级与术后影像。',
  },
  {
    subspecialty: '垂体瘤',
    name: '垂体腺瘤内分泌评估专题讨论',
    phase: 'ended',
    description: '讨论垂体腺瘤围手术期的内分泌评估与激素替代，欢迎就功能性腺瘤的诊断标准和术后随访方案提问。',
  },
  {
    subspecialty: '听神经瘤',
    name: '听神经瘤面神经保护病例征集',
    phase: 'upcoming',
    description:
      '征集听神经瘤手术病例。请提交术前 MRI、术中面神经监测要点，以及术后 House-Brackmann 分级随访。',
  },
  {
    subspecialty: '脑转移瘤',
    name: '脑转移瘤放疗与手术时机专题讨论',
    phase: 'ongoing',
    description: '围绕脑转移瘤何时手术、何时放疗以及如何与系统治疗衔接展开讨论，欢迎带着具体病例提问。',
  },
  {
    subspecialty: '神经肿瘤',
    name: '神经肿瘤青年医师病例演讲赛',
    phase: 'ended',
    description:
      '面向 40 岁以下的医师，提交一例神经肿瘤病例的 8 分钟演讲与幻灯片，需包含影像、病理、治疗决策与随访。',
  },
  {
    subspecialty: '帕金森病',
    name: 'DBS 程控经验病例征集',
    phase: 'ongoing',
    description:
      '征集脑深部电刺激术后的程控病例。请提交靶点与电极位置影像、程控参数的调整过程，以及运动症状评分的变化。',
  },
  {
    subspecialty: '癫痫',
    name: '难治性癫痫术前评估读书会',
    phase: 'ongoing',
    description:
      '精读难治性癫痫术前评估的文献与共识，讨论视频脑电、MRI 与 PET 的综合判读，参与者可就评估流程提问。',
  },
  {
    subspecialty: '三叉神经痛',
    name: '微血管减压术手术视频大赛',
    phase: 'upcoming',
    description:
      '提交三叉神经痛微血管减压术视频（10 分钟以内），展示责任血管的辨认与垫片放置，并附术后疼痛缓解的随访。',
  },
  {
    subspecialty: '功能神经外科',
    name: '功能神经外科疑难病例专题讨论',
    phase: 'ended',
    description: '讨论功能神经外科的疑难病例：参与者提交病例要点与问题，与同道交流诊疗思路。',
  },
  {
    subspecialty: '脊髓肿瘤',
    name: '髓内肿瘤切除技巧病例征集',
    phase: 'ongoing',
    description:
      '征集髓内肿瘤切除病例。请提交术前术后 MRI、术中电生理监测要点，以及术后神经功能（如 McCormick 分级）的随访。',
  },
  {
    subspecialty: '颈椎病',
    name: '颈椎前后路手术视频大赛',
    phase: 'ended',
    description: '提交颈椎前路或后路减压融合手术视频（10 分钟以内），并附病例简介、手术指征与术后影像。',
  },
  {
    subspecialty: 'Chiari畸形',
    name: 'Chiari 畸形减压范围专题讨论',
    phase: 'upcoming',
    description:
      '围绕 Chiari 畸形后颅窝减压是否切开硬膜、是否处理小脑扁桃体展开讨论，欢迎结合脊髓空洞的转归提问。',
  },
  {
    subspecialty: '重型颅脑损伤',
    name: '重型颅脑损伤救治病例征集',
    phase: 'ongoing',
    description:
      '征集重型颅脑损伤救治病例。请提交入院 GCS 评分、CT 影像、手术与重症管理经过，以及 GOS 随访结果。',
  },
  {
    subspecialty: '慢性硬膜下血肿',
    name: '慢性硬膜下血肿复发防治专题讨论',
    phase: 'ended',
    description: '讨论慢性硬膜下血肿术后复发的危险因素与防治，包括引流方式、药物治疗与脑膜中动脉栓塞。',
  },
  {
    subspecialty: '颅脑创伤',
    name: '颅脑创伤指南解读读书会',
    phase: 'ongoing',
    description: '逐条研读颅脑创伤救治指南，讨论推荐背后的证据及在本院的落实，参与者可就具体条目提问。',
  },
  {
    subspecialty: '脑积水',
    name: '儿童脑积水分流与内镜病例征集',
    phase: 'upcoming',
    description:
      '征集儿童脑积水分流术或内镜第三脑室底造瘘病例。请提交术前术后影像、术式选择的理由，以及分流失败等随访情况。',
  },
  {
    subspecialty: '小儿神经外科',
    name: '小儿神经外科手术视频大赛',
    phase: 'ongoing',
    description: '提交小儿神经外科手术视频（10 分钟以内），并附患儿病例简介、术中要点与术后随访。',
  },
  {
    subspecialty: '内镜经鼻颅底外科',
    name: '内镜经鼻颅底手术视频大赛',
    phase: 'ongoing',
    description:
      '提交内镜经鼻颅底手术视频（10 分钟以内），展示显露、肿瘤切除与颅底重建步骤，并附术后影像与脑脊液漏情况。',
  },
  {
    subspecialty: '神经内镜',
    name: '神经内镜解剖读书会',
    phase: 'ended',
    description: '结合解剖图谱与尸头解剖资料研读神经内镜手术的相关解剖，参与者可就入路与关键结构提问。',
  },
  {
    subspecialty: '颅内压监测',
    name: '颅内压监测与目标管理专题讨论',
    phase: 'ongoing',
    description:
      '讨论颅内压监测的指征、探头选择，以及以颅内压和脑灌注压为目标的治疗，欢迎分享病例中的具体数值与决策。',
  },
  {
    subspecialty: '神经重症',
    name: '神经重症护理病例征集',
    phase: 'upcoming',
    description: '征集神经重症护理病例。请提交护理评估、关键护理措施、并发症预防的过程及患者转归。',
  },
  {
    subspecialty: '臂丛神经损伤',
    name: '臂丛神经损伤修复专题讨论',
    phase: 'ended',
    description: '讨论臂丛神经损伤的手术时机、神经移位与移植方式的选择，欢迎结合肌电图与功能恢复的随访提问。',
  },
  {
    subspecialty: '腕管综合征',
    name: '周围神经卡压松解手术视频大赛',
    phase: 'ongoing',
    description:
      '提交腕管、肘管等周围神经卡压松解手术视频（10 分钟以内），并附术前电生理检查与术后症状随访。',
  },
  {
    subspecialty: '急性缺血性卒中取栓',
    name: '急诊取栓绿色通道病例征集',
    phase: 'ongoing',
    description:
      '征集急性缺血性卒中取栓病例。请提交发病到血管再通的各时间节点、术前影像、取栓过程，以及 90 天 mRS 随访。',
  },
  {
    subspecialty: '动脉瘤血流导向',
    name: '血流导向装置并发症专题讨论',
    phase: 'upcoming',
    description:
      '讨论血流导向装置治疗动脉瘤后的迟发出血、支架内血栓与分支闭塞等并发症的预防与处理，欢迎带着病例提问。',
  },
  {
    subspecialty: '神经介入',
    name: '神经介入经典文献读书会',
    phase: 'ended',
    description:
      '精读神经介入领域的经典随机对照研究，讨论其结论如何影响当下的介入决策，参与者可提交问题与解读。',
  },
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
      // running ones began weeks ago (their questions fill the page) and stay open for months past
      // the seed's "now", so a demo started later still has some
      const [start, end] =
        a.phase === 'ended'
          ? endingAt(context.now - rng.int(10, 300) * DAY, rng.int(14, 90) * DAY)
          : a.phase === 'ongoing'
            ? [context.now - rng.int(30, 120) * DAY, context.now + rng.int(30, 150) * DAY]
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
        description: a.description,
        cover: coverUrl(`activity-${id}`, a.name),
        share_image: coverUrl(`activity-share-${id}`, a.name),
        views: a.phase === 'upcoming' ? rng.skewed(50, 6_000) : rng.skewed(800, 120_000),
        // replaced by the count of its questions once they are filed under activities (the community
        // topics seeder, activity-questions.seed.ts); still drawn, so every later draw stays as it was
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
