import { BARRAGE_RULES } from '@portal/api/rules/meetings';
import type { Insertable } from 'kysely';
import type { Rng } from '../../seed/random';
import { conditionsOf, SUBSPECIALTY_TREE } from '../../seed/subspecialties';
import { HOSPITALS } from '../../seed/vocabulary';
import type { MeetingBarragesTable } from './schema';

/**
 * The barrage a recorded venue's replay carries, as an audience sends it: hundreds over a day's
 * programme, thickest when a talk starts (the room greets the speaker) and at question time (the
 * last minutes of a talk and the minutes after it), busiest through an item given over to
 * discussion; people arrive in the venue's first minutes. Each minute's count is a Poisson draw
 * from the sum of the rates that hold then; each barrage takes its words from one of them, about
 * the talk it falls in (its speaker, its operations, imaging, complications, condition).
 */

const MINUTE = 60_000;

/** a talk of a recorded venue, where the programme placed it */
export interface ReplayTalk {
  start: number;
  end: number;
  theme: string;
  /** the agenda's keywords, comma-separated (condition, operations, imaging, complications) */
  keywords: string;
  /** the agenda's speakers, 、-separated */
  speakers: string;
}

export interface ReplayVenue {
  meetingId: number;
  fieldId: number;
  talks: readonly ReplayTalk[];
}

/** an agenda item given over to questions and discussion */
export const DISCUSSION_ITEM = /讨论|提问|答疑|问答|互动/;

/** barrage a minute at a venue of average popularity (a venue's own is 0.6–1.6 times that) */
export const RATES = {
  /** while a talk runs */
  inTalk: 0.9,
  /** between talks: the video runs on */
  between: 0.35,
  /** a talk's first minute, decaying by e every START_DECAY minutes */
  start: 5,
  /** the last QUESTION_MINUTES of a talk and the QUESTION_MINUTES after it; twice in a discussion item */
  questions: 2.5,
  /** on top of inTalk, all through a discussion item */
  discussion: 1.5,
  /** the venue's first ARRIVAL_MINUTES */
  arrival: 3,
} as const;
const START_DECAY = 1.5;
const START_MINUTES = 4;
export const QUESTION_MINUTES = 5;
const ARRIVAL_MINUTES = 3;

type Source = 'arrival' | 'start' | 'content' | 'discussion' | 'questions' | 'answered' | 'between';
type Kind = 'operation' | 'imaging' | 'complication' | 'condition';

/** what each word of the tree is, so a barrage asks about an operation as an operation */
const KIND_OF: ReadonlyMap<string, Kind> = (() => {
  const kinds = new Map<string, Kind>();
  const add = (word: string, kind: Kind) => {
    if (!kinds.has(word)) kinds.set(word, kind);
  };
  for (const group of SUBSPECIALTY_TREE)
    for (const leaf of group.children)
      for (const c of conditionsOf(leaf)) {
        add(c.name, 'condition');
        add(c.disease, 'condition');
        for (const w of c.operations) add(w, 'operation');
        for (const w of c.imaging) add(w, 'imaging');
        for (const w of c.complications) add(w, 'complication');
      }
  return kinds;
})();

const CITIES = [...new Set(HOSPITALS.map((h) => h.city))];

type Line = (r: Rng, talk: ReplayTalk) => string;
const fixed =
  (lines: readonly string[]): Line =>
  (r) =>
    r.pick(lines);

/** the talk's first speaker, else a name-free line */
function speaker(talk: ReplayTalk): string | null {
  return talk.speakers.split('、').find(Boolean) ?? null;
}

/** a line about one of the talk's keywords of the kind the template asks for, else a general one */
function about(
  templates: Record<Kind, readonly ((word: string) => string)[]>,
  general: readonly string[],
): Line {
  return (r, talk) => {
    const words = talk.keywords.split(',').filter((w) => KIND_OF.has(w));
    if (words.length === 0 || r.chance(0.35)) return r.pick(general);
    const word = r.pick(words);
    return r.pick(templates[KIND_OF.get(word) as Kind])(word);
  };
}

const ARRIVAL_LINES = [
  '来了来了',
  '签到',
  '打卡',
  '准时报到',
  '前排占座',
  '老师们好',
  '各位同道好',
  '期待今天的会议',
  '终于开始了',
  '等了好久',
  '第一次参加这个会，很期待',
  '科室一起在看',
  '值班间隙来学习',
  '下夜班也要来听',
  '声音清楚吗？',
  '画面很清楚',
  '已经开始了吗？',
  '开始了开始了',
  '带着问题来学习',
  '每年都来听',
];

const arrival: Line = (r) => {
  const roll = r.next();
  if (roll < 0.15) return `来自${r.pick(CITIES)}，报到`;
  if (roll < 0.3) return `${r.pick(HOSPITALS).short}神经外科报到`;
  return r.pick(ARRIVAL_LINES);
};

const START_LINES = [
  '掌声欢迎',
  '👏👏👏',
  '大咖来了',
  '这个题目很实用',
  '这个话题期待很久了',
  '坐好听讲',
  '认真听',
  '开始记笔记',
  '题目就很吸引人',
  '正好赶上',
];

const start: Line = (r, talk) => {
  const name = speaker(talk);
  if (!name || r.chance(0.35)) return r.pick(START_LINES);
  return r.pick([
    `欢迎${name}教授`,
    `${name}老师好`,
    `期待${name}教授的报告`,
    `终于等到${name}教授`,
    `${name}教授的报告每次都很精彩`,
    `${name}老师的课必听`,
  ]);
};

const CONTENT_LINES = [
  '学习了',
  '干货满满',
  '讲得太好了',
  '受益匪浅',
  '涨知识了',
  '截图保存',
  '记下来了',
  '这页PPT很有价值',
  '逻辑很清晰',
  '数据很有说服力',
  '思路清晰',
  '讲得很接地气',
  '和我们的经验一致',
  '细节决定成败',
  '基本功真扎实',
  '这个病例很经典',
  '手术视野很清楚',
  '解剖层次好清楚',
  '止血真细致',
  '这个入路漂亮',
  '这个技巧收藏了',
  '回去试试',
  '原来如此',
  '这个点以前没注意',
  '👍',
  '👍👍👍',
  '赞',
  '太精彩了',
  '厉害',
  '认真听讲中',
  '声音有点小',
  '画面有点糊',
  '刚才那页没看清',
  '能放大一点吗',
  '有点卡',
  '好了，不卡了',
  '回放还要再看一遍',
  '课件能分享吗',
  '求PPT',
  '这张图太清楚了',
  '讲得深入浅出',
  '临床很实用',
  '规范化太重要了',
  '年轻医生一定要听',
];

const contentAbout = about(
  {
    operation: [
      (w) => `${w}这一步太关键了`,
      (w) => `${w}的细节讲得很透`,
      (w) => `${w}做得真漂亮`,
      (w) => `我们科也在做${w}，收获很大`,
      (w) => `第一次看${w}的全过程`,
      (w) => `原来${w}还要注意这个`,
    ],
    imaging: [(w) => `这张${w}很典型`, (w) => `${w}看得很清楚`, (w) => `${w}读片思路学到了`],
    complication: [(w) => `${w}这个坑我们也踩过`, (w) => `${w}的预防讲得太实用了`, (w) => `${w}一定要重视`],
    condition: [
      (w) => `${w}的病例我们也遇到过`,
      (w) => `${w}的治疗选择讲得很清楚`,
      (w) => `${w}的分型终于搞懂了`,
      (w) => `${w}的患者越来越多了`,
    ],
  },
  CONTENT_LINES,
);

const content: Line = (r, talk) => {
  const name = speaker(talk);
  if (name && r.chance(0.08))
    return r.pick([`${name}教授的手真稳`, `${name}老师讲课风格好喜欢`, `${name}教授的经验太宝贵了`]);
  return contentAbout(r, talk);
};

const QUESTION_LINES = [
  '请问随访多久？',
  '有没有长期随访数据？',
  '老师能再讲讲并发症的处理吗？',
  '请问这个患者后来恢复得怎么样？',
  '请问学习曲线大概多少例？',
  '同问',
  '+1',
  '同问楼上',
  '这个问题好',
  '等老师回答',
  '主持人帮忙问一下',
  '能讲讲失败的病例吗？',
  '请问这个数据发表了吗？',
  '麻醉方式有什么讲究吗？',
  '请问有没有年龄限制？',
];

const questions = about(
  {
    operation: [
      (w) => `请问${w}的适应证怎么把握？`,
      (w) => `${w}的学习曲线大概多长？`,
      (w) => `做${w}时出血怎么控制？`,
      (w) => `基层医院能开展${w}吗？`,
      (w) => `${w}需要电生理监测吗？`,
      (w) => `${w}后多久能下床？`,
      (w) => `高龄患者能做${w}吗？`,
    ],
    imaging: [
      (w) => `术前一定要做${w}吗？`,
      (w) => `${w}上怎么和其他病变鉴别？`,
      (w) => `${w}多久复查一次？`,
    ],
    complication: [(w) => `${w}的发生率大概多少？`, (w) => `出现${w}怎么处理？`, (w) => `${w}怎么预防？`],
    condition: [
      (w) => `${w}术后多久复查？`,
      (w) => `${w}复发了怎么办？`,
      (w) => `${w}什么时候手术最合适？`,
      (w) => `${w}有最新的指南吗？`,
    ],
  },
  QUESTION_LINES,
);

const ANSWERED_LINES = [
  '解答很清楚',
  '明白了，谢谢老师',
  '回答得太专业了',
  '老师回答得真细致',
  '这个问题问得好',
  '👏👏',
  '讲得太好了，意犹未尽',
  '时间过得好快',
  '还没听够',
  '谢谢老师',
  '感谢分享',
];

/** after a talk: thanks, the last questions, the answers taken in */
const answered: Line = (r, talk) => {
  const name = speaker(talk);
  const roll = r.next();
  if (roll < 0.3) return questions(r, talk);
  if (name && roll < 0.55)
    return r.pick([`感谢${name}教授`, `谢谢${name}老师的精彩分享`, `掌声送给${name}教授`]);
  return r.pick(ANSWERED_LINES);
};

const between = fixed([
  '下一个报告是谁？',
  '休息一下',
  '茶歇时间',
  '马上开始下一场',
  '刚才的报告回放能看吗？',
  '等下一场',
  '还有几个报告？',
  '下午还有吗？',
  '期待下一场',
]);

const discussion: Line = (r, talk) => {
  const roll = r.next();
  if (roll < 0.3) return questions(r, talk);
  const name = speaker(talk);
  if (name && roll < 0.4) return `赞同${name}教授的意见`;
  return r.pick([
    '这个病例我倾向于手术',
    '我们中心会先观察',
    '同意主持人的观点',
    '多学科讨论很有必要',
    '这个争议点很有意思',
    '各位专家观点都很精彩',
    '这个决策不好做',
    '我支持保守治疗',
    '二期手术是不是更稳妥？',
    '患者家属的意愿也要考虑',
    '讨论太精彩了',
    '专家们观点碰撞，太过瘾了',
    '这才是真实世界的难题',
    '换我来做也会这么选',
  ]);
};

const LINES: Record<Source, Line> = {
  arrival,
  start,
  content,
  discussion,
  questions,
  answered,
  between,
};

interface Contribution {
  source: Source;
  rate: number;
  talk: ReplayTalk;
}

/** the rates that hold at `at` in a venue whose talks are in order */
function contributions(at: number, talks: readonly ReplayTalk[], origin: number): Contribution[] {
  const out: Contribution[] = [];
  const talk = talks.find((t) => t.start <= at && at < t.end);
  const before = talks.filter((t) => t.end <= at).at(-1);
  if (talk) {
    const discussing = DISCUSSION_ITEM.test(talk.theme);
    out.push({ source: 'content', rate: RATES.inTalk, talk });
    if (discussing) out.push({ source: 'discussion', rate: RATES.discussion, talk });
    const since = (at - talk.start) / MINUTE;
    if (since < START_MINUTES)
      out.push({ source: 'start', rate: RATES.start * Math.exp(-since / START_DECAY), talk });
    if (talk.end - at <= QUESTION_MINUTES * MINUTE)
      out.push({ source: 'questions', rate: RATES.questions * (discussing ? 2 : 1), talk });
  } else if (before) {
    out.push({ source: 'between', rate: RATES.between, talk: before });
  }
  if (before && at - before.end < QUESTION_MINUTES * MINUTE)
    out.push({ source: 'answered', rate: RATES.questions, talk: before });
  const first = talks[0];
  if (first && at - origin < ARRIVAL_MINUTES * MINUTE)
    out.push({ source: 'arrival', rate: RATES.arrival, talk: first });
  return out;
}

/** a count drawn from a Poisson distribution of this mean (Knuth's method; means here are small) */
function poisson(r: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = r.next();
  while (p > limit) {
    k += 1;
    p *= r.next();
  }
  return k;
}

const COLORS = ['#fe0302', '#ffd302', '#00cd00', '#00a2ff'];

/**
 * The replay barrage of recorded venues, sent by `senders` (user ids). Media time runs from a
 * venue's first talk, as the venue's video does; nothing is dated after `now`, and no sender sends
 * twice within the barrage cooldown.
 */
export function buildReplayBarrage(
  r: Rng,
  venues: readonly ReplayVenue[],
  senders: readonly number[],
  now: number,
): Insertable<MeetingBarragesTable>[] {
  const rows: Insertable<MeetingBarragesTable>[] = [];
  if (senders.length === 0) return rows;
  const cooldown = BARRAGE_RULES.cooldownMs;
  /** a sender's barrage by cooldown window: a clash is in this window or a neighbour */
  const sent = new Map<string, number>();
  const clashes = (user: number, at: number) => {
    const w = Math.floor(at / cooldown);
    for (const k of [w - 1, w, w + 1]) {
      const other = sent.get(`${user}:${k}`);
      if (other !== undefined && Math.abs(other - at) < cooldown) return true;
    }
    return false;
  };
  for (const venue of venues) {
    const talks = [...venue.talks].sort((a, b) => a.start - b.start);
    const first = talks[0];
    if (!first) continue;
    const origin = first.start;
    const end = Math.max(...talks.map((t) => t.end));
    const popularity = r.float(0.6, 1.6);
    // a venue's regulars send much of its barrage, as in any room
    const regulars = r.sample(senders, Math.min(senders.length, r.int(3, 10)));
    for (let minute = 0; origin + minute * MINUTE < end; minute++) {
      const at = origin + minute * MINUTE;
      const here = contributions(at, talks, origin);
      const total = here.reduce((sum, c) => sum + c.rate, 0) * popularity;
      const count = total > 0 ? poisson(r, total) : 0;
      for (let i = 0; i < count; i++) {
        const from = r.weighted(here.map((c) => [c, c.rate] as const));
        const media = minute * MINUTE + r.int(0, MINUTE - 1);
        const created = origin + media;
        let user = r.chance(0.3) ? r.pick(regulars) : r.pick(senders);
        if (clashes(user, created)) user = r.pick(senders);
        const text = LINES[from.source](r, from.talk);
        const mode = r.chance(0.85) ? 0 : r.pick([1, 2]);
        const color = r.chance(0.8) ? '#ffffff' : r.pick(COLORS);
        if (created >= end || created > now || clashes(user, created)) continue;
        sent.set(`${user}:${Math.floor(created / cooldown)}`, created);
        rows.push({
          meeting_id: venue.meetingId,
          field_id: venue.fieldId,
          user_id: user,
          text,
          mode,
          color,
          media_time: media,
          created_at: created,
        });
      }
    }
  }
  return rows;
}
