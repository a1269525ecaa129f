import type { Rng } from './random';
import { type ClinicalTopic, ofChildhood, treating } from './subspecialties';
import { type Hospital, isSurgical, seesChildrenOnly } from './vocabulary';

/**
 * Titles, summaries and HTML bodies of news items, composed from clinical sentence templates.
 * Every text about one item is written from one context, so the title, summary, body and tags
 * agree on the disease, the operation and the people.
 */
export type ArticleKind = 'research' | 'guideline' | 'case' | 'meeting' | 'live' | 'technique' | 'news';

export const ARTICLE_KINDS: readonly (readonly [ArticleKind, number])[] = [
  ['research', 30],
  ['guideline', 12],
  ['case', 18],
  ['meeting', 10],
  ['live', 6],
  ['technique', 14],
  ['news', 12],
];

/**
 * The kinds that report their expert's own operating: a case they operated on, a live operation,
 * a technique, their department's operations in the news. Their expert is a surgeon; a doctor who
 * does not operate (a neurologist, radiologist, intensivist…) writes research, guidelines and
 * meeting reports.
 */
export const OPERATING_KINDS: ReadonlySet<ArticleKind> = new Set(['case', 'live', 'technique', 'news']);

export interface Person {
  name: string;
  hospital: Hospital;
}

export interface ArticleContext {
  id: number;
  kind: ArticleKind;
  group: string;
  topic: ClinicalTopic;
  operation: string;
  /** a different operation for the same disease, for comparisons */
  operation2: string;
  researchTopic: string;
  scale: string;
  complication: string;
  imaging: string;
  symptom: string;
  finding: string;
  /** the first author, or the expert the item is about */
  expert: Person;
  department: string;
  /** other experts quoted or reporting */
  peers: readonly Person[];
  journal: string;
  meeting: string;
  meetingCity: string;
  /** people at the meeting, a round number */
  attendees: number;
  society: string;
  year: number;
  month: number;
  cases: number;
  centers: number;
  followUpMonths: number;
  patientAge: number;
  patientSex: '男' | '女';
}

/**
 * The context with another expert leading it, in the same item: what it says about its expert
 * (name, hospital, department) follows the new one, and a former expert still among the bylines is
 * a peer. Draws nothing, so the stream the item is written from stays as it was.
 */
export function ledBy(
  c: ArticleContext,
  lead: Person,
  department: string,
  alsoPeer?: Person,
): ArticleContext {
  const peers = [...(alsoPeer ? [alsoPeer] : []), ...c.peers].filter(
    (p, i, all) => p.name !== lead.name && all.findIndex((q) => q.name === p.name) === i,
  );
  return { ...c, expert: lead, department, peers };
}

/**
 * Whether a byline may lead an item of this context: a surgeon if the item reports its expert
 * operating (OPERATING_KINDS), and one who sees children only only if its patient is a child.
 */
export function mayLead(
  c: Pick<ArticleContext, 'kind' | 'topic' | 'patientAge'>,
  department: string,
  hospital: Hospital,
): boolean {
  return (
    (!OPERATING_KINDS.has(c.kind) || isSurgical(department)) &&
    (!seesChildrenOnly(hospital, department) || (ofChildhood(c.topic) && c.patientAge < 18))
  );
}

type Template = (c: ArticleContext, r: Rng) => string;

/** "…术中" without the doubled 术 (or 治疗术) an operation's own name would give. */
const during = (operation: string) =>
  /(术|治疗|）)$/.test(operation) ? `${operation}中` : `${operation}术中`;

const OUTCOMES = ['长期疗效', '安全性与有效性', '远期随访结果', '预后影响因素分析', '真实世界疗效'];
const GUIDE_TOPICS = ['诊疗', '外科治疗', '围手术期管理', '规范化诊治', '影像学评估', '术后随访管理'];
const RECOVERIES = ['重获新生', '摆脱多年病痛', '恢复正常生活', '转危为安', '术后第二天下床活动'];

const TITLES: Record<ArticleKind, readonly Template[]> = {
  research: [
    (c, r) =>
      `${c.expert.hospital.short}${c.expert.name}团队：${treating(c.operation)}${c.topic.disease}的${r.pick(OUTCOMES)}`,
    (c) => `多中心研究：${c.researchTopic}对${c.topic.disease}患者预后的影响`,
    (c) => `${c.cases}例${c.topic.disease}患者${c.operation}疗效分析`,
    (c) => `${c.journal}发表中国学者研究：${c.topic.disease}${c.researchTopic}新证据`,
    (c) => `国内${c.centers}家中心联合研究揭示${c.topic.disease}${c.researchTopic}规律`,
    (c) => `${c.imaging}在${c.topic.disease}${c.researchTopic}中的应用价值`,
    (c) => `随机对照试验：${c.operation}能否改善${c.topic.disease}患者${c.scale}？`,
    (c) => `${c.topic.disease}术后${c.complication}的危险因素：一项${c.cases}例回顾性研究`,
    (c) => `${c.expert.name}教授团队在${c.journal}发表${c.topic.disease}研究成果`,
    (c) => `${c.expert.name}团队：${c.topic.disease}${c.researchTopic}研究获新发现`,
    (c) => `真实世界数据：${treating(c.operation)}${c.topic.disease}的${c.scale}变化`,
    (c) => `${c.journal}：${c.topic.disease}患者${c.researchTopic}的前瞻性队列研究`,
  ],
  guideline: [
    (c, r) => `《中国${c.topic.disease}${r.pick(GUIDE_TOPICS)}专家共识（${c.year}）》正式发布`,
    (c, r) => `指南解读｜${c.year}版${c.topic.disease}${r.pick(GUIDE_TOPICS)}要点`,
    (c, r) => `专家共识发布：${c.topic.disease}${c.researchTopic}的${r.int(6, 18)}条推荐意见`,
    (c, r) => `${c.expert.name}教授解读${c.topic.disease}${r.pick(GUIDE_TOPICS)}新进展`,
    (c, r) => `一文读懂${c.topic.disease}${r.pick(GUIDE_TOPICS)}：从指南到临床实践`,
    (c) => `新版指南对${c.topic.disease}${c.operation}的推荐有何变化？`,
    (c, r) => `${c.society}发布${c.topic.disease}${r.pick(GUIDE_TOPICS)}建议`,
    (c) => `共识解读｜${c.topic.disease}${c.researchTopic}的中国方案`,
  ],
  case: [
    (c) => `病例分享｜${c.patientAge}岁${c.patientSex}性${c.topic.disease}患者行${c.operation}一例`,
    (c) => `疑难病例讨论：${c.topic.disease}合并${c.complication}如何处理？`,
    (c, r) => `${c.expert.hospital.short}成功实施${c.operation}，${c.patientAge}岁患者${r.pick(RECOVERIES)}`,
    (c) => `手术视频｜${c.expert.name}：${treating(c.operation)}${c.topic.disease}`,
    (c) => `${c.expert.hospital.short}${c.department}完成${c.expert.hospital.city}地区首例${c.operation}`,
    (c) => `${c.symptom}，竟是${c.topic.disease}作祟`,
    (c) => `MDT病例｜${c.topic.disease}的个体化治疗决策`,
    (c) => `${c.expert.name}病例精析：${c.finding}的手术策略`,
  ],
  meeting: [
    (c) => `${c.year}${c.meeting}在${c.meetingCity}召开，聚焦${c.group}前沿进展`,
    (c) => `${c.meeting}${c.group}分论坛：专家热议${c.topic.disease}${c.researchTopic}`,
    (c) => `${c.year}年${c.meeting}暨${c.topic.disease}高峰论坛圆满落幕`,
    (c) => `${c.meeting}在${c.meetingCity}举行，${c.attendees}余位专家共话${c.topic.disease}诊疗`,
    (c) => `会议速递｜${c.meeting}：${c.topic.disease}${c.researchTopic}最新数据发布`,
    (c) => `${c.expert.name}在${c.meeting}分享${c.operation}经验`,
  ],
  live: [
    (c) => `手术直播预告｜${c.expert.name}主任演示${c.operation}`,
    (c) => `手术直播｜${c.expert.hospital.short}${c.operation}全程回顾`,
    (c) => `直播回顾｜${c.expert.name}团队${treating(c.operation)}${c.topic.disease}`,
    (c) => `${c.meeting}手术直播：${treating(c.operation)}${c.topic.disease}`,
  ],
  technique: [
    (c) => `${c.operation}关键步骤与技巧：${c.expert.name}经验分享`,
    (c) => `${during(c.operation)}如何预防${c.complication}？`,
    (c) => `${c.imaging}引导下${c.operation}的应用进展`,
    (c, r) => `${c.operation}学习曲线：从第1例到第${r.pick([50, 100, 200, 300, 500])}例`,
    (c) => `${c.topic.disease}手术方式之争：${c.operation}还是${c.operation2}？`,
    (c) => `精准神经外科｜${c.operation}的规范化操作要点`,
    (c, r) => `${c.topic.disease}${c.operation}：${r.pick(['三', '五', '六', '七', '十'])}个细节决定成败`,
    (c) => `${c.expert.name}：${during(c.operation)}${c.imaging}的使用心得`,
  ],
  news: [
    (c) => `${c.expert.hospital.short}${c.topic.disease}诊疗中心揭牌成立`,
    (c) => `${c.topic.disease}规范化诊疗能力提升项目在${c.expert.hospital.city}启动`,
    (c) => `关于${c.topic.disease}，这些问题患者最关心`,
    (c, r) =>
      `${c.expert.hospital.short}${c.department}${c.operation}突破${r.pick([500, 1000, 2000, 3000, 5000])}例`,
    (c) => `聚焦${c.topic.disease}：${c.expert.hospital.short}开设多学科联合门诊`,
    (c) => `科普｜${c.topic.disease}需要手术吗？${c.expert.name}这样说`,
    (c) => `${c.expert.hospital.short}${c.department}${c.topic.disease}多学科诊疗取得新进展`,
    (c) => `${c.topic.disease}诊疗迎来新进展：${c.expert.hospital.short}常规开展${c.operation}`,
  ],
};

export function composeTitle(c: ArticleContext, r: Rng): string {
  return r.pick(TITLES[c.kind])(c, r);
}

const SUMMARIES: Record<ArticleKind, readonly Template[]> = {
  research: [
    (c) =>
      `${c.expert.hospital.short}${c.expert.name}团队纳入${c.cases}例${c.topic.disease}患者，系统评估${c.operation}在${c.researchTopic}方面的表现，结果显示术后${c.scale}明显改善，为临床决策提供了新的循证依据。`,
    (c) =>
      `这项来自${c.centers}家中心的研究聚焦${c.topic.disease}${c.researchTopic}，中位随访${c.followUpMonths}个月，发现规范化的${c.operation}可降低${c.complication}风险。`,
  ],
  guideline: [
    (c) =>
      `本文梳理了${c.topic.disease}最新专家共识的核心推荐意见，涵盖术前${c.imaging}评估、${c.operation}适应证、围手术期管理及长期随访等内容，并结合临床实践给出解读。`,
    (c) =>
      `${c.society}组织专家制定的共识围绕${c.topic.disease}${c.researchTopic}给出了分级推荐，${c.expert.name}教授对其中的重点与争议问题进行了解读。`,
  ],
  case: [
    (c) =>
      `患者${c.patientSex}，${c.patientAge}岁，因“${c.symptom}”入院，影像提示${c.finding}。经多学科讨论后行${c.operation}，术后恢复良好，本文分享诊治体会。`,
    (c) =>
      `${c.expert.hospital.short}${c.department}近日收治一例${c.topic.disease}患者，团队在${c.imaging}精准评估下完成${c.operation}，本文回顾诊疗经过并讨论${c.complication}的防治。`,
  ],
  meeting: [
    (c) =>
      `${c.meeting}近日在${c.meetingCity}举行，来自全国的${c.attendees}余位专家围绕${c.topic.disease}${c.researchTopic}等议题展开深入交流，本文整理部分精彩观点。`,
    (c) =>
      `${c.year}年${c.month}月，${c.meeting}在${c.meetingCity}召开。${c.expert.name}等专家分享了${c.operation}等技术的最新经验，并就${c.researchTopic}展开讨论。`,
  ],
  live: [
    (c) =>
      `本次手术直播由${c.expert.hospital.short}${c.expert.name}团队主刀，完整展示了${c.operation}的关键步骤，多位专家在线点评，分享${c.topic.disease}诊疗经验。`,
    (c) =>
      `${c.expert.name}团队为一名${c.topic.disease}患者实施${c.operation}，直播中详细讲解术前${c.imaging}评估、关键操作与${c.complication}的预防。`,
  ],
  technique: [
    (c) =>
      `${c.expert.name}结合多年临床经验，详细介绍${c.operation}的适应证选择、关键操作步骤，以及${c.complication}等并发症的预防与处理要点。`,
    (c) =>
      `${c.operation}是治疗${c.topic.disease}的重要术式。本文从术前规划、${c.imaging}应用、术中操作到术后管理，系统总结了技术要点与常见误区。`,
  ],
  news: [
    (c) =>
      `${c.expert.hospital.short}${c.department}持续推进${c.topic.disease}规范化诊疗，${c.operation}等技术已常规开展，为患者提供从诊断、手术到康复的一体化服务。`,
    (c) =>
      `${c.expert.name}介绍了${c.topic.disease}的就诊时机、治疗选择和术后随访，提醒出现“${c.symptom}”等表现时应尽早到正规医院神经外科就诊。`,
  ],
};

const SUMMARY_TAIL = '欢迎关注脑医汇获取更多神经外科前沿资讯。';

/** 60-120 characters, as list cards show it. */
export function composeSummary(c: ArticleContext, r: Rng): string {
  let text = r.pick(SUMMARIES[c.kind])(c, r);
  if (text.length < 60) text += SUMMARY_TAIL;
  if (text.length > 120) {
    const cut = text.slice(0, 119);
    const comma = cut.lastIndexOf('，');
    text = `${comma >= 60 ? cut.slice(0, comma) : cut}。`;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Bodies

const pct = (r: Rng, min: number, max: number) => r.float(min, max).toFixed(1);
const pValue = (r: Rng) => r.pick(['0.001', '0.003', '0.008', '0.012', '0.021', '0.034', '0.041']);

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;

function figure(c: ArticleContext, n: number, caption: string): string {
  return `<figure><img src="/media/cover/fig-${c.id}-${n}.svg" alt="${caption}" width="640" height="360" loading="lazy"><figcaption>图${n} ${caption}</figcaption></figure>`;
}

function peer(c: ArticleContext, r: Rng): Person {
  return c.peers.length > 0 ? r.pick(c.peers) : c.expert;
}

const BACKGROUND: readonly Template[] = [
  (c) =>
    `${c.topic.disease}是${c.group}领域的常见疾病之一，其诊断与治疗一直是临床关注的重点。近年来，随着影像技术和手术器械的不断进步，${c.topic.disease}的治疗理念正在发生深刻变化。`,
  (c) =>
    `流行病学资料显示，我国${c.topic.disease}患者数量庞大，且呈逐年增长趋势。由于病情复杂、个体差异大，如何在疗效与安全之间取得平衡，是每一位神经外科医生需要面对的问题。`,
  (c) =>
    `既往研究多为单中心、小样本报道，对于${c.researchTopic}这一问题尚缺乏高质量证据，不同中心的治疗策略也存在较大差异。`,
  (c) =>
    `${c.operation}作为${c.topic.disease}的重要治疗手段，已在国内多家中心常规开展，但其远期疗效以及适应证的把握仍存在争议。`,
  (c) =>
    `${c.imaging}等技术的普及使${c.topic.disease}的检出率明显提高，同时也带来了新的问题：哪些患者需要积极干预，哪些患者可以随访观察？`,
  (c) =>
    `${c.complication}是${c.topic.disease}治疗过程中最受关注的并发症之一，一旦发生，往往会显著影响患者的预后和生活质量。`,
];

/** Sentences that only make sense in a study report. */
const RESEARCH_DISCUSSION: readonly Template[] = [
  (c) =>
    `本研究结果提示，对于经过严格筛选的${c.topic.disease}患者，${c.operation}可以取得较为满意的疗效，这与国外大样本研究的结论基本一致。`,
  () =>
    '本研究也存在一定局限性：作为回顾性研究，可能存在选择偏倚；此外，部分患者随访时间较短，远期疗效仍有待进一步观察。',
  (c) =>
    `未来需要开展更大样本的前瞻性随机对照研究，以进一步明确${c.operation}在${c.topic.disease}治疗中的地位，并探索更精准的患者筛选标准。`,
];

const DISCUSSION: readonly Template[] = [
  (c) =>
    `临床经验表明，对于经过严格筛选的${c.topic.disease}患者，${c.operation}可以取得较为满意的疗效，这与国内外多数报道的结论基本一致。`,
  (c) =>
    `需要指出的是，${c.researchTopic}受到多种因素影响，临床决策时应综合考虑患者年龄、基础疾病、病变部位以及术者经验，避免“一刀切”。`,
  (c) =>
    `目前仍缺乏足够的高级别证据，未来需要更多前瞻性研究进一步明确${c.operation}在${c.topic.disease}治疗中的地位。`,
  (c) =>
    `从技术层面看，${c.operation}的关键在于充分的术前规划和精细的术中操作。${c.imaging}、神经导航与术中电生理监测的联合应用，能够显著提升手术的安全性。`,
  (c) =>
    `值得关注的是，${c.complication}多发生于术后早期，规范的围手术期管理和密切的神经功能监测有助于早期识别和及时干预。`,
  (c) =>
    `随着加速康复外科理念在神经外科的推广，${c.topic.disease}患者的术后住院时间明显缩短，早期下床活动和营养支持对功能恢复同样重要。`,
  (c) =>
    `对于基层医院而言，建立${c.topic.disease}的规范化转诊路径同样重要。早期识别、及时转诊至有经验的中心，可以让更多患者获得合适的治疗。`,
];

/** Longer general paragraphs that pad a body toward its target length. */
const PERSPECTIVES: readonly Template[] = [
  (c) =>
    `从${c.group}的整体发展来看，近十年来我国在${c.topic.disease}领域取得了长足进步：手术量稳步增长，死亡率和致残率持续下降，越来越多的中心具备了独立开展复杂手术的能力。但与此同时，区域发展不平衡的问题依然存在，部分基层医院在规范化诊疗方面仍有较大提升空间。`,
  (c) =>
    `在患者管理方面，${c.topic.disease}往往需要长期随访。建议建立专病数据库，对患者的影像资料、${c.scale}和生活质量进行系统记录，这不仅有利于个体化治疗，也为开展高质量临床研究奠定基础。`,
  (c) =>
    `人工智能和大数据技术正在逐步进入神经外科临床。基于${c.imaging}的深度学习模型已可辅助病灶识别和风险预测，未来有望与术中导航、机器人辅助手术相结合，进一步提升${c.operation}的精准度。`,
  (c) =>
    `围手术期护理同样不可忽视。神经外科专科护士应重点观察患者意识、瞳孔及肢体活动变化，做好气道管理和早期康复指导；对于${c.complication}等并发症，护理团队的早期发现往往能为救治赢得宝贵时间。`,
  (c) =>
    `康复治疗应贯穿${c.topic.disease}诊疗的全过程。术后早期介入的运动、语言和认知康复训练，能够帮助患者更快回归家庭和社会，也可以减轻家庭的长期照护负担。`,
  (c) =>
    `在医患沟通方面，医生应向患者及家属充分说明${c.operation}的获益与风险，包括${c.complication}等可能的并发症，帮助他们在充分知情的基础上作出决定。良好的沟通也是减少医疗纠纷的重要前提。`,
  (c) =>
    `对于青年医生而言，系统学习${c.topic.disease}相关的解剖、病理生理和影像知识是基础。建议多参加手术观摩和模拟训练，在实践中积累经验，同时养成规范记录和定期总结的习惯。`,
  (c) =>
    `从卫生经济学角度看，${c.operation}的开展需要相应的设备和团队支持。如何在保证疗效的前提下控制医疗费用、提高床位周转效率，是医院管理者和临床医生共同面对的课题。`,
  (c) =>
    `国际上，多项关于${c.topic.disease}的大型临床试验正在进行中，其结果有望进一步改写临床实践。中国学者也在积极参与国际多中心研究，并在${c.researchTopic}等方向贡献了越来越多的“中国证据”。`,
  (c) =>
    `值得一提的是，${c.topic.disease}患者的心理状态常被忽视。焦虑和抑郁不仅影响生活质量，也可能影响康复依从性，必要时应请心理科医师会诊，给予针对性的干预。`,
  (c) =>
    `远程医疗和医联体建设为${c.topic.disease}患者带来了新的便利。通过远程会诊、影像云平台和双向转诊，基层医院可以及时获得上级医院专家的指导，患者也能减少奔波、尽早得到规范治疗。`,
  (c) =>
    `在手术器械和材料方面，国产设备近年来进步明显。${c.operation}相关的器械、导航和监测设备逐步实现国产化，在降低费用的同时，也为临床创新提供了更多可能。`,
];

const EXPERT_QUOTES: readonly Template[] = [
  (c) =>
    `“${c.topic.disease}的治疗没有放之四海而皆准的方案，${c.researchTopic}需要结合每位患者的具体情况个体化判断。这类研究为我们提供了来自中国人群的宝贵数据。”`,
  (c) =>
    `“${c.operation}的推广离不开规范化培训。年轻医生要重视显微操作基本功，在有经验的中心完成足够的学习曲线后再独立开展。”`,
  (c) =>
    `“多学科协作是提高${c.topic.disease}诊疗水平的关键，神经外科、神经内科、影像科、麻醉科和康复科需要形成合力。”`,
  (c) =>
    `“技术只是手段，患者的长期获益才是目标。评价${c.operation}不能只看影像结果，更要看${c.scale}和生活质量。”`,
];

function expertQuote(c: ArticleContext, r: Rng): string {
  const who = peer(c, r);
  return quote(`${r.pick(EXPERT_QUOTES)(c, r)}——${who.name}（${who.hospital.short}）`);
}

function ageSpan(c: ArticleContext): string {
  const [min, max] = c.topic.ages;
  return max <= 18 ? `${min}～${max}岁` : `${Math.max(18, min - 15)}～${Math.min(85, max + 15)}岁`;
}

interface Block {
  html: string;
  /** may be dropped to keep the body within length */
  optional?: boolean;
}

function researchBody(c: ArticleContext, r: Rng): Block[] {
  const start = c.year - r.int(3, 8);
  const end = start + r.int(2, 4);
  const meanAge = r.normal((c.topic.ages[0] + c.topic.ages[1]) / 2, 4, 1, 90).toFixed(1);
  const males = Math.round(c.cases * r.float(0.35, 0.65));
  const orValue = r.float(1.4, 4.8);
  const good = pct(r, 72, 96);
  const compl = pct(r, 1.5, 12);
  const ctrl = (Number(compl) + r.float(2, 8)).toFixed(1);
  const bg = r.sample(BACKGROUND, 3);
  const disc = r.sample([...RESEARCH_DISCUSSION, ...DISCUSSION], 5);
  return [
    {
      html: p(
        `近日，${c.expert.hospital.name}${c.department}${c.expert.name}团队在${c.journal}发表了一项关于${c.topic.disease}${c.researchTopic}的研究，引起业内广泛关注。`,
      ),
    },
    { html: h2('研究背景') },
    { html: p(`${bg[0]?.(c, r)}${bg[1]?.(c, r)}`) },
    { html: p(bg[2]?.(c, r) ?? ''), optional: true },
    { html: h2('研究方法') },
    {
      html: p(
        r.chance(0.5)
          ? `研究团队回顾性分析了${start}年1月至${end}年12月在${c.expert.hospital.short}接受${c.operation}的${c.cases}例${c.topic.disease}患者的临床资料。`
          : `本研究为一项前瞻性、多中心队列研究，共纳入全国${c.centers}家中心的${c.cases}例患者，研究方案经各中心伦理委员会批准，所有患者均签署知情同意书。`,
      ),
    },
    {
      html: ul([
        `经${c.imaging}确诊为${c.topic.disease}`,
        `年龄${ageSpan(c)}`,
        `术前${c.scale}资料完整`,
        `随访时间不少于${Math.min(6, c.followUpMonths)}个月`,
        '排除合并严重心、肺、肝、肾功能不全者',
      ]),
    },
    {
      html: p(
        `主要终点为术后${c.followUpMonths}个月的${c.scale}，次要终点包括${c.complication}发生率、住院时间及再手术率。`,
      ),
    },
    { html: h2('主要结果') },
    {
      html: p(
        `共纳入${c.cases}例患者，平均年龄（${meanAge}±${r.float(6, 13).toFixed(1)}）岁，其中男性${males}例（${((males / c.cases) * 100).toFixed(1)}%）。中位随访时间${c.followUpMonths}个月。`,
      ),
    },
    {
      html: p(
        `术后${c.scale}良好者占<strong>${good}%</strong>，${c.complication}发生率为${compl}%，低于对照组的${ctrl}%（P=${pValue(r)}）。多因素Logistic回归分析显示，${r.pick(['年龄≥65岁', '合并高血压', '术前神经功能状态较差', '病变体积较大', '病程较长'])}是不良预后的独立危险因素（OR=${orValue.toFixed(2)}，95%CI：${(orValue * 0.62).toFixed(2)}～${(orValue * 1.55).toFixed(2)}）。`,
      ),
    },
    { html: figure(c, 1, `${c.topic.disease}患者${c.imaging}典型表现`) },
    {
      html: ol([
        `<strong>${c.operation}</strong>在严格筛选的患者中安全可行，总体有效率达到${pct(r, 82, 97)}%；`,
        `${c.complication}的发生与术前评估是否充分密切相关；`,
        `${c.imaging}有助于术前精准评估，建议作为常规检查；`,
        `多学科协作模式使平均住院日缩短约${r.int(2, 5)}天。`,
      ]),
    },
    {
      html:
        h3('亚组分析') +
        p(
          `亚组分析显示，在${r.pick(['高龄', '合并基础疾病', '病变位置深在', '首次治疗'])}患者中，${c.operation}的获益同样明确，各亚组间差异无统计学意义（交互P>0.05）。`,
        ),
      optional: true,
    },
    { html: h2('讨论') },
    { html: p(`${disc[0]?.(c, r)}${disc[1]?.(c, r)}`) },
    { html: p(disc[2]?.(c, r) ?? ''), optional: true },
    { html: r.chance(0.6) ? expertQuote(c, r) : p(disc[3]?.(c, r) ?? ''), optional: true },
    { html: h2('结论') },
    {
      html: p(
        `${treating(c.operation)}${c.topic.disease}安全有效，在改善${c.scale}方面具有优势，值得在有条件的中心规范开展。`,
      ),
    },
  ];
}

function guidelineBody(c: ArticleContext, r: Rng): Block[] {
  const recs = [
    `对于症状明显、病变进展的${c.topic.disease}患者，推荐行${c.operation}（<strong>A级推荐，Ⅰ级证据</strong>）。`,
    `术前应常规行${c.imaging}评估，明确病变范围及其与周围重要结构的关系（<strong>B级推荐</strong>）。`,
    `围手术期应密切监测${c.complication}的早期征象，一旦出现应及时处理（<strong>专家共识</strong>）。`,
    `建议在具备条件的中心开展${c.operation}，术者应经过规范化培训（<strong>专家共识</strong>）。`,
    `术后采用${c.scale}进行标准化随访评估，随访时间不少于${c.followUpMonths}个月（<strong>B级推荐</strong>）。`,
    `高龄或合并严重基础疾病的患者，应充分权衡手术获益与风险，必要时选择保守治疗或分期治疗（<strong>C级推荐</strong>）。`,
  ];
  const disc = r.sample(DISCUSSION, 4);
  return [
    {
      html: p(
        `${c.year}年${c.month}月，${c.society}组织国内${r.int(20, 60)}位专家，历时${r.int(8, 24)}个月，在系统检索国内外文献的基础上，制定并发布了${c.topic.disease}相关专家共识。`,
      ),
    },
    { html: h2('共识制定背景') },
    {
      html: p(
        r
          .sample(BACKGROUND, 2)
          .map((t) => t(c, r))
          .join(''),
      ),
    },
    {
      html: p(
        '共识采用改良德尔菲法形成推荐意见，证据等级参考牛津循证医学中心标准，每条推荐意见均经过两轮以上专家投票，同意率超过80%方予采纳。',
      ),
      optional: true,
    },
    { html: h2('核心推荐意见') },
    { html: ol(r.sample(recs, r.int(4, 6))) },
    { html: figure(c, 1, `${c.topic.disease}诊疗流程示意`) },
    { html: h2('临床实践要点') },
    { html: h3('术前评估') },
    {
      html: p(
        `术前评估应包括详细的病史采集、神经系统查体和${c.imaging}检查，并采用${c.scale}对患者基线状态进行量化记录，便于术后比较。`,
      ),
    },
    { html: h3('围手术期管理') },
    {
      html: ul([
        '规范血压、血糖管理，维持内环境稳定',
        `重点预防${c.complication}`,
        '早期识别神经功能变化，必要时急诊复查影像',
        '尽早开始康复训练与营养支持',
      ]),
    },
    { html: h2('专家解读') },
    { html: p(`${disc[0]?.(c, r)}${disc[1]?.(c, r)}`) },
    { html: expertQuote(c, r), optional: true },
    { html: p(disc[2]?.(c, r) ?? ''), optional: true },
    {
      html: p(
        `${c.expert.name}教授表示，共识的发布有助于统一我国${c.topic.disease}的诊疗规范，但在临床应用时仍需结合患者个体情况灵活把握。`,
      ),
    },
  ];
}

const HISTORY = [
  '既往体健',
  '既往高血压病史10余年，规律服药',
  '既往糖尿病病史5年',
  '否认其他慢性病史',
  '有吸烟史20年',
];
const CHILD_HISTORY = ['足月顺产，生长发育基本正常', '早产史，出生体重2.1 kg', '家族史无特殊'];

function caseBody(c: ArticleContext, r: Rng): Block[] {
  const child = c.patientAge < 18;
  const days = r.int(3, 9);
  const disc = r.sample(DISCUSSION, 4);
  return [
    {
      html: p(
        `近日，${c.expert.hospital.name}${c.department}${c.expert.name}团队为一名${c.topic.disease}患者成功实施${c.operation}。现将诊疗经过整理如下，供同道参考。`,
      ),
    },
    { html: h2('病例资料') },
    {
      html: p(
        `患者${c.patientSex}，${c.patientAge}岁，因“${c.symptom}”入院。${r.pick(child ? CHILD_HISTORY : HISTORY)}。`,
      ),
    },
    {
      html: p(
        `入院查体：${r.pick(['神志清楚，言语流利', '神志清楚，精神稍差', '嗜睡，呼唤可睁眼'])}，${r.pick(['双侧瞳孔等大等圆，对光反射灵敏', '四肢肌力Ⅴ级，病理征阴性', '一侧肢体肌力Ⅳ级', '颈软，无抵抗'])}。辅助检查：${c.imaging}提示${c.finding}。`,
      ),
    },
    { html: figure(c, 1, `术前${c.imaging}：${c.finding}`) },
    { html: h2('治疗经过') },
    {
      html: ol([
        '完善术前检查，经神经外科、影像科、麻醉科多学科讨论制定手术方案；',
        `全身麻醉下行<strong>${c.operation}</strong>，术中采用神经导航及电生理监测；`,
        `术中${r.pick(['显露清晰，病变处理满意', '仔细保护周围血管与神经', '出血约100 mL，未输血'])}；`,
        '术后转入神经重症监护室，予以对症支持治疗。',
      ]),
    },
    { html: h2('术后转归') },
    {
      html: p(
        `术后第${r.int(1, 3)}天患者症状明显改善，复查${c.imaging}显示${r.pick(['病变处理满意', '未见新发出血或梗死', '术区情况良好'])}，术后第${days + 3}天顺利出院。随访${c.followUpMonths}个月，${c.scale}良好，未见复发。`,
      ),
    },
    { html: figure(c, 2, `术后复查${c.imaging}`), optional: true },
    { html: h2('病例讨论') },
    {
      html: ul([
        `${c.topic.disease}的临床表现多样，“${c.symptom}”需警惕本病可能`,
        `${c.imaging}是明确诊断与术前规划的关键`,
        `${c.operation}的适应证应严格把握`,
        `术后重点关注${c.complication}`,
      ]),
    },
    { html: p(`${disc[0]?.(c, r)}${disc[1]?.(c, r)}`) },
    { html: p(disc[2]?.(c, r) ?? ''), optional: true },
    { html: expertQuote(c, r), optional: true },
  ];
}

const REPORT_TITLES: readonly Template[] = [
  (c) => `${c.topic.disease}${c.researchTopic}的中国经验`,
  (c) => `${c.operation}的技术演进与展望`,
  (c) => `从${c.imaging}看${c.topic.disease}的精准诊疗`,
  (c) => `${c.complication}的预防与处理`,
  (c) => `${c.group}多学科协作模式探索`,
];

function meetingBody(c: ArticleContext, r: Rng): Block[] {
  const speakers = [c.expert, ...c.peers].slice(0, 3);
  const reports = r.sample(REPORT_TITLES, speakers.length);
  const talks = r.sample(DISCUSSION, speakers.length);
  const contexts = r.sample(BACKGROUND, speakers.length);
  const blocks: Block[] = [
    { html: h2('会议概况') },
    {
      html: p(
        `${c.year}年${c.month}月，${c.meeting}在${c.meetingCity}隆重召开。本次会议由${c.society}主办，吸引了来自全国各地的${c.attendees}余名神经外科医生参会，线上观看人次超过${r.int(3, 40)}万。`,
      ),
    },
    {
      html: p(
        `大会设置${r.int(6, 18)}个分会场，内容涵盖${c.group}、神经肿瘤、功能神经外科等多个亚专业，并安排了${r.int(3, 12)}台手术直播和青年医师病例大赛。`,
      ),
    },
    { html: figure(c, 1, `${c.meeting}现场`) },
    { html: h2('精彩报告') },
  ];
  speakers.forEach((s, i) => {
    const title = reports[i]?.(c, r) ?? `${c.topic.disease}诊疗进展`;
    blocks.push({
      html: h3(`${s.name}（${s.hospital.short}）：${title}`) + p(`${talks[i]?.(c, r)}${contexts[i]?.(c, r)}`),
      optional: i > 0,
    });
  });
  blocks.push(
    { html: h2('大会亮点') },
    {
      html: ul([
        `${c.topic.disease}${c.researchTopic}最新研究数据首次发布`,
        `${c.operation}手术直播全程高清呈现`,
        '青年医师病例大赛与手术视频评比',
        '多学科联合查房与疑难病例讨论',
      ]),
    },
    { html: expertQuote(c, r), optional: true },
    { html: h2('展望') },
    {
      html: p(
        `与会专家一致认为，${c.group}正处于快速发展阶段，新技术、新材料不断涌现，应在规范化的基础上鼓励创新，推动${c.topic.disease}诊疗水平的整体提升。`,
      ),
    },
  );
  return blocks;
}

function liveBody(c: ArticleContext, r: Rng): Block[] {
  const disc = r.sample(DISCUSSION, 3);
  const reviewers = c.peers.slice(0, 2).map((p) => `${p.name}（${p.hospital.short}）`);
  return [
    {
      html: p(
        `${c.year}年${c.month}月，${c.meeting}手术直播单元邀请${c.expert.hospital.short}${c.expert.name}团队现场演示${c.operation}，${r.int(2, 9)}万余人次在线观看。`,
      ),
    },
    { html: h2('直播信息') },
    {
      html: ul([
        `术者：${c.expert.name}（${c.expert.hospital.name}${c.department}）`,
        `术式：${c.operation}`,
        `病例：${c.patientAge}岁${c.patientSex}性，${c.symptom}`,
        `点评专家：${reviewers.length > 0 ? reviewers.join('、') : '大会专家组'}`,
      ]),
    },
    { html: h2('病例简介') },
    {
      html: p(
        `患者因“${c.symptom}”就诊，${c.imaging}提示${c.finding}。经多学科讨论，团队决定行${c.operation}。`,
      ),
    },
    { html: figure(c, 1, `术前${c.imaging}`) },
    { html: h2('手术看点') },
    {
      html: ol([
        `术前${c.imaging}评估与手术规划`,
        `<strong>${c.operation}</strong>关键步骤完整呈现`,
        `${c.complication}的预防策略`,
        '术后管理与随访要点',
      ]),
    },
    { html: h2('专家点评') },
    { html: p(`${disc[0]?.(c, r)}${disc[1]?.(c, r)}`) },
    { html: expertQuote(c, r), optional: true },
    { html: p(disc[2]?.(c, r) ?? ''), optional: true },
    { html: p('直播回放已上线，欢迎登录脑医汇观看完整手术视频并参与讨论。') },
  ];
}

function techniqueBody(c: ArticleContext, r: Rng): Block[] {
  const disc = r.sample(DISCUSSION, 4);
  return [
    {
      html: p(
        `${c.operation}是治疗${c.topic.disease}的重要术式。${c.expert.hospital.short}${c.expert.name}团队已累计完成该手术${r.int(6, 40)}00余例，本文结合团队经验总结技术要点。`,
      ),
    },
    { html: h2('适应证与禁忌证') },
    {
      html: ul([
        `诊断明确的${c.topic.disease}，保守治疗效果不佳`,
        `${c.imaging}评估病变适合该入路`,
        '全身状况可耐受全身麻醉',
        '禁忌：凝血功能障碍未纠正、全身感染未控制',
      ]),
    },
    { html: h2('手术步骤') },
    {
      html: ol([
        '体位摆放与头架固定，注意保护受压部位；',
        `结合${c.imaging}与神经导航设计切口和入路；`,
        '显微镜或内镜下逐层显露，锐性分离蛛网膜，充分释放脑脊液；',
        '辨认并保护重要血管和神经，按计划处理病变；',
        '严密止血，必要时行术中影像确认，逐层关闭。',
      ]),
    },
    { html: figure(c, 1, `${during(c.operation)}示意`) },
    { html: h3('技术要点') },
    {
      html: p(
        `<strong>充分的术前规划</strong>是手术成功的前提。术者应熟悉局部解剖，预判可能的变异；术中动作轻柔，避免过度牵拉脑组织。${disc[0]?.(c, r)}`,
      ),
    },
    { html: h2('并发症防治') },
    {
      html: p(
        `${c.complication}是该术式需要重点防范的并发症。团队数据显示，通过规范操作，其发生率可控制在${pct(r, 1, 6)}%以内。${disc[1]?.(c, r)}`,
      ),
    },
    { html: p(disc[2]?.(c, r) ?? ''), optional: true },
    { html: expertQuote(c, r), optional: true },
    { html: h2('小结') },
    {
      html: p(
        `${c.operation}技术成熟、疗效确切，但学习曲线较长。建议年轻医生在上级医师指导下循序渐进，同时重视${c.scale}等指标的规范随访。`,
      ),
    },
  ];
}

function newsBody(c: ArticleContext, r: Rng): Block[] {
  const disc = r.sample(DISCUSSION, 4);
  return [
    {
      html: p(
        `${c.year}年${c.month}月，${c.expert.hospital.name}${c.department}传来好消息：${c.topic.disease}多学科诊疗工作取得新进展，${c.operation}等技术已实现常规化开展。`,
      ),
    },
    { html: h2('学科发展') },
    {
      html: p(
        `近年来，科室围绕${c.topic.disease}持续加强能力建设，年手术量超过${r.int(3, 20)}00例，${c.imaging}、神经导航、术中电生理监测等设备配备齐全。${r.pick(BACKGROUND)(c, r)}`,
      ),
    },
    { html: figure(c, 1, `${c.expert.hospital.short}${c.department}团队`) },
    { html: h2('患者关心的问题') },
    {
      html: ol([
        `<strong>哪些情况需要就诊？</strong>出现“${c.symptom}”等表现时应尽早就诊。`,
        `<strong>一定要手术吗？</strong>需根据${c.imaging}结果和病情综合评估，并非所有患者都需要手术。`,
        `<strong>手术风险大吗？</strong>在有经验的中心，${c.complication}等并发症的发生率已明显降低。`,
        '<strong>术后如何随访？</strong>遵医嘱定期复查，并坚持康复训练。',
      ]),
    },
    { html: h2('专家观点') },
    { html: p(`${disc[0]?.(c, r)}${disc[1]?.(c, r)}`) },
    { html: expertQuote(c, r), optional: true },
    { html: p(disc[2]?.(c, r) ?? ''), optional: true },
    {
      html: p(
        `${c.expert.name}表示，下一步团队将继续推进${c.topic.disease}规范化诊疗，加强与基层医院的协作，让更多患者在家门口获得高质量的医疗服务。`,
      ),
    },
  ];
}

const BODIES: Record<ArticleKind, (c: ArticleContext, r: Rng) => Block[]> = {
  research: researchBody,
  guideline: guidelineBody,
  case: caseBody,
  meeting: meetingBody,
  live: liveBody,
  technique: techniqueBody,
  news: newsBody,
};

export const BODY_MIN_HANZI = 600;
export const BODY_MAX_HANZI = 2000;

export function countHanzi(html: string): number {
  let count = 0;
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (code === 60) inTag = true;
    else if (code === 62) inTag = false;
    else if (!inTag && ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf))) count++;
  }
  return count;
}

/** An HTML body with headings, lists, a figure or two, within the length list pages promise. */
export function composeBody(c: ArticleContext, r: Rng): string {
  const blocks = BODIES[c.kind](c, r).map((b) => ({ ...b, size: countHanzi(b.html) }));
  let total = blocks.reduce((sum, b) => sum + b.size, 0);
  const target = r.int(BODY_MIN_HANZI + 150, BODY_MAX_HANZI - 250);
  // Pad before the closing section so the piece still ends on its conclusion.
  const fillers = r.shuffle([...DISCUSSION, ...PERSPECTIVES]);
  while (total < target && fillers.length > 0) {
    const next = fillers.pop();
    if (!next) break;
    const text = next(c, r);
    if (blocks.some((b) => b.html.includes(text))) continue;
    const html = p(text);
    const size = countHanzi(html);
    blocks.splice(Math.max(1, blocks.length - 2), 0, { html, optional: true, size });
    total += size;
  }
  while (total > BODY_MAX_HANZI - 100) {
    const index = blocks.findLastIndex((b) => b.optional);
    if (index < 0) break;
    total -= blocks[index]?.size ?? 0;
    blocks.splice(index, 1);
  }
  return blocks.map((b) => b.html).join('\n');
}
