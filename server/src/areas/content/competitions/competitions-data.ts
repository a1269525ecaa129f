import type { CompetitionStatus } from './schema';

/** The fixed competitions the seed writes (competitions.seeder.ts). */

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
