import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type HttpRequest, http, send } from '@portal/api/client';
import { submitCompetitionEntry } from '@portal/api/competition-upload';
import type { Endpoint } from '@portal/api/endpoint';
import { ENDPOINT_TABLES } from '@portal/api/endpoints/index';
import { CHECKIN_QR_PATH } from '@portal/api/endpoints/meeting-participation';
import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { LEADS_EXPORT_PATH } from '@portal/api/rules/brand';
import { CME_PDF_PATH } from '@portal/api/rules/cme';
import { CALENDAR_FEED_PREFIX, MEETING_ICS_PREFIX } from '@portal/api/rules/meeting-calendar';
import { type UploadRequest, uploader, uploadImage } from '@portal/api/uploads';
import sharp from 'sharp';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { SCHEMA_REFUSAL } from '../lib/error-handler';
import { VIDEO_DIR } from '../paths';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../test-support/test-app';

/**
 * The endpoint table (`@portal/api/endpoints/*`) against the server and the client, entry by entry:
 * the server serves the entry's method and path with the entry's schemas, the client's `send` puts
 * a valid input on the wire where the server reads it, and the server's schema accepts what the
 * client sent. And nothing answers JSON on an API path without an entry.
 */
const ENTRIES: [string, Endpoint][] = Object.entries(ENDPOINT_TABLES).flatMap(([area, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => [`${area}.${name}`, endpoint]),
);

/** Inputs a default value cannot stand for (a blank keyword is refused by the handler, not the schema). */
const SAMPLE_INPUTS: Record<string, unknown> = {
  'user.sendSms': { mobile: '13900001235', scene: 'login' },
  'user.fastLogin': { mobile: '13900001235', code: '000000' },
  'user.register': { mobile: '13900001236', code: '000000', realName: '张伟', identity: 1 },
  'user.devOutbox': { mobile: '13900001234' },
  'user.submitRequirement': {
    typesStr: 'MEETING_LIVE',
    contactInformation: '13900001234',
    remark: '会议直播合作',
  },
  'user.exchangeEnTicket': { code: 'k3J9xQ2mV7pL4sT8wZ1cR6yB5nH0dF3gA9eU2iO7' },
  // the drafts page's own call (spec 7): everything at once, totalCount read
  'articleWriting.drafts': { loginUserId: 1, pageNo: 1, pageSize: 999 },
  'articleWriting.saveArticle': {
    type: 0,
    title: '左额叶胶质瘤一例',
    summary: '术中导航下全切',
    subspecialtyIds: [1],
    body: '<h2>主诉</h2><p>头痛三个月。</p>',
    watermark: true,
    publish: false,
  },
  'search.query': { keywords: '胶质瘤', type: '99', pageno: 1, pagesize: 9 },
  'search.advanced': { type: '1', titleKeywords: '胶质瘤,手术', pageno: 1, pagesize: 9 },
  'assistant.answer': { question: '胶质母细胞瘤术后如何放化疗？' },
  'meetings.calendarMonth': { month: '2026-11' },
  'meetings.byDate': { date: '2026-11-20' },
  'community.saveQa': { title: '胶质瘤术后多久需要复查一次？', text: '术后第三个月。', isHideCreator: 'F' },
  'barrage.list': { meetingId: 1, fieldId: 1, from: 0, to: 60_000 },
  'meetingParticipation.verifyCheckin': { code: 'k3J9xQ2mV7pL4sT8wZ1cR6yB' },
  'cme.verify': { code: '7K3M9QXR2VWT4H6P' },
  'payments.rechargeOrder': { rateId: 1, channel: 'wechat', clientKey: 'agree-recharge-1' },
  'payments.nativePay': { orderNo: 'R20261126000000ABCDEF0123' },
  'payments.wechatOrderQuery': { orderNo: 'R20261126000000ABCDEF0123' },
  'payments.alipayOrderQuery': { orderNo: 'R20261126000000ABCDEF0123' },
  'meetingOrders.generatePlayOrder': { meetingId: 1, channel: 'alipay', clientKey: 'agree-play-1' },
  'meetingOrders.verifyPlayOrder': { orderNo: 'P20261126000000ABCDEF0123' },
  'mall.order': {
    bookId: 1,
    quantity: 1,
    address: {
      receiverName: '王建国',
      receiverMobile: '13900001235',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '灵隐路 12 号',
    },
    channel: 'wechat',
    clientKey: 'agree-book-1',
  },
  'mall.payment': { orderNo: 'B20261126000000ABCDEF0123' },
  'classroom.order': { courseId: 1, channel: 'wechat', clientKey: 'agree-course-1' },
  'classroom.payment': { orderNo: 'C20261126000000ABCDEF0123' },
  'meetingOrders.saveInvoice': {
    orderNo: 'P20261126000000ABCDEF0123',
    kind: 'company',
    title: '北京天坛医院',
    taxpayerNo: '914403001922038216',
    email: 'finance@example.com',
  },
  'meetingGifts.pay': { meetingId: 1, fieldId: 1, giftId: 1, count: 1, clientKey: 'agree-gift-1' },
  'meetingGifts.orderQuery': { orderNo: 'G20261126000000ABCDEF0123' },
  'accountWallet.cancelOrder': { orderNo: 'R20261126000000ABCDEF0123' },
  'accountWallet.usableCoupons': { amountFen: 9_900, scope: 'meeting' },
  'barrage.send': { meetingId: 1, fieldId: 1, text: '讲得好', mode: 0, color: '#ffffff', mediaTime: 0 },
};

/**
 * Calls whose body is a multipart form, which `send` does not make: each is made by its own client
 * function, captured at that function's transport like `send` is at the HTTP client's.
 */
const FORM_CALLS: Record<string, () => Promise<unknown>> = {
  'mediaUploads.uploadImage': async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    return uploadImage(new Blob([png], { type: 'image/png' }));
  },
  // a verified doctor enters a competition open for entries with the demo clip (10 s of WebM)
  'competitions.submit': async () => {
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ identity: IDENTITY.doctor, is_auth: IS_AUTH.verified })
      .where('mobile', '=', '13900001234')
      .execute();
    const competition = await db
      .insertInto('competitions')
      .values({
        name: '接口一致性测试比赛',
        code: `AGREEMENT-${Date.now()}`,
        status: 2,
        competition_url: '',
        cover_image: '',
        subspecialty_id: null,
        views: 0,
        add_time: Date.now(),
        description: '',
        entry_opens_at: null,
        entry_closes_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clip = await fs.readFile(path.join(VIDEO_DIR, 'lecture-demo.webm'));
    return submitCompetitionEntry({
      competitionId: competition.id,
      title: '接口一致性',
      description: '',
      file: new Blob([clip], { type: 'video/webm' }),
    });
  },
};

/** Entries that end the session they are called with: each gets one of its own, so the others keep theirs. */
const ENDS_THE_SESSION = new Set(['user.logout']);

let t: TestApp;
/** the uploaded picture goes here, not into the repository's data folder */
let dataDir = '';
/** signed in, so a call that needs a user reaches its schema instead of stopping at 401 */
let cookie = '';
const logLines: { msg?: string; reqId?: string }[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-agreement-'));
  process.env.PORTAL_DATA_DIR = dataDir;
  t = await createTestApp({
    demo: true,
    logger: { level: 'debug', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
  });
  cookie = (await signIn(t, '13900001234')).cookie;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** What the client puts on the wire for `input`, captured at its transport (nothing is sent). */
async function wireRequest(endpoint: Endpoint, input: unknown) {
  let captured: HttpRequest | undefined;
  const previous = http.transport;
  http.transport = async (request) => {
    captured = request;
    return { status: 200, json: async () => ({ code: 1, result: null }) };
  };
  try {
    await send(endpoint, input);
  } finally {
    http.transport = previous;
  }
  if (!captured) throw new Error('the client sent nothing');
  const url = new URL(captured.url, 'http://portal.test');
  return {
    method: captured.method,
    path: url.pathname,
    url: `${url.pathname}${url.search}`,
    body: captured.body,
    contentType: captured.headers['Content-Type'],
  };
}

/** What a form call's client function puts on the wire, the form encoded as the platform encodes it. */
async function formWireRequest(call: () => Promise<unknown>) {
  let captured: UploadRequest | undefined;
  const previous = uploader.transport;
  uploader.transport = async (request) => {
    captured = request;
    return { status: 200, json: async () => ({ code: 1, result: null }) };
  };
  try {
    await call();
  } finally {
    uploader.transport = previous;
  }
  if (!captured) throw new Error('the client sent nothing');
  const url = new URL(captured.url, 'http://portal.test');
  const encoded = new Request(url, { method: captured.method, body: captured.body });
  return {
    method: captured.method,
    path: url.pathname,
    url: `${url.pathname}${url.search}`,
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? undefined,
  };
}

test('the table has entries, each method and path once', () => {
  expect(ENTRIES.length).toBeGreaterThan(0);
  const keys = ENTRIES.map(([, e]) => `${e.method} ${e.path}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test.each(ENTRIES)('%s: server route, client call and schemas agree', async (name, endpoint) => {
  const schemas = (await endpoint.schemas()) as { query?: TSchema; body?: TSchema; response: TSchema };

  // the server serves the entry, with the entry's schemas
  const routes = t.app.routeTable.filter((r) => r.endpoint === endpoint);
  expect(routes).toHaveLength(1);
  const route = routes[0]!;
  expect([route.method, route.url]).toEqual([endpoint.method, endpoint.path]);
  const inputSchema = endpoint.method === 'GET' ? route.schema?.querystring : route.schema?.body;
  expect(inputSchema).toBe(endpoint.method === 'GET' ? schemas.query : schemas.body);
  expect(route.schema?.response?.[200]).toBe(schemas.response);

  // the client sends the entry's method and path, the input where the server reads it
  const declared = endpoint.method === 'GET' ? schemas.query : schemas.body;
  const input = name in SAMPLE_INPUTS ? SAMPLE_INPUTS[name] : declared ? Value.Create(declared) : undefined;
  const form = FORM_CALLS[name];
  const wire = form ? await formWireRequest(form) : await wireRequest(endpoint, input);
  expect([wire.method, wire.path]).toEqual([endpoint.method, endpoint.path]);

  // and the server's schema accepts it
  const session = ENDS_THE_SESSION.has(name) ? (await signIn(t, '13900005678')).cookie : cookie;
  logLines.length = 0;
  const response = await t.app.inject({
    method: wire.method as 'GET' | 'POST',
    url: wire.url,
    headers: {
      ...OWN_PAGE_HEADERS,
      cookie: session,
      ...(wire.contentType ? { 'content-type': wire.contentType } : {}),
    },
    ...(wire.body ? { payload: wire.body } : {}),
  });
  expect(logLines.filter((l) => l.msg === SCHEMA_REFUSAL)).toEqual([]);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.statusCode).not.toBe(401);
  // a form has no schema to refuse it: that the server took the picture shows it read the field
  if (form) expect(response.json()).toMatchObject({ code: 1 });
});

/** API paths that answer an image or a calendar (.ics), not JSON (so they have no entry) */
const NOT_JSON = new Set([
  `GET ${CHECKIN_QR_PATH}`,
  `GET ${MEETING_ICS_PREFIX}:file`,
  `GET ${CALENDAR_FEED_PREFIX}:file`,
  // a brand's leads as a CSV download
  `GET ${LEADS_EXPORT_PATH}`,
  // a CME certificate as a PDF
  `GET ${CME_PDF_PATH}`,
]);

test('every JSON route on an API path serves an entry of the table', () => {
  const served = new Set(ENTRIES.map(([, e]) => e));
  const API = /^\/(wapi|oldweb|query|v\d|dev)\//;
  const outside = t.app.routeTable
    .filter((r) => API.test(r.url) && !(r.endpoint && served.has(r.endpoint)))
    .filter((r) => !NOT_JSON.has(`${r.method} ${r.url}`))
    .map((r) => `${r.method} ${r.url}`);
  expect(outside).toEqual([]);
});
