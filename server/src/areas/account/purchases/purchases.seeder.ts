import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { CouponsTable } from '../../../payments/schema';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { createRng, type Rng } from '../../../seed/random';
import type { PhysicalOrderItemsTable, PhysicalOrdersTable } from '../../brands';
import type { CourseProgressTable } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** the demo accounts (13800000001 …) get the full set; this many other users a few of each */
const OTHER_BUYERS = 24;

/** where a neurosurgeon has books sent: their hospital's department */
const ADDRESSES: readonly (readonly [string, string])[] = [
  ['北京市 丰台区', '南四环西路119号 首都医科大学附属北京天坛医院 神经外科'],
  ['上海市 静安区', '乌鲁木齐中路12号 复旦大学附属华山医院 神经外科'],
  ['四川省 成都市 武侯区', '国学巷37号 四川大学华西医院 神经外科'],
  ['北京市 西城区', '长椿街45号 首都医科大学宣武医院 神经外科'],
  ['广东省 广州市 越秀区', '中山二路58号 中山大学附属第一医院 神经外科'],
  ['湖北省 武汉市 江汉区', '解放大道1095号 华中科技大学同济医学院附属同济医院 神经外科'],
  ['浙江省 杭州市 上城区', '解放路88号 浙江大学医学院附属第二医院 神经外科'],
  ['天津市 和平区', '鞍山道154号 天津医科大学总医院 神经外科'],
];

const CARRIERS: readonly (readonly [string, (r: Rng) => string])[] = [
  ['顺丰速运', (r) => `SF${r.int(1000, 9999)}${r.int(10000000, 99999999)}`],
  ['京东物流', (r) => `JDVA${r.int(10000, 99999)}${r.int(100000, 999999)}`],
  ['中通快递', (r) => `7${r.int(10000, 99999)}${r.int(10000000, 99999999)}`],
  ['中国邮政 EMS', (r) => `E${r.int(100000000, 999999999)}CN`],
];

interface CouponTemplate {
  title: string;
  kind: 'amount' | 'discount';
  amountFen?: number;
  discountPercent?: number;
  minSpendFen: number;
  scope: 'all' | 'meeting' | 'book';
}

const COUPONS: readonly CouponTemplate[] = [
  { title: '新人专享 满100减20', kind: 'amount', amountFen: 2_000, minSpendFen: 10_000, scope: 'all' },
  { title: '付费会议 8.5折券', kind: 'discount', discountPercent: 85, minSpendFen: 0, scope: 'meeting' },
  { title: '图书满200减30', kind: 'amount', amountFen: 3_000, minSpendFen: 20_000, scope: 'book' },
  { title: '会议无门槛10元券', kind: 'amount', amountFen: 1_000, minSpendFen: 0, scope: 'meeting' },
  { title: '医学图书 9折券', kind: 'discount', discountPercent: 90, minSpendFen: 5_000, scope: 'book' },
  {
    title: '学术年会专享 满300减50',
    kind: 'amount',
    amountFen: 5_000,
    minSpendFen: 30_000,
    scope: 'meeting',
  },
  { title: '神外读书月 满99减15', kind: 'amount', amountFen: 1_500, minSpendFen: 9_900, scope: 'book' },
];

/** B + Beijing time to the second + 6 digits (an order number of the OrderNo pattern) */
function orderNoAt(at: number, r: Rng): string {
  const stamp = new Date(at + 8 * HOUR).toISOString().replace(/\D/g, '').slice(0, 14);
  return `B${stamp}${r.int(100000, 999999)}`;
}

function couponCode(r: Rng, taken: Set<string>): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  do {
    code = `NYH${Array.from({ length: 9 }, () => alphabet[r.int(0, alphabet.length - 1)]).join('')}`;
  } while (taken.has(code));
  taken.add(code);
  return code;
}

const couponOff = (t: CouponTemplate, goodsFen: number) =>
  t.kind === 'amount'
    ? (t.amountFen ?? 0)
    : Math.round((goodsFen * (100 - (t.discountPercent ?? 100))) / 100);

/**
 * Coupons, book orders in every state, and course study progress for the demo accounts and a few
 * other users, from the books, courses and users already there (issue 14). The wallet's history is
 * the payments mechanism's and is made by paying, not seeded.
 */
export const purchasesSeeder: AreaSeeder = {
  name: 'purchases',
  tables: ['coupons', 'physical_orders', 'physical_order_items', 'course_progress'],
  sequenceTables: ['coupons', 'physical_orders'],
  async seed(db: PortalDb, { now, seed }) {
    const r = createRng(`${seed}:account:purchases`);
    const users = await db.selectFrom('users').select(['id', 'real_name', 'mobile']).orderBy('id').execute();
    const books = await db
      .selectFrom('books')
      .select(['id', 'name', 'cover', 'price_fen', 'discount_price_fen'])
      .orderBy('id')
      .execute();
    const courseVideos = await db
      .selectFrom('course_videos')
      .select(['id', 'course_id', 'duration', 'sort'])
      .orderBy('course_id')
      .orderBy('sort')
      .execute();
    if (users.length === 0) return;

    const demo = users.filter((u) => /^138000000\d\d$/.test(u.mobile));
    const others = users.filter((u) => !demo.includes(u));
    const buyers = [
      ...demo.map((u) => ({ user: u, full: true })),
      ...Array.from({ length: Math.min(OTHER_BUYERS, others.length) }, (_, i) => ({
        user: others[Math.floor((i * others.length) / Math.min(OTHER_BUYERS, others.length))]!,
        full: false,
      })),
    ];

    const coupons: Insertable<CouponsTable>[] = [];
    const orders: Insertable<PhysicalOrdersTable>[] = [];
    const items: Insertable<PhysicalOrderItemsTable>[] = [];
    const progress: Insertable<CourseProgressTable>[] = [];
    const history: { user_id: number; content_source: string; content_id: number; created_at: number }[] = [];
    const codes = new Set<string>();
    const orderNos = new Set<string>();
    let couponId = 0;
    let orderId = 0;

    for (const { user, full } of buyers) {
      // ---- coupons: some to use, some lapsed ----
      const mine: { id: number; t: CouponTemplate; validFrom: number; validTo: number }[] = [];
      const templates = full ? COUPONS : COUPONS.filter(() => r.chance(0.4));
      for (const t of templates) {
        const expired = r.chance(full ? 0.3 : 0.25);
        const validFrom = now - r.int(expired ? 60 : 1, expired ? 120 : 45) * DAY;
        const validTo = expired ? now - r.int(1, 30) * DAY : now + r.int(3, 60) * DAY;
        couponId += 1;
        mine.push({ id: couponId, t, validFrom, validTo });
        coupons.push({
          id: couponId,
          user_id: user.id,
          code: couponCode(r, codes),
          title: t.title,
          kind: t.kind,
          amount_fen: t.kind === 'amount' ? (t.amountFen ?? null) : null,
          discount_percent: t.kind === 'discount' ? (t.discountPercent ?? null) : null,
          min_spend_fen: t.minSpendFen,
          scope: t.scope,
          valid_from: validFrom,
          valid_to: validTo,
          used_order_no: null,
          used_at: null,
          created_at: validFrom,
        });
      }

      // ---- book orders: the demo accounts one in every state and a few more ----
      if (books.length > 0) {
        const states: PhysicalOrdersTable['state'][] = full
          ? ['unpaid', 'paid', 'shipped', 'completed', 'completed', 'cancelled']
          : Array.from({ length: r.int(0, 3) }, () =>
              r.weighted([
                ['completed', 5],
                ['shipped', 2],
                ['paid', 1],
                ['cancelled', 1],
              ] as const),
            );
        const [region, address] = r.pick(ADDRESSES);
        for (const state of states) {
          const createdAt =
            state === 'unpaid'
              ? now - r.int(1, 10) * HOUR
              : state === 'paid'
                ? now - r.int(12, 40) * HOUR
                : state === 'shipped'
                  ? now - r.int(2, 4) * DAY
                  : // completed: paid, shipped within 31 hours and received within 5 days, all before now
                    now - r.int(8, 200) * DAY;
          const paidAt =
            state === 'unpaid' || state === 'cancelled' ? null : createdAt + r.int(1, 20) * 60_000;
          const shippedAt =
            state === 'shipped' || state === 'completed' ? (paidAt ?? createdAt) + r.int(6, 30) * HOUR : null;
          const completedAt = state === 'completed' ? (shippedAt ?? createdAt) + r.int(2, 5) * DAY : null;
          const cancelledAt = state === 'cancelled' ? createdAt + r.int(5, 120) * 60_000 : null;
          let orderNo = orderNoAt(createdAt, r);
          while (orderNos.has(orderNo)) orderNo = orderNoAt(createdAt, r);
          orderNos.add(orderNo);
          orderId += 1;
          const lines = Array.from(new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(books))));
          let goods = 0;
          lines.forEach((b, sort) => {
            const unit = Number(b.discount_price_fen ?? b.price_fen);
            const quantity = r.chance(0.15) ? 2 : 1;
            goods += unit * quantity;
            items.push({
              order_id: orderId,
              sort,
              book_id: b.id,
              name: b.name,
              cover: b.cover,
              unit_price_fen: unit,
              quantity,
            });
          });
          const shipping = goods >= 9_900 ? 0 : 800;
          // a paid order may have used one of the buyer's coupons for books, valid when it was paid
          const usable =
            paidAt === null
              ? undefined
              : mine.find(
                  (c) =>
                    (c.t.scope === 'book' || c.t.scope === 'all') &&
                    c.validFrom <= paidAt &&
                    paidAt <= c.validTo &&
                    goods >= c.t.minSpendFen &&
                    coupons[c.id - 1]!.used_at === null,
                );
          const discount = usable && r.chance(0.7) ? Math.min(couponOff(usable.t, goods), goods) : 0;
          if (usable && discount > 0) {
            coupons[usable.id - 1]!.used_order_no = orderNo;
            coupons[usable.id - 1]!.used_at = paidAt;
          }
          const carrier = shippedAt !== null ? r.pick(CARRIERS) : null;
          orders.push({
            id: orderId,
            order_no: orderNo,
            user_id: user.id,
            state,
            goods_fen: goods,
            shipping_fen: shipping,
            discount_fen: discount,
            amount_fen: goods + shipping - discount,
            coupon_id: discount > 0 && usable ? usable.id : null,
            receiver_name: user.real_name,
            receiver_mobile: user.mobile,
            region,
            address,
            logistics_company: carrier ? carrier[0] : null,
            tracking_no: carrier ? carrier[1](r) : null,
            created_at: createdAt,
            paid_at: paidAt,
            shipped_at: shippedAt,
            completed_at: completedAt,
            cancelled_at: cancelledAt,
          });
        }
      }

      // ---- courses studied: lectures watched in order, the last one part way ----
      const courseIds = [...new Set(courseVideos.map((v) => v.course_id))];
      if (courseIds.length > 0) {
        const studied = new Set(
          Array.from({ length: full ? r.int(3, 6) : r.int(0, 2) }, () => r.pick(courseIds)),
        );
        let first = true;
        for (const courseId of studied) {
          const lectures = courseVideos.filter((v) => v.course_id === courseId);
          // the demo accounts have finished one course
          const upTo = full && first ? lectures.length : r.int(1, lectures.length);
          first = false;
          let at = now - r.int(1, 40) * DAY - r.int(0, 20) * HOUR;
          lectures.slice(0, upTo).forEach((v, i) => {
            const whole = i < upTo - 1 || r.chance(0.3) || upTo === lectures.length;
            at += r.int(1, 3) * HOUR;
            progress.push({
              user_id: user.id,
              course_id: courseId,
              video_id: v.id,
              watched_seconds: whole
                ? Number(v.duration)
                : Math.min(Number(v.duration), r.int(30, Math.max(31, Number(v.duration) - 60))),
              updated_at: Math.min(at, now - 60_000),
            });
          });
          history.push({
            user_id: user.id,
            content_source: 'ocs_course',
            content_id: courseId,
            created_at: Math.min(at, now - 60_000),
          });
        }
      }
    }

    await insertChunks(coupons, (chunk) => db.insertInto('coupons').values(chunk).execute());
    await insertChunks(orders, (chunk) => db.insertInto('physical_orders').values(chunk).execute());
    await insertChunks(items, (chunk) => db.insertInto('physical_order_items').values(chunk).execute());
    await insertChunks(progress, (chunk) => db.insertInto('course_progress').values(chunk).execute());
    // the courses studied appear in the browsing history too (a row already there is kept)
    await insertChunks(history, (chunk) =>
      db
        .insertInto('browsing_history')
        .values(chunk)
        .onConflict((oc) => oc.columns(['user_id', 'content_source', 'content_id']).doNothing())
        .execute(),
    );
  },
};
