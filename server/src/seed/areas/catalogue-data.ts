import type { CompetitionStatus } from '../../db/schema-areas/catalogue';

/**
 * Fixed catalogue entries: competitions, presses, translated classics, department kinds and
 * advertisements. Generated entries (books, videos, questions) are composed in catalogue.ts.
 */

export interface CompetitionSeed {
  name: string;
  code: string;
  status: CompetitionStatus;
  /** days before the seed's `now` it was announced */
  addedDaysAgo: number;
  /** a top-level subspecialty; none for all of neurosurgery */
  group?: string;
  description: string;
}

export const COMPETITIONS: readonly CompetitionSeed[] = [
  {
    name: '全国神经外科手术视频大赛',
    code: 'SVC-NS-2026',
    status: 2,
    addedDaysAgo: 20,
    description:
      '面向全国神经外科医师征集原创手术视频，涵盖脑血管病、神经肿瘤、功能神经外科与脊柱脊髓等方向，由专家评审团按手术难度、操作规范与视频讲解综合评分。',
  },
  {
    name: '脑血管病病例大赛',
    code: 'CASE-CV-2026',
    status: 1,
    addedDaysAgo: 75,
    group: '脑血管病',
    description:
      '征集颅内动脉瘤、脑动静脉畸形、烟雾病等脑血管病疑难病例，展示诊疗思路与多学科协作经验，优秀病例将在年会现场汇报。',
  },
  {
    name: '神经肿瘤病例大赛',
    code: 'CASE-ONC-2026',
    status: 0,
    addedDaysAgo: 6,
    group: '神经肿瘤',
    description:
      '围绕胶质瘤、脑膜瘤、垂体瘤等神经肿瘤的手术与综合治疗，征集规范化诊疗病例，鼓励分子病理指导下的个体化治疗探索。',
  },
  {
    name: '神经内镜手术视频大赛',
    code: 'SVC-ENDO-2026',
    status: 2,
    addedDaysAgo: 34,
    group: '神经内镜',
    description:
      '展示内镜经鼻颅底手术、脑室镜手术及内镜下脑出血清除等技术，评审重点为入路设计、颅底重建与术中意外处理。',
  },
  {
    name: '功能神经外科病例大赛',
    code: 'CASE-FUNC-2025',
    status: 3,
    addedDaysAgo: 260,
    group: '功能神经外科',
    description:
      '聚焦帕金森病脑深部电刺激、难治性癫痫外科与三叉神经痛微血管减压，征集术前评估、靶点规划与程控随访完整的病例。',
  },
  {
    name: '青年医师神经介入病例大赛',
    code: 'CASE-NI-2025',
    status: 3,
    addedDaysAgo: 320,
    group: '神经介入',
    description:
      '面向40岁以下青年医师，征集急性缺血性卒中取栓、动脉瘤血流导向治疗等神经介入病例，现场答辩决出金银铜奖。',
  },
  {
    name: '颅脑创伤救治病例大赛',
    code: 'CASE-TBI-2026',
    status: 2,
    addedDaysAgo: 15,
    group: '颅脑创伤',
    description:
      '征集重型颅脑损伤、慢性硬膜下血肿等创伤病例，展示颅内压监测指导下的阶梯治疗与神经重症管理经验。',
  },
  {
    name: '小儿神经外科手术视频大赛',
    code: 'SVC-PED-2025',
    status: 3,
    addedDaysAgo: 400,
    group: '小儿神经外科',
    description:
      '展示脑积水分流、颅缝早闭颅骨重塑、儿童后颅窝肿瘤切除等小儿神经外科手术，关注儿童患者的微创与功能保护。',
  },
  {
    name: '脊柱脊髓手术视频大赛',
    code: 'SVC-SPINE-2026',
    status: 1,
    addedDaysAgo: 90,
    group: '脊柱脊髓',
    description:
      '征集脊髓肿瘤切除、颈椎病减压固定、Chiari畸形减压等手术视频，评审关注神经电生理监测与脊髓功能保护。',
  },
  {
    name: '神经重症护理病例大赛',
    code: 'CASE-NCU-2026',
    status: 0,
    addedDaysAgo: 3,
    group: '神经重症',
    description:
      '面向神经重症医护团队，征集颅内压监测、目标温度管理与镇痛镇静等病例，展示多学科协作下的重症救治流程。',
  },
  {
    name: '显微神经解剖操作技能大赛',
    code: 'SKILL-ANAT-2025',
    status: 3,
    addedDaysAgo: 210,
    description:
      '以尸头显微解剖与模型操作为考核内容，检验参赛者对颅底入路、脑室系统与血管解剖的掌握程度，分初赛与现场决赛两个阶段。',
  },
  {
    name: '神经外科科普短视频大赛',
    code: 'SVC-POP-2026',
    status: 2,
    addedDaysAgo: 28,
    description:
      '鼓励神经外科医护人员制作面向公众的科普短视频，主题包括脑卒中识别、脑肿瘤早期信号与癫痫急救，时长不超过3分钟。',
  },
];

/** publishers of medical books and the ISBN publisher prefix after 978-7 */
export const PRESSES: readonly (readonly [name: string, prefix: string, weight: number])[] = [
  ['人民卫生出版社', '117', 30],
  ['科学出版社', '03', 10],
  ['上海科学技术出版社', '5478', 10],
  ['北京大学医学出版社', '5659', 8],
  ['中国协和医科大学出版社', '5679', 6],
  ['人民军医出版社', '5091', 5],
  ['清华大学出版社', '302', 4],
  ['天津科技翻译出版有限公司', '5433', 6],
  ['山东科学技术出版社', '5331', 4],
  ['世界图书出版公司', '5192', 5],
];

export interface TranslatedBookSeed {
  name: string;
  authors: readonly string[];
  introduction: string;
}

/** classics that come out in Chinese translation */
export const TRANSLATED_BOOKS: readonly TranslatedBookSeed[] = [
  {
    name: 'Youmans & Winn神经外科学（第8版）',
    authors: ['H. Richard Winn'],
    introduction: '神经外科领域的经典参考书，系统阐述神经外科各亚专业的基础理论、手术技术与最新进展。',
  },
  {
    name: 'Rhoton颅脑解剖与手术入路',
    authors: ['Albert L. Rhoton Jr.'],
    introduction:
      '以大量精美的显微解剖照片展示颅脑各区域的解剖结构及常用手术入路，是神经外科医师的必备读物。',
  },
  {
    name: 'Greenberg神经外科手册（第9版）',
    authors: ['Mark S. Greenberg'],
    introduction: '临床实用的神经外科口袋书，涵盖常见疾病的诊断要点、分级量表与处理流程，便于查阅。',
  },
  {
    name: 'Schmidek & Sweet神经外科手术学',
    authors: ['Alfredo Quiñones-Hinojosa'],
    introduction: '按手术部位与疾病系统介绍神经外科手术的适应证、手术步骤与并发症处理，配有大量手术示意图。',
  },
  {
    name: '脑血管病显微外科手术图谱',
    authors: ['Michael T. Lawton'],
    introduction: '作者总结数千例脑血管病手术经验，详细讲解动脉瘤夹闭、动静脉畸形切除与搭桥手术的技术要点。',
  },
  {
    name: '内镜经鼻颅底外科学',
    authors: ['Amin B. Kassam', 'Paul A. Gardner'],
    introduction: '系统介绍内镜经鼻入路的解剖基础、器械设备、手术模块化入路及颅底重建技术。',
  },
  {
    name: '立体定向与功能神经外科学',
    authors: ['Andres M. Lozano', 'Philip L. Gildenberg'],
    introduction: '全面论述立体定向技术、脑深部电刺激、癫痫外科与疼痛外科等功能神经外科内容。',
  },
  {
    name: '小儿神经外科学（第3版）',
    authors: ['Mark D. Krieger'],
    introduction: '涵盖儿童脑积水、颅缝早闭、先天畸形及儿童脑肿瘤的诊断与外科治疗。',
  },
];

/** departments a hospital may have besides 神经外科, and the top-level subspecialty each serves */
export const DEPARTMENT_KINDS: readonly (readonly [name: string, group: string | null])[] = [
  ['神经外科', null],
  ['功能神经外科', '功能神经外科'],
  ['神经介入科', '神经介入'],
  ['小儿神经外科', '小儿神经外科'],
  ['神经重症医学科', '神经重症'],
  ['脊柱外科', '脊柱脊髓'],
  ['颅底外科', '神经内镜'],
  ['脑血管病中心', '脑血管病'],
  ['神经肿瘤科', '神经肿瘤'],
];

export interface AdvertisementSeed {
  name: string;
  code: string;
  module: 'search_result' | 'search_side' | 'search_top';
  keywords: readonly string[];
  /** tab type codes of spec 2 */
  tabs: readonly string[];
  /** where a click goes; `product:<name>` and `book:<n>` are resolved to seeded rows */
  target: string;
}

export const ADVERTISEMENTS: readonly AdvertisementSeed[] = [
  {
    name: 'Percept PC 感知型脑深部电刺激系统',
    code: 'AD-DBS-PERCEPT',
    module: 'search_result',
    keywords: ['帕金森', '脑深部电刺激', 'DBS', '肌张力障碍'],
    tabs: ['99', '1', '2'],
    target: 'product:美敦力 Percept PC 脑深部电刺激系统',
  },
  {
    name: 'KINEVO 900 机器人可视化系统',
    code: 'AD-MICRO-KINEVO',
    module: 'search_result',
    keywords: ['显微镜', '胶质瘤', '脑膜瘤', '动脉瘤夹闭'],
    tabs: ['99', '12', '13'],
    target: 'product:蔡司 KINEVO 900 神经外科手术显微镜',
  },
  {
    name: '手术导航：精准定位每一步',
    code: 'AD-NAV-S8',
    module: 'search_side',
    keywords: ['导航', '胶质瘤', '活检', '立体定向'],
    tabs: ['99'],
    target: 'product:美敦力 StealthStation S8 手术导航系统',
  },
  {
    name: '4K 神经内镜系统',
    code: 'AD-ENDO-IMAGE1',
    module: 'search_result',
    keywords: ['内镜', '垂体瘤', '颅底', '经鼻'],
    tabs: ['99', '13'],
    target: 'product:卡尔史托斯 IMAGE1 S 4K 神经内镜系统',
  },
  {
    name: '2026 全国神经外科手术视频大赛报名中',
    code: 'AD-SVC-2026',
    module: 'search_top',
    keywords: ['手术视频', '大赛', '病例大赛'],
    tabs: ['99', '10', '11'],
    target: '/search?keywords=%E6%89%8B%E6%9C%AF%E8%A7%86%E9%A2%91%E5%A4%A7%E8%B5%9B',
  },
  {
    name: '云课堂：神经外科规培系列课程',
    code: 'AD-MOOC-TRAINING',
    module: 'search_side',
    keywords: ['规培', '课程', '入门', '基础'],
    tabs: ['99', '2'],
    target: '/mooc',
  },
  {
    name: '会议直播：脑血管病年度盛会',
    code: 'AD-MEETING-CV',
    module: 'search_side',
    keywords: ['动脉瘤', '烟雾病', '脑血管', '会议'],
    tabs: ['99', '3'],
    target: '/meeting/home',
  },
  {
    name: '好书推荐：神经外科经典译著',
    code: 'AD-BOOK-CLASSIC',
    module: 'search_result',
    keywords: ['图书', '解剖', '手术学', '手册'],
    tabs: ['15'],
    target: 'book:1',
  },
  {
    name: '全景手术：大师手术全程解析',
    code: 'AD-ELAB-MASTER',
    module: 'search_result',
    keywords: ['全景手术', '手术', '入路'],
    tabs: ['99', '13'],
    target: '/holographic',
  },
  {
    name: '指南解读：最新专家共识一网打尽',
    code: 'AD-GUIDE-2026',
    module: 'search_top',
    keywords: ['指南', '共识', '解读'],
    tabs: ['0001'],
    target: '/guidance',
  },
];
