import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { SUBSPECIALTY_TREE } from '../../seed/subspecialties';
import type {
  AcademicResourcesTable,
  DictItemsTable,
  Flag,
  FooterQrCodesTable,
  NavLinksTable,
  RequirementTypesTable,
} from './schema';

type ChannelsTable = Database['channels'];
type BrandCategoriesTable = Database['brand_categories'];
type ReviewQueueTable = Database['review_queue'];

/**
 * The portal frame's demo data: navigation, hint words, the More popup groups, footer QR codes
 * and requirement types (reference data, the same at every scale), plus review queue rows of the
 * demo accounts (their messages are the message centre's seeder's). Ids are explicit so the output never varies.
 */

export const HINT_DICT_ID = 'search_hint';

export interface FrameData {
  navLinks: Insertable<NavLinksTable>[];
  dictItems: Insertable<DictItemsTable>[];
  academicResources: Insertable<AcademicResourcesTable>[];
  channels: Insertable<ChannelsTable>[];
  brandCategories: Insertable<BrandCategoriesTable>[];
  footerQrCodes: Insertable<FooterQrCodesTable>[];
  requirementTypes: Insertable<RequirementTypesTable>[];
}

export interface DemoActivityData {
  reviewQueue: Insertable<ReviewQueueTable>[];
}

type Link = readonly [name: string, url: string, newTab: boolean, enabled?: boolean];

// page links of the portal open in place; footer links open in a new tab (spec 2: "Links open
// in a new tab unless stated")
const HEADER_NAV: readonly Link[] = [
  ['首页', '/', false],
  ['资讯', '/info', false],
  ['会议', '/meeting/home', false],
  ['病例', '/case', false],
  ['云课堂', '/mooc', false],
  ['全景手术', '/holographic', false],
  // spec 2: Submission and review /personalfile (disabled and hidden)
  ['投稿审稿', '/personalfile', false, false],
  ['关于我们', '/introduce?optionActive=aboutUs', false],
];

const FOOTER_NAV: readonly Link[] = [
  ['关于我们', '/introduce?optionActive=aboutUs', true],
  ['联系我们', '/clinical/release', true],
  ['临床招募', '/recruitment-training', true],
  ['客户端下载', '/linkdownload', true],
  ['隐私政策', '/introduce?optionActive=privacyPolicy', true],
  ['用户协议', '/introduce?optionActive=userAgreement', true],
  ['友情链接', '/introduce?optionActive=friendLinks', true, false],
  ['加入我们', '/introduce?optionActive=joinUs', true],
];

export const HINT_WORDS: readonly string[] = [
  '胶质瘤',
  '脑深部电刺激',
  '颅内动脉瘤',
  '烟雾病',
  '垂体瘤',
  '三叉神经痛',
  '脑出血',
  '神经内镜',
  '脊髓拴系',
  '癫痫外科',
];
/** kept in the dictionary but switched off, so the enabled filter has something to hide */
const DISABLED_HINT_WORD = '新冠肺炎';

const ACADEMIC_RESOURCES: readonly Link[] = [
  ['指南共识', '/guidance', true],
  ['全景手术', '/holographic', true],
  ['手术视频', '/compile', true],
  ['期刊汇编', '/compile', true],
  ['病例库', '/case', true],
  ['云课堂', '/mooc', true],
  ['神外周刊', '/info/weekly', true],
  ['科研服务', '/introduce?optionActive=research', true, false],
];

/** first-level device categories, each with a few second-level ones */
const DEVICE_CATEGORIES: readonly {
  name: string;
  code: string;
  enabled?: boolean;
  children?: readonly (readonly [name: string, code: string])[];
}[] = [
  {
    name: '神经外科手术显微镜',
    code: 'MICROSCOPE',
    children: [
      ['外视镜', 'EXOSCOPE'],
      ['荧光造影模块', 'FLUORESCENCE_MODULE'],
    ],
  },
  {
    name: '神经导航系统',
    code: 'NAVIGATION',
    children: [
      ['光学导航', 'OPTICAL_NAVIGATION'],
      ['电磁导航', 'EM_NAVIGATION'],
    ],
  },
  { name: '神经内镜', code: 'ENDOSCOPE', children: [['脑室镜', 'VENTRICULOSCOPE']] },
  { name: '脑深部电刺激系统', code: 'DBS' },
  { name: '颅内压监测', code: 'ICP_MONITOR' },
  { name: '动脉瘤夹', code: 'ANEURYSM_CLIP' },
  {
    name: '栓塞材料',
    code: 'EMBOLIC_MATERIAL',
    children: [
      ['可解脱弹簧圈', 'DETACHABLE_COIL'],
      ['液体栓塞剂', 'LIQUID_EMBOLIC'],
    ],
  },
  { name: '超声吸引器', code: 'ULTRASONIC_ASPIRATOR' },
  {
    name: '颅骨修补材料',
    code: 'CRANIAL_REPAIR',
    children: [
      ['钛网', 'TITANIUM_MESH'],
      ['PEEK 修补材料', 'PEEK_IMPLANT'],
    ],
  },
  { name: '电生理监测', code: 'NEURO_MONITORING' },
  { name: '康复训练设备', code: 'REHABILITATION', enabled: false },
];

/** the app download page is a site path: the server makes it absolute for the asking host */
const FOOTER_QR_CODES: readonly (readonly [name: string, url: string])[] = [
  ['脑医汇 App 下载', '/linkdownload'],
  ['官方微信公众号', 'https://weixin.qq.com/r/naoyihui-official'],
  ['视频号', 'https://channels.weixin.qq.com/naoyihui'],
  ['微博', 'https://weibo.com/naoyihui'],
  ['小程序', 'https://www.naoyihui.com/miniprogram'],
  ['客服企业微信', 'https://work.weixin.qq.com/kfid/kfc-naoyihui'],
];

export const REQUIREMENT_TYPES: readonly (readonly [code: string, desc: string])[] = [
  ['MEETING_LIVE', '会议直播'],
  ['SURGERY_DEMO', '手术演示'],
  ['ACADEMIC_PROMOTION', '学术推广'],
  ['CASE_COLLECTION', '病例征集'],
  ['MARKET_RESEARCH', '市场调研'],
  ['OTHER', '其他'],
];

const flag = (value: boolean | undefined): Flag => (value === false ? 0 : 1);

export function buildFrameData(subspecialtyParentIds: ReadonlyMap<string, number>): FrameData {
  let navId = 0;
  const navLinks = (['header', 'footer'] as const).flatMap((position) =>
    (position === 'header' ? HEADER_NAV : FOOTER_NAV).map(([name, url, newTab, enabled], sort) => ({
      id: ++navId,
      position,
      name,
      url,
      new_tab: flag(newTab),
      enabled: flag(enabled),
      sort,
    })),
  );

  const dictItems: Insertable<DictItemsTable>[] = [...HINT_WORDS, DISABLED_HINT_WORD].map((word, i) => ({
    id: i + 1,
    dict_id: HINT_DICT_ID,
    word,
    sort: i,
    enabled: word === DISABLED_HINT_WORD ? 0 : 1,
  }));

  const academicResources = ACADEMIC_RESOURCES.map(([name, url, newTab, enabled], i) => ({
    id: i + 1,
    name,
    url,
    new_tab: flag(newTab),
    sort: i,
    enabled: flag(enabled),
  }));

  // one channel per top-level subspecialty; the channel id and mpId are the subspecialty's id
  // (the article filter), ocsId the cloud-classroom category of the same name
  const channels: Insertable<ChannelsTable>[] = [];
  SUBSPECIALTY_TREE.forEach((group, i) => {
    const subspecialtyId = subspecialtyParentIds.get(group.name);
    if (subspecialtyId === undefined) return;
    channels.push({
      id: subspecialtyId,
      title: group.name,
      mp_id: subspecialtyId,
      ocs_id: 1200 + i + 1,
      sort: i,
      enabled: 1,
    });
  });

  const brandCategories: Insertable<BrandCategoriesTable>[] = [];
  DEVICE_CATEGORIES.forEach((c, sort) => {
    brandCategories.push({
      id: sort + 1,
      name: c.name,
      code: c.code,
      parent_id: null,
      level: 1,
      sort,
      enabled: flag(c.enabled),
    });
  });
  let childId = DEVICE_CATEGORIES.length;
  DEVICE_CATEGORIES.forEach((c, parentIndex) => {
    c.children?.forEach(([name, code], sort) => {
      brandCategories.push({
        id: ++childId,
        name,
        code,
        parent_id: parentIndex + 1,
        level: 2,
        sort,
        enabled: 1,
      });
    });
  });

  const footerQrCodes = FOOTER_QR_CODES.map(([name, url], i) => ({
    id: i + 1,
    name,
    url,
    sort: i,
    enabled: 1 as const,
  }));

  const requirementTypes = REQUIREMENT_TYPES.map(([code, description], i) => ({
    id: i + 1,
    code,
    description,
    sort: i,
  }));

  return {
    navLinks,
    dictItems,
    academicResources,
    channels,
    brandCategories,
    footerQrCodes,
    requirementTypes,
  };
}

// ---------------------------------------------------------------------------------------------
// Demo accounts' review queue

/** the demo account whose content waits for review (label 有内容审核中的医生) */
export const DEMO_PENDING_REVIEW_ACCOUNT = 8;

const HOUR = 3_600_000;

export function buildDemoActivity(now: number): DemoActivityData {
  const reviewQueue: Insertable<ReviewQueueTable>[] = [
    // the verified doctor's earlier items were all decided
    {
      id: 1,
      user_id: 1,
      content_type: 'mparticle',
      content_id: 1,
      status: 'approved',
      created_at: now - 90 * 24 * HOUR,
    },
    {
      id: 2,
      user_id: 1,
      content_type: 'community_answer',
      content_id: 2,
      status: 'approved',
      created_at: now - 40 * 24 * HOUR,
    },
    {
      id: 3,
      user_id: 1,
      content_type: 'mparticle',
      content_id: 3,
      status: 'rejected',
      created_at: now - 20 * 24 * HOUR,
    },
    {
      id: 4,
      user_id: DEMO_PENDING_REVIEW_ACCOUNT,
      content_type: 'mparticle',
      content_id: 4,
      status: 'approved',
      created_at: now - 30 * 24 * HOUR,
    },
    // and this one waits: the answer button and publish menu show the review notice
    {
      id: 5,
      user_id: DEMO_PENDING_REVIEW_ACCOUNT,
      content_type: 'mparticle',
      content_id: 5,
      status: 'pending',
      created_at: now - 6 * HOUR,
    },
  ];
  return { reviewQueue };
}
