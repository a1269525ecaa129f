import { SEARCH_TABS, type SearchTab } from '@portal/api/rules/search';

/** The fixed advertisements the seed writes (advertisements.seeder.ts). */

export interface AdvertisementSeed {
  name: string;
  code: string;
  module: 'search_result' | 'search_side' | 'search_top';
  keywords: readonly string[];
  /** the tabs it shows on (spec 2 type codes) */
  tabs: readonly SearchTab[];
  /** where a click goes; `product:<name>` and `book:<n>` are resolved to seeded rows */
  target: string;
}

export const ADVERTISEMENTS: readonly AdvertisementSeed[] = [
  {
    name: 'Percept PC 感知型脑深部电刺激系统',
    code: 'AD-DBS-PERCEPT',
    module: 'search_result',
    keywords: ['帕金森', '脑深部电刺激', 'DBS', '肌张力障碍'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.info, SEARCH_TABS.courses],
    target: 'product:美敦力 Percept PC 脑深部电刺激系统',
  },
  {
    name: 'KINEVO 900 机器人可视化系统',
    code: 'AD-MICRO-KINEVO',
    module: 'search_result',
    keywords: ['显微镜', '胶质瘤', '脑膜瘤', '动脉瘤夹闭'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.cases, SEARCH_TABS.panoramic],
    target: 'product:蔡司 KINEVO 900 神经外科手术显微镜',
  },
  {
    name: '手术导航：精准定位每一步',
    code: 'AD-NAV-S8',
    module: 'search_side',
    keywords: ['导航', '胶质瘤', '活检', '立体定向'],
    tabs: [SEARCH_TABS.all],
    target: 'product:美敦力 StealthStation S8 手术导航系统',
  },
  {
    name: '4K 神经内镜系统',
    code: 'AD-ENDO-IMAGE1',
    module: 'search_result',
    keywords: ['内镜', '垂体瘤', '颅底', '经鼻'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.panoramic],
    target: 'product:卡尔史托斯 IMAGE1 S 4K 神经内镜系统',
  },
  {
    name: '2026 全国神经外科手术视频大赛报名中',
    code: 'AD-SVC-2026',
    module: 'search_top',
    keywords: ['手术视频', '大赛', '病例大赛'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.shortVideos, SEARCH_TABS.competitions],
    target: '/search?keywords=%E6%89%8B%E6%9C%AF%E8%A7%86%E9%A2%91%E5%A4%A7%E8%B5%9B',
  },
  {
    name: '云课堂：神经外科规培系列课程',
    code: 'AD-MOOC-TRAINING',
    module: 'search_side',
    keywords: ['规培', '课程', '入门', '基础'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.courses],
    target: '/mooc',
  },
  {
    name: '会议直播：脑血管病年度盛会',
    code: 'AD-MEETING-CV',
    module: 'search_side',
    keywords: ['动脉瘤', '烟雾病', '脑血管', '会议'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.meetings],
    target: '/meeting/home',
  },
  {
    name: '好书推荐：神经外科经典译著',
    code: 'AD-BOOK-CLASSIC',
    module: 'search_result',
    keywords: ['图书', '解剖', '手术学', '手册'],
    tabs: [SEARCH_TABS.books],
    target: 'book:1',
  },
  {
    name: '全景手术：大师手术全程解析',
    code: 'AD-ELAB-MASTER',
    module: 'search_result',
    keywords: ['全景手术', '手术', '入路'],
    tabs: [SEARCH_TABS.all, SEARCH_TABS.panoramic],
    target: '/holographic',
  },
  {
    name: '指南解读：最新专家共识一网打尽',
    code: 'AD-GUIDE-2026',
    module: 'search_top',
    keywords: ['指南', '共识', '解读'],
    tabs: [SEARCH_TABS.guides],
    target: '/guidance',
  },
];
