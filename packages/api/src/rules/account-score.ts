/**
 * Points and levels of /score (issue 14), declared once for the server (which computes them) and
 * the screen (which explains them). Schema-free.
 */

/** The actions that earn points; each is a row some area already records. */
export type ScoreAction = 'article' | 'question' | 'answer' | 'comment' | 'checkin' | 'verified';

export interface ScoreRule {
  action: ScoreAction;
  /** what the user did, as the page names it */
  label: string;
  /** how to do it again */
  hint: string;
  points: number;
  /** how many of these earn points in one day (Beijing time); null: once ever */
  dailyCap: number | null;
}

/** In the order the page lists them. */
export const SCORE_RULES: readonly ScoreRule[] = [
  { action: 'article', label: '发布文章/病例', hint: '发布的文章或病例公开后计分', points: 10, dailyCap: 3 },
  { action: 'answer', label: '回答问题', hint: '回答公开后计分', points: 8, dailyCap: 5 },
  { action: 'question', label: '提问', hint: '问题公开后计分', points: 5, dailyCap: 3 },
  { action: 'comment', label: '发表评论', hint: '评论文章、资讯、会议或回答', points: 1, dailyCap: 10 },
  { action: 'checkin', label: '会议签到', hint: '在会议页完成签到', points: 5, dailyCap: 2 },
  {
    action: 'verified',
    label: '通过身份认证',
    hint: '在个人资料中提交执业证并通过审核',
    points: 50,
    dailyCap: null,
  },
];

export const SCORE_RULE_BY_ACTION: Readonly<Record<ScoreAction, ScoreRule>> = Object.fromEntries(
  SCORE_RULES.map((rule) => [rule.action, rule]),
) as Record<ScoreAction, ScoreRule>;

/**
 * The points a level starts at: level n (1-based) from `LEVEL_THRESHOLDS[n - 1]` points. Level 1
 * is everyone's first.
 */
export const LEVEL_THRESHOLDS: readonly number[] = [0, 30, 100, 250, 500, 1000, 2000, 4000, 8000, 15000];

export const MAX_LEVEL = LEVEL_THRESHOLDS.length;

/** The level these points reach. */
export function levelOf(points: number): number {
  let level = 1;
  for (let i = 1; i < LEVEL_THRESHOLDS.length; i += 1) if (points >= LEVEL_THRESHOLDS[i]!) level = i + 1;
  return level;
}

/** Points the next level starts at; null at the top level. */
export function nextLevelAt(level: number): number | null {
  return level < MAX_LEVEL ? LEVEL_THRESHOLDS[level]! : null;
}

/** The Beijing calendar day of a moment as a day number: the day a cap counts in. */
export { beijingDayNumber as beijingDay } from '@portal/api/beijing-time';

export const SCORE_LIMITS = { pageSize: 10 } as const;

export const SCORE_MESSAGES = {
  pleaseSignIn: '请先登录',
} as const;
