/**
 * The meeting rules both the server and the meeting pages apply (spec 4, 5, 9 and issue 11),
 * declared once. Schema-free, so screens import them without TypeBox.
 */

/** LE recorded, NS upcoming (preview), LI live, NL none (spec 4) */
export type MeetingLiveState = 'LE' | 'NS' | 'LI' | 'NL';

/** spec 4: a card with publishStatus '0' and forthcoming 'T' shows 敬请期待 and cannot be opened */
export const isComingSoon = (m: { publishStatus?: string; forthcoming?: string }) =>
  m.publishStatus === '0' && m.forthcoming === 'T';

/**
 * Where a meeting stands at `now`. A scheduled meeting (NS or LI when seeded or entered) follows
 * the clock: upcoming before it starts, live while it runs, then its recording. A meeting
 * entered as recorded (LE) or without video (NL) stays so.
 */
export function liveStateAt(
  meeting: { liveStatus: MeetingLiveState; startTime: number; endTime: number },
  now: number,
): MeetingLiveState {
  if (meeting.liveStatus === 'LE' || meeting.liveStatus === 'NL') return meeting.liveStatus;
  if (now < meeting.startTime) return 'NS';
  if (now <= meeting.endTime) return 'LI';
  return 'LE';
}

export const MEETING_LIMITS = {
  /** spec 9: a meeting's agendas show 3 and expand by 3 */
  agendaStep: 3,
  /** spec 9: speaker avatars up to 3 on an agenda item */
  agendaAvatars: 3,
  /** meetings a page on the meeting home */
  pageSize: 8,
  hotSpeakers: 10,
  speakersPageSize: 20,
  previousReviews: 6,
  interviewsPageSize: 6,
  expressPageSize: 5,
  /** spec 9: the agenda summary popover is 387 wide */
  summaryPopoverWidth: 387,
} as const;

/** The barrage rules (issue 11): checked by the server; the box applies them as the user types. */
export const BARRAGE_RULES = {
  maxChars: 150,
  /** one barrage per user per this many milliseconds */
  cooldownMs: 5_000,
  /** scroll, top, bottom */
  modes: [0, 1, 2] as const,
  colors: ['#ffffff', '#fe0302', '#ff7204', '#ffaa02', '#ffd302', '#00cd00', '#00a2ff', '#cc0273'] as const,
  /** how much replay barrage one request reads: a window of media time */
  windowMs: 60_000,
  /** at most this many barrages a window returns (the densest minute is thinned, not cut off) */
  windowLimit: 300,
  /** heat-map buckets over the whole timeline */
  heatBuckets: 100,
} as const;

export type BarrageMode = (typeof BARRAGE_RULES.modes)[number];

export const BARRAGE_MESSAGES = {
  empty: '请输入弹幕内容',
  tooLong: `弹幕不能超过${BARRAGE_RULES.maxChars}个字`,
  tooFast: '发送太频繁，请稍后再试',
  blocked: '弹幕含有违规内容，未能发送',
  notLive: '该会场当前未在直播，无法发送弹幕',
  signIn: '请先登录',
} as const;

/** The check-in fields a meeting may require, with their labels and checks (issue 11). */
export const CHECKIN_FIELDS = {
  realName: { label: '姓名', max: 20 },
  mobile: { label: '手机号', max: 11 },
  hospital: { label: '医院', max: 100 },
  department: { label: '科室', max: 50 },
  title: { label: '职称', max: 20 },
  city: { label: '所在城市', max: 20 },
} as const;

export type CheckinField = keyof typeof CHECKIN_FIELDS;

export const isCheckinField = (code: string): code is CheckinField => Object.hasOwn(CHECKIN_FIELDS, code);

const MOBILE = /^1[3-9]\d{9}$/;

/** Chinese messages of a check-in form, field by field; empty when it is valid. */
export function checkinProblems(
  required: readonly CheckinField[],
  info: Readonly<Record<string, unknown>>,
): Partial<Record<CheckinField, string>> {
  const problems: Partial<Record<CheckinField, string>> = {};
  for (const field of required) {
    const { label, max } = CHECKIN_FIELDS[field];
    const raw = info[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) problems[field] = `请填写${label}`;
    // a mobile is right or wrong as a whole: "too long" would send the user counting digits
    else if (field === 'mobile') {
      if (!MOBILE.test(value)) problems[field] = '请填写正确的手机号';
    } else if (Array.from(value).length > max) problems[field] = `${label}不能超过${max}个字`;
  }
  return problems;
}

/** what a check-in code looks like: the random bytes of the server's code, base64url */
export const CHECKIN_CODE_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/**
 * A name as the check-in verification shows it to whoever holds the code (the door staff):
 * enough to compare with an identity card, not enough to be read off a stranger's phone.
 * 张伟 → 张*, 王建国 → 王*国, 欧阳明华 → 欧**华.
 */
export function maskedAttendeeName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Questionnaire item kinds (getQuestionItems). */
export const QUESTION_KIND = { single: 1, multiple: 2, text: 3 } as const;
export const QUESTIONNAIRE_LIMITS = { textMax: 500 } as const;

export const MEETING_MESSAGES = {
  comingSoon: '敬请期待',
  notFound: '会议不存在',
  agendaNotFound: '议程不存在',
  noSummary: '该议程暂无摘要',
  /** a paid meeting's video without a ticket */
  paymentRequired: '本会议为付费会议，购买后即可观看',
  notStarted: '会议尚未开始',
  noVideo: '本会议暂无视频',
  voted: '您已投过票',
  voteClosed: '投票未开放',
  voteChoices: (max: number) => (max === 1 ? '请选择一个选项' : `请选择 1 至 ${max} 个选项`),
  submitted: '您已提交过问卷',
  requiredItem: (title: string) => `请回答：${title}`,
  checkedIn: '您已签到',
  noCheckin: '本会议无需签到',
  badCheckinCode: '签到码无效',
  verifyTooFast: '核验过于频繁，请稍后再试',
} as const;

/** `collections.content_type` of a meeting (2 is a news item, 3 a user article) */
export const MEETING_COLLECT_TYPE = 1;
