import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { catalogueStream, doctorsOf, readUsers, type SeedUser } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { pickDistinct, type Rng } from '../../../seed/random';
import type { BrandActivitiesTable } from '../activities/schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Specifications a product page lists, by device category code: the rows a buyer compares, with
 * values of the kind a data sheet gives. Generic on purpose: no claim of what a device achieves.
 */
const SPEC_ROWS: Record<string, readonly (readonly [string, readonly string[]])[]> = {
  MICROSCOPE: [
    ['放大倍率', ['1.8×–12.5×（电动连续变倍）', '2.5×–15×（电动连续变倍）']],
    ['工作距离', ['200–625 mm', '225–600 mm']],
    ['照明光源', ['氙灯 300 W', 'LED 冷光源']],
    ['影像记录', ['4K 双路录像', '全高清 3D 录像']],
  ],
  NAVIGATION: [
    ['追踪方式', ['光学追踪', '电磁追踪', '光学与电磁双模']],
    ['兼容影像', ['CT、MRI、DSA', 'CT、MRI、PET']],
    ['配准方式', ['表面点配准', '骨性标志点配准', '术中影像自动配准']],
  ],
  ENDOSCOPE: [
    ['外径', ['2.7 mm', '4 mm', '6 mm']],
    ['视向角', ['0°', '30°', '45°']],
    ['工作长度', ['180 mm', '300 mm']],
    ['成像', ['4K 超高清', '全高清']],
  ],
  DBS: [
    ['电极触点', ['4 触点', '8 触点（定向）']],
    ['电池', ['可充电', '不可充电']],
    ['磁共振兼容', ['全身 1.5T 条件兼容', '头部 3T 条件兼容']],
  ],
  ICP_MONITOR: [
    ['测量范围', ['-10 至 +125 mmHg', '-40 至 +150 mmHg']],
    ['探头位置', ['脑实质', '脑室', '硬膜下']],
    ['数据接口', ['RS-232、模拟输出', 'USB、无线传输']],
  ],
  ANEURYSM_CLIP: [
    ['材质', ['钛合金', '钴铬合金']],
    ['规格', ['直型、弯型、枪状型共 60 余种', '标准型、微型、开窗型']],
  ],
  EMBOLIC_MATERIAL: [
    ['类型', ['可解脱弹簧圈', '液体栓塞剂', '血流导向装置']],
    ['规格', ['直径 1.5–20 mm', '多种黏度可选']],
  ],
  ULTRASONIC_ASPIRATOR: [
    ['工作频率', ['23 kHz', '36 kHz']],
    ['手柄', ['直柄与弯柄', '加长型手柄']],
  ],
  CRANIAL_REPAIR: [
    ['材料', ['钛网', 'PEEK', '羟基磷灰石复合材料']],
    ['成型', ['数字化个性化定制', '术中塑形']],
  ],
  NEURO_MONITORING: [
    ['通道数', ['16 通道', '32 通道']],
    ['监测模式', ['SEP、MEP、EMG、EEG', 'SEP、MEP、BAEP']],
  ],
  REHABILITATION: [
    ['训练模式', ['主动、被动、助力', '镜像与任务导向']],
    ['适用部位', ['上肢', '下肢', '手功能']],
  ],
};

const VENUES = [
  ['北京', '国家会议中心'],
  ['上海', '国际会议中心'],
  ['广州', '白云国际会议中心'],
  ['成都', '世纪城国际会议中心'],
  ['武汉', '国际博览中心'],
  ['杭州', '国际博览中心'],
  ['西安', '曲江国际会议中心'],
  ['南京', '国际博览会议中心'],
] as const;

const ACTIVITY_KINDS = [
  '操作培训班',
  '临床应用研讨会',
  '手术技能工作坊',
  '产品开放日',
  '青年医师训练营',
] as const;

/** one brand activity, placed before, around or after `now` so every phase is seeded */
function activityOf(
  r: Rng,
  now: number,
  brand: { id: number; name: string },
  line: { category_id: number | null; name: string },
  index: number,
): Insertable<BrandActivitiesTable> {
  const phase = index % 3;
  const start =
    phase === 0
      ? now - r.int(20, 300) * DAY // ended
      : phase === 1
        ? now - r.int(1, 20) * HOUR // running
        : now + r.int(3, 90) * DAY; // coming
  const hours = phase === 1 ? r.int(24, 72) : r.int(4, 30);
  const [city, venue] = r.pick(VENUES);
  const name = `${line.name}${r.pick(ACTIVITY_KINDS)}（${city}站）`;
  const capacity = r.chance(0.25) ? 0 : r.pick([30, 40, 60, 80, 120, 200]);
  return {
    brand_id: brand.id,
    category_id: line.category_id,
    name,
    cover: coverUrl(`brand-activity-${brand.id}-${index}`, name),
    share_image: coverUrl(`brand-activity-share-${brand.id}-${index}`, name),
    place: `${city}·${venue}`,
    start_time: start,
    end_time: start + hours * HOUR,
    capacity,
    signups: 0,
    subscribers: 0,
    views: r.skewed(50, 20_000),
    contents: r.int(0, 12),
    description: [
      `${brand.name}举办的${line.name}专题活动，面向神经外科及相关专业医师。`,
      '内容包括产品结构与操作要点讲解、模型实操与病例讨论，由临床专家与厂家工程师共同带教。',
      '报名成功后将以短信通知具体时间与签到方式；名额有限，额满即止。',
    ].join('\n'),
    // announced weeks ahead, and never after now (one coming in three months was announced already)
    created_at: Math.min(start, now) - r.int(10, 60) * DAY,
  };
}

/** who subscribed, signed up or follows: verified doctors mostly, some other users */
function fansOf(r: Rng, doctors: readonly SeedUser[], users: readonly SeedUser[], max: number) {
  return pickDistinct(r, r.chance(0.8) ? doctors : users, r.skewed(0, Math.min(max, doctors.length)));
}

/**
 * The brand pages' demo data: every product's page (pictures, specifications, introduction), brand
 * activities in every phase with their subscribers and sign-ups, and the brands', lines' and
 * products' subscribers and followers.
 */
export const brandPagesSeeder: AreaSeeder = {
  name: 'brand-pages',
  tables: [
    'brand_activities',
    'brand_subscriptions',
    'product_follows',
    'product_line_follows',
    'brand_activity_subscriptions',
    'brand_activity_signups',
  ],
  sequenceTables: ['brand_activities'],
  async seed(db: PortalDb, context) {
    const r = catalogueStream(context.seed, 'brand-pages');
    const now = context.now;
    const [users, brands, lines, products, categories] = await Promise.all([
      readUsers(db),
      db.selectFrom('brands').select(['id', 'name', 'created_at']).orderBy('id').execute(),
      db
        .selectFrom('product_lines')
        .select(['id', 'brand_id', 'name', 'category_id'])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('products')
        .select(['id', 'name', 'brand_name', 'category_id', 'created_at'])
        .orderBy('id')
        .execute(),
      db.selectFrom('brand_categories').select(['id', 'code', 'name']).execute(),
    ]);
    const doctors = doctorsOf(users);
    const since = (u: SeedUser, from: number) =>
      Math.max(u.created_at, from) + r.int(0, Math.max(0, now - Math.max(u.created_at, from)));

    // the product pages
    const categoryOf = new Map(categories.map((c) => [c.id, c]));
    const productFollows: { product_id: number; user_id: number; created_at: number }[] = [];
    for (const p of products) {
      const category = p.category_id === null ? undefined : categoryOf.get(p.category_id);
      const specs = [
        ...(SPEC_ROWS[category?.code ?? ''] ?? []).map(([name, values]) => ({ name, value: r.pick(values) })),
        { name: '注册证', value: '详见产品注册证' },
      ];
      // the first is the product's own image (the side bar seeded it under this key)
      const pictures = [`product-${p.id}`, `product-${p.id}-2`, `product-${p.id}-3`].map((key) =>
        coverUrl(key, p.name),
      );
      const description = [
        `${p.name}是${p.brand_name}面向神经外科推出的${category?.name ?? '医疗器械'}产品。`,
        '本页介绍产品的组成、规格与使用场景，并汇集与之相关的病例、文章、会议讲者内容和问答。',
        '适应证、禁忌证、注意事项与操作要求以国家药品监督管理局批准的注册证及产品说明书为准。',
      ].join('\n');
      const fans = fansOf(r, doctors, users, 25);
      for (const u of fans)
        productFollows.push({ product_id: p.id, user_id: u.id, created_at: since(u, Number(p.created_at)) });
      await db
        .updateTable('products')
        .set({
          description,
          specs: JSON.stringify(specs),
          pictures: JSON.stringify(pictures),
          followers: fans.length,
        })
        .where('id', '=', p.id)
        .execute();
    }

    // brand subscribers and line followers
    const brandSubscriptions: { brand_id: number; user_id: number; created_at: number }[] = [];
    for (const b of brands) {
      const fans = fansOf(r, doctors, users, 40);
      for (const u of fans)
        brandSubscriptions.push({
          brand_id: b.id,
          user_id: u.id,
          created_at: since(u, Number(b.created_at)),
        });
      await db.updateTable('brands').set({ subscribers: fans.length }).where('id', '=', b.id).execute();
    }
    const lineFollows: { product_line_id: number; user_id: number; created_at: number }[] = [];
    for (const l of lines) {
      const fans = fansOf(r, doctors, users, 30);
      for (const u of fans)
        lineFollows.push({ product_line_id: l.id, user_id: u.id, created_at: since(u, 0) });
      await db.updateTable('product_lines').set({ followers: fans.length }).where('id', '=', l.id).execute();
    }

    // activities: one to three per brand, in its lines' categories, in every phase
    const activities: Insertable<BrandActivitiesTable>[] = [];
    for (const b of brands) {
      const own = lines.filter((l) => l.brand_id === b.id);
      if (own.length === 0) continue;
      const n = r.int(1, 3);
      for (let i = 0; i < n; i++) activities.push(activityOf(r, now, b, r.pick(own), activities.length));
    }
    activities.forEach((a, i) => {
      a.id = i + 1;
    });
    const subscriptions: { activity_id: number; user_id: number; created_at: number }[] = [];
    const signups: { activity_id: number; user_id: number; created_at: number }[] = [];
    for (const a of activities) {
      const id = a.id as number;
      const created = Number(a.created_at);
      const subs = fansOf(r, doctors, users, 40);
      for (const u of subs)
        subscriptions.push({ activity_id: id, user_id: u.id, created_at: since(u, created) });
      a.subscribers = subs.length;
      // a full activity now and then: the sign-up button says so
      const wanted = a.capacity && r.chance(0.2) ? Number(a.capacity) : r.skewed(0, 60);
      const limit = a.capacity ? Math.min(Number(a.capacity), wanted) : wanted;
      const people = pickDistinct(r, doctors, Math.min(limit, doctors.length));
      for (const u of people) signups.push({ activity_id: id, user_id: u.id, created_at: since(u, created) });
      a.signups = people.length;
    }

    await insertChunks(activities, (rows) => db.insertInto('brand_activities').values(rows).execute());
    await insertChunks(subscriptions, (rows) =>
      db.insertInto('brand_activity_subscriptions').values(rows).execute(),
    );
    await insertChunks(signups, (rows) => db.insertInto('brand_activity_signups').values(rows).execute());
    await insertChunks(brandSubscriptions, (rows) =>
      db.insertInto('brand_subscriptions').values(rows).execute(),
    );
    await insertChunks(lineFollows, (rows) => db.insertInto('product_line_follows').values(rows).execute());
    await insertChunks(productFollows, (rows) => db.insertInto('product_follows').values(rows).execute());
  },
};
