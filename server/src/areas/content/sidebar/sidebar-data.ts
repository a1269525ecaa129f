/**
 * Reference data of the detail pages' right column: circles, device products and scoring mini
 * tools. Subspecialties are named as in `../subspecialties.ts` and device categories by their
 * code in `../portal-frame.ts`; the seeder resolves them against the database, so a name the
 * database lacks only drops that link.
 */

export interface CircleSeed {
  subspecialty: string;
  title: string;
  description: string;
}

export const CIRCLES: readonly CircleSeed[] = [
  {
    subspecialty: '颅内动脉瘤',
    title: '动脉瘤夹闭与介入圈',
    description: '开颅夹闭与血管内治疗的病例讨论、手术视频与围手术期管理经验。',
  },
  {
    subspecialty: '脑动静脉畸形',
    title: '脑AVM多模态治疗圈',
    description: '显微切除、栓塞与放射外科联合治疗脑动静脉畸形的策略交流。',
  },
  {
    subspecialty: '烟雾病',
    title: '烟雾病血运重建圈',
    description: '直接与间接血运重建术式选择、围手术期管理及长期随访。',
  },
  {
    subspecialty: '高血压脑出血',
    title: '脑出血微创治疗圈',
    description: '立体定向穿刺、内镜血肿清除与小骨窗开颅的适应证与技巧。',
  },
  {
    subspecialty: '颈动脉狭窄',
    title: '颈动脉内膜剥脱交流圈',
    description: 'CEA 与 CAS 的选择、术中脑保护及围手术期卒中预防。',
  },
  {
    subspecialty: '胶质瘤',
    title: '胶质瘤MDT圈',
    description: '分子病理、最大安全切除、放化疗与电场治疗的多学科讨论。',
  },
  {
    subspecialty: '脑膜瘤',
    title: '颅底脑膜瘤手术圈',
    description: '岩斜区、鞍结节及蝶骨嵴脑膜瘤的入路选择与切除程度评估。',
  },
  {
    subspecialty: '垂体瘤',
    title: '垂体瘤内镜手术圈',
    description: '经鼻蝶内镜手术、内分泌缓解与术后电解质管理经验分享。',
  },
  {
    subspecialty: '听神经瘤',
    title: '听神经瘤面神经保护圈',
    description: '乙状窦后入路、术中电生理监测与面神经、听力保留。',
  },
  {
    subspecialty: '脑转移瘤',
    title: '脑转移瘤综合治疗圈',
    description: '手术、立体定向放射外科与靶向免疫治疗的时机与组合。',
  },
  {
    subspecialty: '帕金森病',
    title: 'DBS程控与帕金森圈',
    description: '脑深部电刺激靶点选择、电极植入与术后程控的实战经验。',
  },
  {
    subspecialty: '癫痫',
    title: '癫痫外科术前评估圈',
    description: '致痫灶定位、SEEG 植入方案与切除性手术疗效讨论。',
  },
  {
    subspecialty: '三叉神经痛',
    title: '微血管减压术交流圈',
    description: '三叉神经痛微血管减压的责任血管判断与并发症预防。',
  },
  {
    subspecialty: '面肌痉挛',
    title: '面肌痉挛MVD圈',
    description: '面肌痉挛微血管减压、术中 AMR 监测与复发处理。',
  },
  {
    subspecialty: '脊髓肿瘤',
    title: '髓内肿瘤显微手术圈',
    description: '室管膜瘤、星形细胞瘤等髓内肿瘤的显微切除与功能保护。',
  },
  {
    subspecialty: '颈椎病',
    title: '颈椎前后路手术圈',
    description: '脊髓型颈椎病前路、后路及联合入路的手术决策。',
  },
  {
    subspecialty: '腰椎间盘突出症',
    title: '脊柱内镜技术圈',
    description: '经皮椎间孔镜、单侧双通道内镜技术的学习曲线与病例。',
  },
  {
    subspecialty: '重型颅脑损伤',
    title: '重型颅脑创伤救治圈',
    description: '去骨瓣减压、颅内压监测与神经重症管理的规范化救治。',
  },
  {
    subspecialty: '慢性硬膜下血肿',
    title: '慢性硬膜下血肿诊疗圈',
    description: '钻孔引流、脑膜中动脉栓塞与药物治疗的复发防治。',
  },
  {
    subspecialty: '脑积水',
    title: '脑积水分流与造瘘圈',
    description: '脑室腹腔分流、第三脑室底造瘘与分流管理经验。',
  },
  {
    subspecialty: '髓母细胞瘤',
    title: '儿童脑肿瘤协作圈',
    description: '髓母细胞瘤等儿童脑肿瘤的手术、分子分型与综合治疗。',
  },
  {
    subspecialty: '颅缝早闭',
    title: '儿童颅面外科圈',
    description: '颅缝早闭的手术时机、颅骨重塑技术与长期随访。',
  },
  {
    subspecialty: '内镜经鼻颅底外科',
    title: '内镜经鼻颅底外科圈',
    description: '扩大经鼻入路、颅底重建与鼻中隔黏膜瓣技术交流。',
  },
  {
    subspecialty: '脑室镜手术',
    title: '脑室镜技术交流圈',
    description: '第三脑室底造瘘、脑室内肿瘤活检与切除的内镜技术。',
  },
];

export interface ProductCategorySeed {
  /** `brand_categories.code` of a first-level category */
  category: string;
  /** top-level subspecialties whose articles and cases mention these devices */
  groups: readonly string[];
  products: readonly (readonly [brand: string, name: string])[];
}

export const PRODUCT_CATEGORIES: readonly ProductCategorySeed[] = [
  {
    category: 'MICROSCOPE',
    groups: ['神经肿瘤', '脑血管病', '脊柱脊髓'],
    products: [
      ['蔡司', '蔡司 KINEVO 900 神经外科手术显微镜'],
      ['蔡司', '蔡司 OPMI PENTERO 800 手术显微镜'],
      ['徕卡', '徕卡 ARveo 8 增强现实手术显微镜'],
      ['徕卡', '徕卡 M530 OHX 手术显微镜'],
      ['奥林巴斯', '奥林巴斯 ORBEYE 4K 3D 外视镜'],
      ['速迈', '速迈 S-800 神经外科显微镜'],
      ['海格', '海格 HS Hi-R 1000 手术显微镜'],
      ['三鹰', '三鹰 MM51 神经外科显微镜'],
    ],
  },
  {
    category: 'NAVIGATION',
    groups: ['神经肿瘤', '功能神经外科', '神经内镜'],
    products: [
      ['美敦力', '美敦力 StealthStation S8 手术导航系统'],
      ['博医来', '博医来 Curve 光学导航系统'],
      ['博医来', '博医来 Cirq 机器人辅助臂'],
      ['华科精准', '华科精准 SR1 神经外科手术机器人'],
      ['柏惠维康', '柏惠维康 睿米 神经外科机器人'],
      ['史赛克', '史赛克 NAV3i 导航平台'],
      ['迈瑞', '迈瑞 电磁导航系统 EM-Nav'],
      ['安科', '安科 ASA-610V 神经导航系统'],
    ],
  },
  {
    category: 'ENDOSCOPE',
    groups: ['神经内镜', '神经肿瘤', '小儿神经外科'],
    products: [
      ['卡尔史托斯', '卡尔史托斯 IMAGE1 S 4K 神经内镜系统'],
      ['卡尔史托斯', '卡尔史托斯 LOTTA 脑室镜'],
      ['奥林巴斯', '奥林巴斯 VISERA ELITE III 内镜系统'],
      ['狼牌', '狼牌 经鼻蝶神经内镜套件'],
      ['史赛克', '史赛克 1688 AIM 4K 内镜摄像系统'],
      ['沈大内窥镜', '沈大 神经内镜手术器械包'],
      ['好克', '好克 一次性脑室镜鞘'],
      ['蛇牌', '蛇牌 MINOP 脑室镜系统'],
    ],
  },
  {
    category: 'DBS',
    groups: ['功能神经外科'],
    products: [
      ['美敦力', '美敦力 Percept PC 脑深部电刺激系统'],
      ['美敦力', '美敦力 SenSight 定向电极'],
      ['品驰', '品驰 G102R 可充电脑起搏器'],
      ['品驰', '品驰 变频刺激脑起搏器'],
      ['景昱', '景昱 SceneRay 脑深部电刺激器'],
      ['景昱', '景昱 远程程控平台'],
      ['雅培', '雅培 Infinity 定向 DBS 系统'],
      ['波士顿科学', '波士顿科学 Vercise Genus DBS 系统'],
    ],
  },
  {
    category: 'ICP_MONITOR',
    groups: ['颅脑创伤', '神经重症'],
    products: [
      ['强生', '强生 Codman ICP Express 颅内压监护仪'],
      ['强生', '强生 Codman 脑实质颅内压探头'],
      ['英特格拉', '英特格拉 Camino 颅内压监测系统'],
      ['索菲萨', '索菲萨 Neurovent 多参数监测导管'],
      ['优必得', '优必得 颅内压无线监测系统'],
      ['诺尔康', '诺尔康 脑室外引流颅内压监护套件'],
      ['迈瑞', '迈瑞 BeneVision 神经重症监护模块'],
      ['科瑞', '科瑞 脑氧饱和度与颅内压联合监测仪'],
    ],
  },
  {
    category: 'ANEURYSM_CLIP',
    groups: ['脑血管病'],
    products: [
      ['蛇牌', '蛇牌 Yasargil 钛合金动脉瘤夹'],
      ['蛇牌', '蛇牌 Yasargil 迷你动脉瘤夹'],
      ['瑞穗', '瑞穗 Sugita 动脉瘤夹'],
      ['强生', '强生 Codman Slim-Line 动脉瘤夹'],
      ['贝朗', '贝朗 永久性开窗动脉瘤夹'],
      ['蛇牌', '蛇牌 动脉瘤夹持钳'],
      ['瑞穗', '瑞穗 临时阻断夹'],
      ['迈迪顶峰', '迈迪顶峰 国产钛合金动脉瘤夹'],
    ],
  },
  {
    category: 'EMBOLIC_MATERIAL',
    groups: ['脑血管病', '神经介入'],
    products: [
      ['微创神通', '微创神通 Tubridge 血流导向装置'],
      ['微创神通', '微创神通 NUMEN 可解脱弹簧圈'],
      ['美敦力', '美敦力 Pipeline Flex 血流导向装置'],
      ['美敦力', '美敦力 Onyx 液体栓塞系统'],
      ['史赛克', '史赛克 Target 可解脱弹簧圈'],
      ['泰尔茂', '泰尔茂 WEB 瘤内扰流装置'],
      ['心玮医疗', '心玮医疗 Captor 取栓支架'],
      ['沛嘉医疗', '沛嘉医疗 Jasper 可解脱弹簧圈'],
    ],
  },
  {
    category: 'ULTRASONIC_ASPIRATOR',
    groups: ['神经肿瘤', '脊柱脊髓'],
    products: [
      ['英特格拉', '英特格拉 CUSA Clarity 超声吸引系统'],
      ['索林', '索林 SONOCA 300 超声手术系统'],
      ['史赛克', '史赛克 Sonopet iQ 超声骨刀'],
      ['赛诺', '赛诺 SD-3 神经外科超声吸引器'],
      ['安杰', '安杰 AJ-U 超声吸引刀'],
      ['英特格拉', '英特格拉 CUSA 显微手柄'],
      ['赛诺', '赛诺 超声骨刀脊柱套件'],
      ['爱尔博', '爱尔博 VIO 3 神经外科电外科工作站'],
    ],
  },
  {
    category: 'CRANIAL_REPAIR',
    groups: ['颅脑创伤'],
    products: [
      ['康拓医疗', '康拓医疗 个性化 PEEK 颅骨修补体'],
      ['康拓医疗', '康拓医疗 三维塑形钛网'],
      ['史赛克', '史赛克 MEDPOR 颅骨修补材料'],
      ['强生', '强生 Synthes 颅骨固定系统'],
      ['创生', '创生 颅骨锁固定装置'],
      ['迪迈', '迪迈 3D 打印钛合金颅骨板'],
      ['美敦力', '美敦力 颅骨钛钉钛板系统'],
      ['普瑞', '普瑞 羟基磷灰石骨水泥'],
    ],
  },
  {
    category: 'NEURO_MONITORING',
    groups: ['功能神经外科', '神经肿瘤', '脊柱脊髓'],
    products: [
      ['美敦力', '美敦力 NIM-Eclipse 术中神经监测系统'],
      ['尼高力', '尼高力 Endeavor CR 术中监护系统'],
      ['因诺', '因诺 ISIS 术中神经电生理工作站'],
      ['日本光电', '日本光电 MEE-2000 术中监护仪'],
      ['诺尔康', '诺尔康 面神经监护仪'],
      ['博睿康', '博睿康 立体脑电 SEEG 记录系统'],
      ['蛇牌', '蛇牌 皮层电刺激探头'],
      ['太阳电子', '太阳电子 术中诱发电位仪'],
    ],
  },
];

export interface MiniToolSeed {
  code: string;
  name: string;
  keywords: readonly string[];
  /** leaf or top-level subspecialty names */
  subspecialties: readonly string[];
}

export const MINI_TOOLS: readonly MiniToolSeed[] = [
  {
    code: 'gcs',
    name: 'GCS 格拉斯哥昏迷评分',
    keywords: ['意识障碍', '颅脑损伤', '昏迷', 'GCS评分'],
    subspecialties: ['颅脑创伤', '高血压脑出血', '神经重症'],
  },
  {
    code: 'hunt-hess',
    name: 'Hunt-Hess 分级',
    keywords: ['蛛网膜下腔出血', '颅内动脉瘤', 'Hunt-Hess分级'],
    subspecialties: ['颅内动脉瘤'],
  },
  {
    code: 'wfns',
    name: 'WFNS 分级',
    keywords: ['蛛网膜下腔出血', '动脉瘤破裂', 'WFNS分级'],
    subspecialties: ['颅内动脉瘤'],
  },
  {
    code: 'modified-fisher',
    name: '改良 Fisher 分级',
    keywords: ['蛛网膜下腔出血', '脑血管痉挛', '迟发性脑缺血'],
    subspecialties: ['颅内动脉瘤', '神经介入'],
  },
  {
    code: 'nihss',
    name: 'NIHSS 美国国立卫生研究院卒中量表',
    keywords: ['卒中', '神经功能缺损', 'NIHSS评分'],
    subspecialties: ['脑血管病', '神经介入'],
  },
  {
    code: 'mrs',
    name: 'mRS 改良 Rankin 量表',
    keywords: ['功能结局', '预后', 'mRS评分'],
    subspecialties: ['脑血管病', '神经介入'],
  },
  {
    code: 'gos',
    name: 'GOS 格拉斯哥预后评分',
    keywords: ['预后', '颅脑损伤', 'GOS评分'],
    subspecialties: ['颅脑创伤', '高血压脑出血'],
  },
  {
    code: 'spetzler-martin',
    name: 'Spetzler-Martin 分级',
    keywords: ['脑动静脉畸形', 'AVM', 'Spetzler-Martin分级'],
    subspecialties: ['脑动静脉畸形'],
  },
  {
    code: 'ich-score',
    name: 'ICH 脑出血评分',
    keywords: ['脑出血', '血肿', '死亡率'],
    subspecialties: ['高血压脑出血', '内镜下脑出血清除'],
  },
  {
    code: 'kps',
    name: 'KPS 卡氏功能状态评分',
    keywords: ['胶质瘤', '生活质量', 'KPS评分'],
    subspecialties: ['神经肿瘤'],
  },
  {
    code: 'simpson',
    name: 'Simpson 切除分级',
    keywords: ['脑膜瘤', '切除程度', 'Simpson分级'],
    subspecialties: ['脑膜瘤'],
  },
  {
    code: 'house-brackmann',
    name: 'House-Brackmann 面神经分级',
    keywords: ['面神经', '听神经瘤', '面瘫'],
    subspecialties: ['听神经瘤', '面肌痉挛'],
  },
  {
    code: 'knosp',
    name: 'Knosp 垂体瘤海绵窦侵袭分级',
    keywords: ['垂体瘤', '海绵窦侵袭', 'Knosp分级'],
    subspecialties: ['垂体瘤'],
  },
  {
    code: 'updrs',
    name: 'UPDRS 帕金森病统一评定量表',
    keywords: ['帕金森病', '脑深部电刺激', '运动症状'],
    subspecialties: ['帕金森病'],
  },
  {
    code: 'hoehn-yahr',
    name: 'Hoehn-Yahr 帕金森病分级',
    keywords: ['帕金森病', '病情分期'],
    subspecialties: ['帕金森病'],
  },
  {
    code: 'engel',
    name: 'Engel 癫痫术后疗效分级',
    keywords: ['癫痫', '癫痫外科', 'Engel分级'],
    subspecialties: ['癫痫', '儿童癫痫'],
  },
  {
    code: 'bni',
    name: 'BNI 疼痛强度评分',
    keywords: ['三叉神经痛', '微血管减压', '疼痛评分'],
    subspecialties: ['三叉神经痛'],
  },
  {
    code: 'joa',
    name: 'JOA 颈椎病评分',
    keywords: ['颈椎病', '脊髓型颈椎病', 'JOA评分'],
    subspecialties: ['颈椎病'],
  },
  {
    code: 'odi',
    name: 'ODI Oswestry 功能障碍指数',
    keywords: ['腰椎间盘突出症', '腰痛', '功能障碍'],
    subspecialties: ['腰椎间盘突出症'],
  },
  {
    code: 'suzuki',
    name: 'Suzuki 烟雾病分期',
    keywords: ['烟雾病', '血管造影', 'Suzuki分期'],
    subspecialties: ['烟雾病'],
  },
  {
    code: 'marshall-ct',
    name: 'Marshall CT 分级',
    keywords: ['颅脑损伤', '头颅CT', '中线移位'],
    subspecialties: ['颅脑创伤'],
  },
  {
    code: 'asia',
    name: 'ASIA 脊髓损伤分级',
    keywords: ['脊髓损伤', '神经功能', '截瘫'],
    subspecialties: ['脊柱脊髓'],
  },
];

/** where the scoring tools live; the seeded URLs are the tool pages of the mobile site */
export const MINI_TOOL_BASE_URL = 'https://tools.naoyihui.com/score/';
