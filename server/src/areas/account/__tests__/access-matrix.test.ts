import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Endpoint } from '@portal/api/endpoint';
import { accountMessageEndpoints } from '@portal/api/endpoints/account-messages';
import { accountPersonalDataEndpoints } from '@portal/api/endpoints/account-personal-data';
import { accountProfileEndpoints } from '@portal/api/endpoints/account-profile';
import { accountWalletEndpoints } from '@portal/api/endpoints/account-wallet';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { mediaUploadEndpoints } from '@portal/api/endpoints/media-uploads';
import { meetingOrderEndpoints } from '@portal/api/endpoints/meeting-orders';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { userEndpoints } from '@portal/api/endpoints/user';
import type { MessageKind } from '@portal/api/rules/account-messages';
import { IDENTITY_REVIEW_TYPE } from '@portal/api/rules/account-personal-data';
import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import sharp from 'sharp';
import { clientKey, money } from '../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../seed/options';
import { seededVenues } from '../../../test-support/live-venues';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../test-support/test-app';
import { createMessageCentreRepository } from '../message-centre/message-centre.repository';
import { readScore } from '../personal-data/score/score-ledger';
import { homeViewSettings } from '../profile/home-view';
import { subscriptions } from '../profile/timelines';
import { studiedCourses } from '../purchases/courses/my-courses.routes';

/**
 * Issue 14's privacy requirement, proved: a user's collections, history, messages, orders and
 * wallet are theirs alone. Every private account call is a row of one table, tried by four more
 * callers than its owner: another signed-in user (they get their own data, or 404 for the owner's
 * ids), the same user with the owner's id smuggled into every userId-like field, a visitor (401),
 * and a visitor with the smuggled ids (401). Around every caller but the owner, the owner's rows
 * in every account table must stay exactly as they were. The table is complete by construction:
 * every entry of the account endpoint tables is a row here or in a commented list below.
 */

let clock = DEFAULT_SEED_NOW;
let t: TestApp;
/** the message centre's repository over the test app's database (the server's own reads) */
const messages = () => createMessageCentreRepository(t.database.db);
let dataDir: string;
let m: ReturnType<typeof money>;

interface Fx {
  id: number;
  cookie: string;
  /** two pictures of this user's own uploads (certificate, badge) */
  uploads: [string, string];
  /** a text only this user's saves carry */
  marker: string;
  homeView: Record<'dynamics' | 'articles' | 'qa' | 'follows' | 'favourites' | 'fans', boolean>;
  /** an info item this user records in their history */
  infoId: number;
  rateIndex: number;
  /** set up below: the owner's things the targeted rows name */
  wechatOrderNo?: string;
  alipayOrderNo?: string;
  unpaidOrderNo?: string;
  /** an unpaid order the cancel row closes */
  cancelOrderNo?: string;
}

/** 刘志强, an unverified doctor of the demo (full seeded messages, coupons, book orders, courses) */
let owner: Fx;
/** 王建国, a verified doctor of the demo, with the same kinds of data of his own */
let other: Fx;
/** a demo patient (seed/demo-accounts.ts): identity 3, shown anonymously */
const ANONYMOUS_DEMO_ID = 5;

const db = () => t.database.db;

type Input = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: answers are JSON, read field by field as `res.json()` is
type Json = any;
interface Answer {
  status: number;
  body: Json;
}

async function call(endpoint: Endpoint, input: Input, cookie?: string): Promise<Answer> {
  clock += 1000;
  const headers = { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) };
  const res =
    endpoint.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: endpoint.path,
          query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
          headers,
        })
      : await t.app.inject({ method: 'POST', url: endpoint.path, payload: input, headers });
  return { status: res.statusCode, body: res.json() };
}

/** the distinct users the rows named by `values` belong to */
async function ownersOf(
  table: 'messages' | 'pay_orders' | 'coupons' | 'physical_orders' | 'browsing_history',
  column: 'id' | 'order_no',
  values: (number | string)[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db()
    .selectFrom(table)
    .select('user_id')
    .where(column as never, 'in', values as never)
    .execute();
  // a value no row has is a leak of something: it shows as an owner 0
  const owners = new Set(rows.map((r) => Number(r.user_id)));
  if (rows.length < new Set(values).size && table !== 'pay_orders') owners.add(0);
  return [...owners].sort((a, b) => a - b);
}

const sorted = <T>(values: T[]) => [...values].sort();

/**
 * One private call. `input` is what `actor` sends, aimed at `target` (the owner) where the call
 * names one of their things. `seen` reduces an answer to what identifies whose data it is, and
 * `truth` reads the same straight from the database (or the server's own repository) for a user;
 * for the owner and for another user the two must agree, and the two users' truths must differ.
 */
interface Row {
  call: string;
  endpoint: Endpoint;
  input?: (actor: Fx, target: Fx) => Input | Promise<Input>;
  seen?: (body: Json) => unknown;
  truth?: (fx: Fx) => unknown;
  /** names one of the owner's things: another user gets `refused` (404 unless told), never the thing */
  targeted?: { refused?: (answer: Answer) => void };
  /** another user's call is refused with this status (they cannot do it at all, or only once) */
  otherRefused?: number[];
  /** the smuggled fields this call leaves out (a field that means something here) */
  keep?: string[];
}

const okList = (body: Json) => body.list as Json[];

const ROWS: Row[] = [
  // ---- userEndpoints: the session's own user ----
  {
    call: 'userEndpoints.checkLogin',
    endpoint: userEndpoints.checkLogin,
    seen: (b) => b.result.id,
    truth: (fx) => fx.id,
  },
  {
    call: 'userEndpoints.personalInfo',
    endpoint: userEndpoints.personalInfo,
    // profileUserId names whose public profile to read (spec 7): not smuggled here; see below
    keep: ['profileUserId'],
    seen: (b) => [b.result.id, b.result.realName],
    truth: async (fx) => {
      const u = await db()
        .selectFrom('users')
        .select('real_name')
        .where('id', '=', fx.id)
        .executeTakeFirstOrThrow();
      return [fx.id, u.real_name];
    },
  },
  {
    call: 'userEndpoints.identity',
    endpoint: userEndpoints.identity,
    seen: (b) => [b.result.identity, b.result.isAuth],
    truth: async (fx) => {
      const u = await db()
        .selectFrom('users')
        .select(['identity', 'is_auth'])
        .where('id', '=', fx.id)
        .executeTakeFirstOrThrow();
      return [u.identity, u.is_auth];
    },
  },
  {
    call: 'userEndpoints.unreadCount',
    endpoint: userEndpoints.unreadCount,
    seen: (b) => b.result.count,
    truth: (fx) => messages().unreadTotal(fx.id),
  },
  {
    call: 'userEndpoints.createEnTicket',
    endpoint: userEndpoints.createEnTicket,
    // whose code it is: the session its exchange opens
    seen: async (b) =>
      (await call(userEndpoints.exchangeEnTicket, { code: b.result.code })).body.result.id as number,
    truth: (fx) => fx.id,
  },
  {
    call: 'userEndpoints.submitRequirement',
    endpoint: userEndpoints.submitRequirement,
    input: async (actor) => {
      const types = (await call(userEndpoints.requirementTypes, {})).body.list as { code: string }[];
      return { contactInformation: actor.marker, remark: actor.marker, typesStr: types[0]!.code };
    },
    // who the newest requirement belongs to
    seen: async () => {
      const row = await db()
        .selectFrom('requirements')
        .select(['user_id', 'contact_information'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      return [row.user_id, row.contact_information];
    },
    truth: (fx) => [fx.id, fx.marker],
  },

  // ---- 消息中心 ----
  {
    call: 'accountMessageEndpoints.list',
    endpoint: accountMessageEndpoints.list,
    input: () => ({ type: 'Reply', pageSize: 50 }),
    seen: (b) =>
      ownersOf(
        'messages',
        'id',
        okList(b).map((i) => i.id),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountMessageEndpoints.unreadCounts',
    endpoint: accountMessageEndpoints.unreadCounts,
    seen: (b) => b.result,
    truth: (fx) => messages().unreadCounts(fx.id),
  },
  {
    call: 'accountMessageEndpoints.markRead',
    endpoint: accountMessageEndpoints.markRead,
    input: async (_actor, target) => ({ type: 'Reply', id: await unreadMessageOf(target.id, 'Reply') }),
    targeted: {},
    seen: (b) => b.result,
    truth: (fx) => messages().unreadCounts(fx.id),
  },
  {
    call: 'accountMessageEndpoints.markAllRead',
    endpoint: accountMessageEndpoints.markAllRead,
    input: () => ({ type: 'Follow' }),
    seen: (b) => b.result,
    truth: (fx) => messages().unreadCounts(fx.id),
  },
  {
    call: 'accountMessageEndpoints.settings',
    endpoint: accountMessageEndpoints.settings,
    seen: (b) => b.result,
    truth: (fx) => messages().settings(fx.id),
  },
  {
    call: 'accountMessageEndpoints.saveSettings',
    endpoint: accountMessageEndpoints.saveSettings,
    input: () => ({ settings: { Reply: false } }),
    seen: (b) => b.result,
    truth: (fx) => messages().settings(fx.id),
  },

  // ---- 用户主页: the owner's own settings and subscriptions ----
  {
    call: 'accountProfileEndpoints.homeViewSettings',
    endpoint: accountProfileEndpoints.homeViewSettings,
    seen: (b) => b.result,
    truth: (fx) => homeViewSettings(db(), fx.id),
  },
  {
    call: 'accountProfileEndpoints.saveHomeViewSettings',
    endpoint: accountProfileEndpoints.saveHomeViewSettings,
    input: (actor) => ({ ...actor.homeView, fans: false }),
    seen: (b) => b.result,
    truth: (fx) => homeViewSettings(db(), fx.id),
  },
  {
    call: 'accountProfileEndpoints.subscriptions',
    endpoint: accountProfileEndpoints.subscriptions,
    input: () => ({ pageSize: 100 }),
    seen: (b) => sorted(okList(b).map((s) => `${s.type}:${s.id}`)),
    truth: async (fx) =>
      sorted(
        (await subscriptions(db(), t.app.readers, fx.id, { pageNo: 1, pageSize: 100 })).list.map(
          (s) => `${s.type}:${s.id}`,
        ),
      ),
  },

  // ---- 钱包、订单、发票、优惠券、实物订单、我的课程 ----
  {
    call: 'accountWalletEndpoints.ledger',
    endpoint: accountWalletEndpoints.ledger,
    input: () => ({ pageSize: 100 }),
    seen: (b) =>
      ownersOf(
        'pay_orders',
        'order_no',
        okList(b).map((l) => l.orderNo),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.orders',
    endpoint: accountWalletEndpoints.orders,
    input: () => ({ pageSize: 100 }),
    seen: (b) =>
      ownersOf(
        'pay_orders',
        'order_no',
        okList(b).map((o) => o.order.orderNo),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.invoices',
    endpoint: accountWalletEndpoints.invoices,
    input: () => ({ pageSize: 100 }),
    seen: (b) =>
      ownersOf(
        'pay_orders',
        'order_no',
        okList(b).map((i) => i.invoice.orderNo),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.coupons',
    endpoint: accountWalletEndpoints.coupons,
    input: () => ({ pageSize: 100 }),
    seen: (b) =>
      ownersOf(
        'coupons',
        'id',
        okList(b).map((c) => c.id),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.usableCoupons',
    endpoint: accountWalletEndpoints.usableCoupons,
    input: () => ({ amountFen: 1_000_000, scope: 'meeting' }),
    seen: (b) =>
      ownersOf(
        'coupons',
        'id',
        (b.result.list as Json[]).map((u) => u.coupon.id),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.cancelOrder',
    endpoint: accountWalletEndpoints.cancelOrder,
    input: (_actor, target) => ({ orderNo: target.cancelOrderNo }),
    targeted: {},
    seen: async (b) => [...(await ownersOf('pay_orders', 'order_no', [b.result.orderNo])), b.result.status],
    truth: (fx) => [fx.id, 'closed'],
  },
  {
    call: 'accountWalletEndpoints.couponCounts',
    endpoint: accountWalletEndpoints.couponCounts,
    seen: (b) => b.result,
    truth: async (fx) => {
      const rows = await db()
        .selectFrom('coupons')
        .select(['used_at', 'valid_to'])
        .where('user_id', '=', fx.id)
        .execute();
      return {
        unused: rows.filter((r) => r.used_at === null && Number(r.valid_to) >= clock).length,
        used: rows.filter((r) => r.used_at !== null).length,
        expired: rows.filter((r) => r.used_at === null && Number(r.valid_to) < clock).length,
      };
    },
  },
  {
    call: 'accountWalletEndpoints.physicalOrders',
    endpoint: accountWalletEndpoints.physicalOrders,
    input: () => ({ pageSize: 100 }),
    seen: (b) =>
      ownersOf(
        'physical_orders',
        'order_no',
        okList(b).map((o) => o.orderNo),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.physicalOrderCounts',
    endpoint: accountWalletEndpoints.physicalOrderCounts,
    seen: (b) => b.result,
    truth: async (fx) => {
      const rows = await db()
        .selectFrom('physical_orders')
        .select('state')
        .where('user_id', '=', fx.id)
        .execute();
      const counts: Record<string, number> = { unpaid: 0, paid: 0, shipped: 0, completed: 0, cancelled: 0 };
      for (const r of rows) counts[r.state] = (counts[r.state] ?? 0) + 1;
      return counts;
    },
  },
  {
    call: 'accountWalletEndpoints.physicalOrder',
    endpoint: accountWalletEndpoints.physicalOrder,
    input: async (_actor, target) => ({ orderNo: await bookOrderOf(target.id, 'shipped') }),
    targeted: {},
    seen: (b) => ownersOf('physical_orders', 'order_no', [b.result.orderNo]),
    truth: (fx) => [fx.id],
  },
  {
    call: 'accountWalletEndpoints.cancelPhysicalOrder',
    endpoint: accountWalletEndpoints.cancelPhysicalOrder,
    input: async (_actor, target) => ({ orderNo: await bookOrderOf(target.id, 'unpaid') }),
    targeted: {},
    seen: async (b) => [
      ...(await ownersOf('physical_orders', 'order_no', [b.result.orderNo])),
      b.result.state,
    ],
    truth: (fx) => [fx.id, 'cancelled'],
  },
  {
    call: 'accountWalletEndpoints.confirmPhysicalOrder',
    endpoint: accountWalletEndpoints.confirmPhysicalOrder,
    input: async (_actor, target) => ({ orderNo: await bookOrderOf(target.id, 'shipped') }),
    targeted: {},
    seen: async (b) => [
      ...(await ownersOf('physical_orders', 'order_no', [b.result.orderNo])),
      b.result.state,
    ],
    truth: (fx) => [fx.id, 'completed'],
  },
  {
    call: 'accountWalletEndpoints.myCourses',
    endpoint: accountWalletEndpoints.myCourses,
    input: () => ({ pageSize: 100 }),
    seen: (b) => okList(b).map((c) => c.id),
    truth: async (fx) => (await studiedCourses(db(), fx.id)).filter((c) => c.progress < 100).map((c) => c.id),
  },

  // ---- 浏览历史 ----
  {
    call: 'engagementEndpoints.history',
    endpoint: engagementEndpoints.history,
    input: () => ({ pageSize: 100 }),
    seen: (b) =>
      ownersOf(
        'browsing_history',
        'id',
        okList(b).map((h) => h.id),
      ),
    truth: (fx) => [fx.id],
  },
  {
    call: 'engagementEndpoints.saveHistory',
    endpoint: engagementEndpoints.saveHistory,
    input: (actor) => ({ contentSource: 'info', contentId: actor.infoId }),
    seen: (b) => ownersOf('browsing_history', 'id', [b.result.id]),
    truth: (fx) => [fx.id],
  },
  {
    call: 'engagementEndpoints.deleteHistory',
    endpoint: engagementEndpoints.deleteHistory,
    input: async (_actor, target) => ({ ids: [await historyEntryOf(target.id)] }),
    // another user's ids delete nothing (the same answer as ids that never existed)
    targeted: {
      refused: (a) => expect(a).toEqual({ status: 200, body: { code: 1, result: { deleted: 0 } } }),
    },
    seen: (b) => b.result.deleted,
    truth: () => 1,
  },

  // ---- paymentEndpoints: the session user's wallet and orders ----
  {
    call: 'paymentEndpoints.wallet',
    endpoint: paymentEndpoints.wallet,
    seen: (b) => b.result,
    truth: (fx) => t.app.payments.wallet(fx.id),
  },
  {
    call: 'paymentEndpoints.rechargeOrder',
    endpoint: paymentEndpoints.rechargeOrder,
    input: async () => ({ rateId: (await rates())[0]!, channel: 'wechat', clientKey: clientKey() }),
    seen: (b) => ownersOf('pay_orders', 'order_no', [b.result.orderNo]),
    truth: (fx) => [fx.id],
  },
  {
    call: 'paymentEndpoints.nativePay',
    endpoint: paymentEndpoints.nativePay,
    input: (_actor, target) => ({ orderNo: target.unpaidOrderNo }),
    targeted: {},
  },
  {
    call: 'paymentEndpoints.wechatOrderQuery',
    endpoint: paymentEndpoints.wechatOrderQuery,
    input: (_actor, target) => ({ orderNo: target.wechatOrderNo }),
    targeted: {},
    seen: (b) => ownersOf('pay_orders', 'order_no', [b.result.orderNo]),
    truth: (fx) => [fx.id],
  },
  {
    call: 'paymentEndpoints.alipayOrderQuery',
    endpoint: paymentEndpoints.alipayOrderQuery,
    input: (_actor, target) => ({ orderNo: target.alipayOrderNo }),
    targeted: {},
    seen: (b) => ownersOf('pay_orders', 'order_no', [b.result.orderNo]),
    truth: (fx) => [fx.id],
  },

  // ---- 个人资料、身份认证、积分 (last: they change identities and pending content) ----
  {
    call: 'accountPersonalDataEndpoints.personalData',
    endpoint: accountPersonalDataEndpoints.personalData,
    seen: (b) => [b.result.profile.id, b.result.verification?.id ?? null],
    truth: async (fx) => [fx.id, (await latestVerification(fx.id))?.id ?? null],
  },
  {
    call: 'accountPersonalDataEndpoints.saveProfile',
    endpoint: accountPersonalDataEndpoints.saveProfile,
    input: async (actor) => ({ ...(await profileOf(actor.id)), introduction: actor.marker }),
    seen: (b) => [b.result.profile.id, b.result.profile.introduction],
    truth: (fx) => [fx.id, fx.marker],
  },
  {
    call: 'accountPersonalDataEndpoints.submitVerification',
    endpoint: accountPersonalDataEndpoints.submitVerification,
    input: (actor) => ({ identity: 1, certificateUrl: actor.uploads[0], badgeUrl: actor.uploads[1] }),
    // the other user is verified already: refused, and nothing of the owner's changes
    otherRefused: [409],
    seen: (b) => [b.result.profile.id, b.result.verification.certificateUrl, b.result.verification.status],
    truth: (fx) => [fx.id, fx.uploads[0], 'pending'],
  },
  {
    call: 'userEndpoints.pendingContent',
    endpoint: userEndpoints.pendingContent,
    seen: (b) => b.result.count,
    // what waits for review, but an identity application (that is not content)
    truth: async (fx) =>
      Number(
        (
          await db()
            .selectFrom('review_queue')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', fx.id)
            .where('status', '=', 'pending')
            .where('content_type', '<>', IDENTITY_REVIEW_TYPE)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  },
  {
    call: 'accountPersonalDataEndpoints.scoreSummary',
    endpoint: accountPersonalDataEndpoints.scoreSummary,
    seen: (b) => b.result.points,
    truth: async (fx) => (await readScore(db(), fx.id)).points,
  },
  {
    call: 'accountPersonalDataEndpoints.scoreHistory',
    endpoint: accountPersonalDataEndpoints.scoreHistory,
    input: () => ({ pageSize: 100 }),
    seen: (b) => okList(b).map((e) => e.key),
    truth: async (fx) =>
      [...(await readScore(db(), fx.id)).ledger]
        .reverse()
        .slice(0, 100)
        .map((e) => `${e.action}:${e.id}`),
  },
];

/**
 * The account tables' calls that are not one user's private data, each with why. A call added to
 * a table lands in neither list and fails the completeness test until someone decides.
 */
const NOT_PRIVATE: Record<string, string> = {
  // signing in: before there is a session (rate-limited, tested in auth/__tests__)
  'userEndpoints.sendSms': 'sign-in: sends a code to a mobile',
  'userEndpoints.fastLogin': 'sign-in',
  'userEndpoints.register': 'sign-in',
  'userEndpoints.devOutbox': 'demo mode only, this machine only (auth tests)',
  'userEndpoints.logout': 'ends the caller’s own session; nothing to read',
  'userEndpoints.requirementTypes': 'public: the requirement popup’s list',
  'userEndpoints.exchangeEnTicket': 'public: the one-time code is the credential (en-ticket tests)',
  // a profile is readable without a session; what the owner hides is 403 (tested below)
  'accountProfileEndpoints.home': 'public profile',
  'accountProfileEndpoints.dynamics': 'public profile tab (owner may hide)',
  'accountProfileEndpoints.articles': 'public profile tab (owner may hide)',
  'accountProfileEndpoints.qa': 'public profile tab (owner may hide)',
  'accountProfileEndpoints.follows': 'public profile tab (owner may hide)',
  'accountProfileEndpoints.fans': 'public profile tab (owner may hide)',
  'accountProfileEndpoints.collections': 'public profile tab, hidden by default (tested below)',
  'accountProfileEndpoints.allCollections':
    'the same tab as collections, of every collect type: hidden by default',
  'accountProfileEndpoints.enterpriseProfile': 'public profile of a corporate user',
  'accountProfileEndpoints.administratorProfile': 'public profile of a brand administrator',
  // acts of the session's user on someone else's content (the smuggled-id test below covers them)
  'engagementEndpoints.collect': 'the session user collects an item',
  'engagementEndpoints.followUser': 'the session user follows a user (userId is the followee)',
  'paymentEndpoints.rates': 'public: the recharge price list',
};

const TABLES = {
  accountMessageEndpoints,
  accountPersonalDataEndpoints,
  accountProfileEndpoints,
  accountWalletEndpoints,
  userEndpoints,
  engagementEndpoints,
  paymentEndpoints,
} as const;

// ---- what the targeted rows name ----
async function unreadMessageOf(userId: number, type: MessageKind): Promise<number> {
  const row = await db()
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('read_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}
async function bookOrderOf(userId: number, state: string): Promise<string> {
  const row = await db()
    .selectFrom('physical_orders')
    .select('order_no')
    .where('user_id', '=', userId)
    .where('state', '=', state)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // once moved by the owner's own call, the row is found in its new state
  if (row) return row.order_no;
  const moved = await db()
    .selectFrom('physical_orders')
    .select('order_no')
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return moved.order_no;
}
async function historyEntryOf(userId: number): Promise<number> {
  const row = await db()
    .selectFrom('browsing_history')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}
const latestVerification = (userId: number) =>
  db()
    .selectFrom('identity_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
async function profileOf(userId: number) {
  const u = await db()
    .selectFrom('users')
    .select(['avatar', 'real_name', 'title', 'company', 'department', 'introduction', 'website'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    avatar: u.avatar,
    realName: u.real_name,
    title: u.title ?? '',
    company: u.company ?? '',
    department: u.department ?? '',
    introduction: u.introduction ?? '',
    website: u.website ?? '',
  };
}
async function rates(): Promise<number[]> {
  return ((await call(paymentEndpoints.rates, {})).body.list as { id: number }[]).map((r) => r.id);
}

/** Everything of the owner's in the account tables: nobody but the owner may change any of it. */
async function ownerState(userId: number) {
  const byUser = [
    'identity_verifications',
    'messages',
    'broadcast_reads',
    'message_mutes',
    'home_view_settings',
    'browsing_history',
    'course_progress',
    'physical_orders',
    'coupons',
    'pay_orders',
    'review_queue',
    'requirements',
    'collections',
    'community_follows',
    'media_uploads',
  ] as const;
  const state: Record<string, unknown> = {};
  state.users = await db().selectFrom('users').selectAll().where('id', '=', userId).execute();
  for (const table of byUser)
    state[table] = (
      await db()
        .selectFrom(table)
        .selectAll()
        .where('user_id' as never, '=', userId as never)
        .execute()
    )
      .map((row) => JSON.stringify(row))
      .sort();
  state.follows = await db()
    .selectFrom('user_follows')
    .selectAll()
    .where('follower_id', '=', userId)
    .execute();
  return state;
}

/** `key=owner's id` in every field a caller could use to name a user */
const smuggled = (target: Fx, keep: string[] = []) =>
  Object.fromEntries(
    ['userId', 'loginUserId', 'followerId', 'profileUserId', 'creatorId', 'user_id']
      .filter((k) => !keep.includes(k))
      .map((k) => [k, target.id]),
  );

async function uploadPicture(cookie: string, shade: number): Promise<string> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(UPLOAD_LIMITS.field, new Blob([bytes], { type: 'image/png' }), 'card.png');
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: mediaUploadEndpoints.uploadImage.path,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...OWN_PAGE_HEADERS, cookie, 'content-type': request.headers.get('content-type') ?? '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.url as string;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-access-matrix-'));
  process.env.PORTAL_DATA_DIR = dataDir;
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
  const venues = await seededVenues(t.database.db, DEFAULT_SEED_NOW);
  const infos = await db().selectFrom('info_articles').select('id').orderBy('id').limit(4).execute();
  const [topic, circle] = await Promise.all([
    db().selectFrom('community_topics').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow(),
    db().selectFrom('community_circles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow(),
  ]);

  const make = async (mobile: string, n: number): Promise<Fx> => {
    const who = await signIn(t, mobile);
    return {
      ...who,
      uploads: [await uploadPicture(who.cookie, 10 * n), await uploadPicture(who.cookie, 10 * n + 5)],
      marker: `访问矩阵标记${n}`,
      homeView: {
        dynamics: true,
        articles: true,
        qa: n !== 1,
        follows: true,
        favourites: n !== 1,
        fans: true,
      },
      infoId: infos[n]!.id,
      rateIndex: n,
    };
  };
  owner = await make('13800000004', 1);
  other = await make('13800000001', 2);

  // each user's own things, made by the real calls
  for (const fx of [owner, other]) {
    const rateIds = await rates();
    const { order } = await m.recharge(fx.cookie, 'wechat', rateIds[fx.rateIndex]);
    await m.act('wechat', order.orderNo, 'pay');
    fx.wechatOrderNo = order.orderNo;
    // a paid meeting bought with an invoice (unless the demo seed bought it for them already)
    const play = await m.post(
      meetingOrderEndpoints.generatePlayOrder.path,
      { meetingId: venues.paid.meetingId, channel: 'alipay', clientKey: clientKey() },
      fx.cookie,
    );
    if (play.status === 200) {
      fx.alipayOrderNo = play.body.result.orderNo as string;
      await m.post(paymentEndpoints.nativePay.path, { orderNo: fx.alipayOrderNo }, fx.cookie);
      await m.act('alipay', fx.alipayOrderNo, 'pay');
      const invoice = await m.post(
        meetingOrderEndpoints.saveInvoice.path,
        { orderNo: fx.alipayOrderNo, kind: 'personal', title: '个人', email: 'me@example.com' },
        fx.cookie,
      );
      expect(invoice.body.message ?? invoice.status).toBe(200);
    } else {
      const bought = await db()
        .selectFrom('pay_orders')
        .select('order_no')
        .where('user_id', '=', fx.id)
        .where('channel', '=', 'alipay')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      fx.alipayOrderNo = bought.order_no;
    }
    fx.unpaidOrderNo = (await m.recharge(fx.cookie, 'wechat')).order.orderNo;
    fx.cancelOrderNo = (await m.recharge(fx.cookie, 'alipay')).order.orderNo;
    // a coupon for paid meetings each, whatever the demo's windows say at this clock
    await db()
      .insertInto('coupons')
      .values({
        user_id: fx.id,
        code: `MATRIX${fx.rateIndex}COUPON`,
        title: '访问矩阵会议券',
        kind: 'amount',
        amount_fen: 500,
        discount_percent: null,
        min_spend_fen: 0,
        scope: 'meeting',
        valid_from: clock - 86_400_000,
        valid_to: clock + 30 * 86_400_000,
        used_order_no: null,
        used_at: null,
        created_at: clock,
      })
      .execute();
    expect(
      (
        await call(
          engagementEndpoints.saveHistory,
          { contentSource: 'info', contentId: infos[3]!.id },
          fx.cookie,
        )
      ).status,
    ).toBe(200);
    expect((await call(accountProfileEndpoints.saveHomeViewSettings, fx.homeView, fx.cookie)).status).toBe(
      200,
    );
  }
  // the two users' settings and subscriptions differ
  expect(
    (await call(accountMessageEndpoints.saveSettings, { settings: { Like: false } }, owner.cookie)).status,
  ).toBe(200);
  expect(
    (await call(communityEndpoints.follow, { contentId: topic.id, type: 'T' }, owner.cookie)).status,
  ).toBe(200);
  expect(
    (await call(communityEndpoints.follow, { contentId: circle.id, type: 'C' }, other.cookie)).status,
  ).toBe(200);
  // the owner (unverified) asks a question: it waits for review, so they have content pending
  const asked = await call(
    communityEndpoints.saveQa,
    { title: '胶质瘤术后多久复查一次核磁比较合适？', text: '请教各位' },
    owner.cookie,
  );
  expect([asked.status, asked.body.code]).toEqual([200, 1]);
  // the other user's book orders count differently: they cancel their unpaid one
  expect(
    (
      await call(
        accountWalletEndpoints.cancelPhysicalOrder,
        { orderNo: await bookOrderOf(other.id, 'unpaid') },
        other.cookie,
      )
    ).status,
  ).toBe(200);
});

afterAll(async () => {
  await t?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the access matrix is complete', () => {
  it('names every call of the account tables once: a private row, or a public call with its reason', () => {
    const all = Object.entries(TABLES).flatMap(([table, endpoints]) =>
      Object.keys(endpoints).map((key) => `${table}.${key}`),
    );
    const inMatrix = ROWS.map((r) => r.call);
    const listed = [...inMatrix, ...Object.keys(NOT_PRIVATE)];
    expect(new Set(inMatrix).size).toBe(inMatrix.length);
    expect(inMatrix.filter((c) => c in NOT_PRIVATE)).toEqual([]);
    expect(all.filter((c) => !listed.includes(c))).toEqual([]);
    expect(listed.filter((c) => !all.includes(c))).toEqual([]);
    // each row is the endpoint it names
    for (const row of ROWS) {
      const [table, key] = row.call.split('.') as [keyof typeof TABLES, string];
      expect((TABLES[table] as Record<string, Endpoint>)[key]).toBe(row.endpoint);
    }
  });
});

describe('every private call: owner, another user, another user with smuggled ids, visitor', () => {
  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_name, row) => {
    const input = (actor: Fx) => Promise.resolve(row.input?.(actor, owner) ?? {});
    const before = await ownerState(owner.id);

    // a visitor, with and without the owner's id in every user field: 401
    for (const extra of [{}, smuggled(owner, row.keep)]) {
      const res = await call(row.endpoint, { ...(await input(other)), ...extra });
      expect([row.call, res.status, res.body.code]).toEqual([row.call, 401, 401]);
    }

    // another signed-in user, then the same with the owner's id smuggled in
    for (const extra of [{}, smuggled(owner, row.keep)]) {
      const res = await call(row.endpoint, { ...(await input(other)), ...extra }, other.cookie);
      if (row.targeted) {
        if (row.targeted.refused) row.targeted.refused(res);
        else expect([row.call, res.status, res.body.code]).toEqual([row.call, 404, 404]);
      } else if (row.otherRefused) {
        expect(row.otherRefused).toContain(res.status);
      } else {
        expect([row.call, res.status, res.body.code]).toEqual([row.call, 200, 1]);
        expect(await row.seen!(res.body)).toEqual(await row.truth!(other));
      }
    }
    // a cross-site page posting with the other user's cookie is refused before anything runs
    if (row.endpoint.method === 'POST') {
      const res = await t.app.inject({
        method: 'POST',
        url: row.endpoint.path,
        payload: { ...(await input(other)), ...smuggled(owner, row.keep) },
        headers: { cookie: other.cookie, origin: 'https://evil.example' },
      });
      expect([row.call, res.statusCode]).toEqual([row.call, 403]);
    }

    // nothing of the owner's moved
    expect(await ownerState(owner.id)).toEqual(before);

    // the owner: their own data
    const mine = await call(row.endpoint, await input(owner), owner.cookie);
    expect([row.call, mine.status, mine.body.code]).toEqual([row.call, 200, 1]);
    if (row.seen) {
      const truth = await row.truth!(owner);
      expect(await row.seen(mine.body)).toEqual(truth);
      // the row tells the two users apart (else it would prove nothing)
      if (!row.targeted && !row.otherRefused) expect(truth).not.toEqual(await row.truth!(other));
    }
  });
});

describe('profiles: what the owner hides, and anonymous people', () => {
  it('a tab the owner hides is 403 to others and visitors, open to the owner', async () => {
    // the owner hid their Q&A (and collections are hidden by default)
    const settings = (await call(accountProfileEndpoints.homeViewSettings, {}, owner.cookie)).body.result;
    expect(settings.qa).toBe(false);
    for (const endpoint of [accountProfileEndpoints.qa, accountProfileEndpoints.collections]) {
      const query = { profileUserId: owner.id };
      expect([endpoint.path, (await call(endpoint, query, other.cookie)).status]).toEqual([
        endpoint.path,
        403,
      ]);
      expect([endpoint.path, (await call(endpoint, query)).status]).toEqual([endpoint.path, 403]);
      // another user naming the owner in userId changes nothing
      const smuggledIn = await call(endpoint, { ...query, userId: owner.id }, other.cookie);
      expect([endpoint.path, smuggledIn.status]).toEqual([endpoint.path, 403]);
      const own = await call(endpoint, query, owner.cookie);
      expect([own.status, own.body.code]).toEqual([200, 1]);
    }
    // the page says which tabs this viewer may open
    expect(
      (await call(accountProfileEndpoints.home, { profileUserId: owner.id }, other.cookie)).body.result.tabs
        .qa,
    ).toBe(false);
    expect(
      (await call(accountProfileEndpoints.home, { profileUserId: owner.id }, owner.cookie)).body.result.tabs
        .qa,
    ).toBe(true);
  });

  it('an anonymous (identity 3) user’s profile is 404 to others and visitors, theirs to themself', async () => {
    const anonymous = await db()
      .selectFrom('users')
      .select(['id', 'identity', 'mobile'])
      .where('id', '=', ANONYMOUS_DEMO_ID)
      .executeTakeFirstOrThrow();
    expect(anonymous.identity).toBe(3);
    const query = { profileUserId: anonymous.id };
    const profileCalls = [
      userEndpoints.personalInfo,
      accountProfileEndpoints.home,
      accountProfileEndpoints.dynamics,
      accountProfileEndpoints.articles,
      accountProfileEndpoints.qa,
      accountProfileEndpoints.follows,
      accountProfileEndpoints.fans,
      accountProfileEndpoints.collections,
    ];
    for (const endpoint of profileCalls) {
      expect([endpoint.path, (await call(endpoint, query, other.cookie)).status]).toEqual([
        endpoint.path,
        404,
      ]);
      expect([endpoint.path, (await call(endpoint, query)).status]).toEqual([endpoint.path, 404]);
    }
    const self = await signIn(t, anonymous.mobile);
    for (const endpoint of profileCalls)
      expect([endpoint.path, (await call(endpoint, query, self.cookie)).status]).toEqual([
        endpoint.path,
        200,
      ]);
    // nor can anyone follow them into view
    expect((await call(engagementEndpoints.followUser, { userId: anonymous.id }, other.cookie)).status).toBe(
      404,
    );
  });
});

describe('a smuggled follower or user id acts as nobody but the session', () => {
  it('following with followerId/userId of the owner records the session user as the follower', async () => {
    // 周立新 of the demo, a verified doctor neither user follows yet
    const target = await db().selectFrom('users').select('id').where('id', '=', 8).executeTakeFirstOrThrow();
    const before = await ownerState(owner.id);
    const res = await call(
      engagementEndpoints.followUser,
      { userId: target.id, followerId: owner.id, loginUserId: owner.id },
      other.cookie,
    );
    expect(res.status).toBe(200);
    const follow = await db()
      .selectFrom('user_follows')
      .select('follower_id')
      .where('followee_id', '=', target.id)
      .where('follower_id', 'in', [owner.id, other.id])
      .execute();
    expect(follow.map((f) => f.follower_id)).toEqual([other.id]);
    expect(await ownerState(owner.id)).toEqual(before);
  });

  it('collecting with the owner’s userId collects for the session user', async () => {
    const info = await db()
      .selectFrom('info_articles')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await ownerState(owner.id);
    const res = await call(
      engagementEndpoints.collect,
      { contentId: info.id, type: 2, userId: owner.id },
      other.cookie,
    );
    expect([res.status, res.body.code]).toEqual([200, 1]);
    expect(await ownerState(owner.id)).toEqual(before);
  });
});
