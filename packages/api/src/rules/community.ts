/**
 * Asking a question (spec 5, 6, 7 saveQa), declared once for the server (which checks it) and the
 * search page's question form (which checks it as the user types). Schema-free.
 */

import { PUBLISH_MESSAGES } from '@portal/api/identity';

/** Ask-a-question limits (ours; spec 5 gives none): a question is one line with optional detail. */
export const QUESTION_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  textMax: 2000,
  /** pictures one question may carry (uploaded through uploadImage) */
  maxImages: 9,
  /** topics one question is filed under */
  maxTopics: 3,
} as const;

/** A topic a user adds (addTopic): a short name, a few a day per user. */
export const TOPIC_LIMITS = { titleMin: 2, titleMax: 20, perDay: 5 } as const;

/** Texts the server and the screens share (spec 5/6 gates, our validation). */
export const COMMUNITY_MESSAGES = {
  pleaseSignIn: PUBLISH_MESSAGES.pleaseSignIn,
  identityCannotPublish: PUBLISH_MESSAGES.identityCannotPublish,
  titleTooShort: `问题标题至少${QUESTION_LIMITS.titleMin}个字`,
  titleTooLong: `问题标题不能超过${QUESTION_LIMITS.titleMax}个字`,
  textTooLong: `问题描述不能超过${QUESTION_LIMITS.textMax}个字`,
  submitted: '提交成功',
  submittedForReview: '提交成功，审核通过后将公开显示',
  pendingReview: PUBLISH_MESSAGES.pendingReview,
  tooManyImages: `最多上传${QUESTION_LIMITS.maxImages}张图片`,
  badImage: '图片无效，请重新上传',
  tooManyTopics: `最多选择${QUESTION_LIMITS.maxTopics}个话题`,
  topicNotFound: '话题不存在',
  activityNotFound: '活动不存在或已结束',
  notYourQuestion: '只能修改自己的问题',
  alreadyAnswered: '问题已有回答，暂不支持修改',
  updated: '修改成功',
  topicTitleTooShort: `话题名称至少${TOPIC_LIMITS.titleMin}个字`,
  topicTitleTooLong: `话题名称不能超过${TOPIC_LIMITS.titleMax}个字`,
  tooManyTopicsToday: '今日创建话题过多，请明天再试',
  topicAdded: '话题创建成功',
  /** a new account's topic: shown to others once the question it is asked with passes review */
  topicAddedForReview: '话题创建成功，随问题审核通过后公开显示',
  /** the name of a topic another new account added, still waiting for review */
  topicUnderReview: '该话题正在审核中，请换一个名称',
} as const;

/** Answer limits (ours; spec 5 gives none): the words counted as plain text, pictures uploaded to us. */
export const ANSWER_LIMITS = {
  minChars: 10,
  maxChars: 10_000,
  maxImages: 20,
  /** the HTML as sent, before cleaning (a pasted page may carry much markup) */
  maxHtmlChars: 300_000,
  /** an autosaved draft's HTML */
  maxDraftChars: 300_000,
} as const;

/** an answer's length as the limits count it: the characters a reader sees, spaces not counted */
export const answerCharCount = (plainText: string) => Array.from(plainText.replace(/\s+/g, '')).length;

/** What the answer button, the editor and the server say (spec 4, 8 notices; our validation). */
export const ANSWER_MESSAGES = {
  pleaseSignIn: PUBLISH_MESSAGES.pleaseSignIn,
  identityCannotPublish: PUBLISH_MESSAGES.identityCannotPublish,
  pendingReview: PUBLISH_MESSAGES.pendingReview,
  answered: '该问题已存在您的回答,暂不支持修改，如需修改，请前往app修改。',
  questionNotFound: '问题不存在或正在审核中',
  tooShort: `回答内容至少${ANSWER_LIMITS.minChars}个字`,
  tooLong: `回答内容不能超过${ANSWER_LIMITS.maxChars}个字`,
  tooManyImages: `回答最多插入${ANSWER_LIMITS.maxImages}张图片`,
  submitted: '提交成功',
  submittedForReview: '提交成功，审核通过后将公开显示',
  tooMany: '回答过于频繁，请稍后再试',
} as const;

/**
 * Who is reviewed before the community sees what they write (issue 13 moderation): anyone not
 * verified as a professional (isAuth 1), and accounts younger than `newAccountDays`.
 */
export const MODERATION = { newAccountDays: 7 } as const;
export function mustBeReviewed(user: { isAuth: number; createdAt: number }, now: number): boolean {
  return user.isAuth !== 1 || now - user.createdAt < MODERATION.newAccountDays * 86_400_000;
}

/**
 * What the answer button may do for the signed-in reader (spec 4): open the editor, or say why
 * not. 'identity': identity 3 or 4; 'pending': content of theirs waits for review; 'answered':
 * they answered it already.
 */
export const ANSWER_ABILITY = ['ok', 'identity', 'pending', 'answered'] as const;
export type AnswerAbilityState = (typeof ANSWER_ABILITY)[number];

/** Inviting doctors to answer (ours; spec 7 names the call only). */
export const INVITE_LIMITS = {
  /** doctors one invitation may name */
  perCall: 10,
  /** invitations one user may send a day */
  perDay: 50,
  /** suggested doctors shown for a question */
  suggestions: 10,
  answerListPageSize: 10,
} as const;

export const INVITE_MESSAGES = {
  tooManyAtOnce: `一次最多邀请${INVITE_LIMITS.perCall}位医生`,
  tooManyToday: '今日邀请次数已用完，请明天再试',
  nobody: '请选择要邀请的医生',
  invited: '邀请已发送',
  /**
   * The old shape of an invitation's message, no longer written: the message centre names the
   * inviter when a message is read (MESSAGE_TEXTS.invited). Kept, as the contract only grows.
   */
  messageTitle: '邀请你回答问题',
  messageContent: (inviter: string, title: string) => `${inviter} 邀请你回答：${title}`,
} as const;

/**
 * A contributor's score (ours): the likes their published answers earned, plus 50 for each featured
 * (精选) answer and 20 for each the asker made the top answer — a featured answer is worth many likes.
 */
export const CONTRIBUTOR_WEIGHTS = { digg: 1, essence: 50, top: 20 } as const;

/** what a user follows in the community (spec 4: T topic, C circle, Q question) */
export const FOLLOW_TYPES = { topic: 'T', circle: 'C', question: 'Q' } as const;
export type FollowType = (typeof FOLLOW_TYPES)[keyof typeof FOLLOW_TYPES];
export const isFollowType = (value: string): value is FollowType =>
  value === 'T' || value === 'C' || value === 'Q';

/** the community's list sizes */
export const COMMUNITY_LIMITS = {
  /** feed items a page (the infinite loader asks for the next as the reader nears the end) */
  feedPageSize: 10,
  answersPageSize: 10,
  /** characters of an item's text shown before 展开 */
  previewChars: 120,
  /** pictures of a feed item shown */
  feedImages: 3,
  hotTopics: 10,
  /** comments an answer shows inline before 查看全部 (spec 9: Q&A comment preview 4) */
  commentPreview: 4,
  /** hot searches of the community home */
  hotSearches: 10,
  /** contributors in the side column */
  contributors: 5,
  /** followed topics and circles in the side column */
  followList: 8,
  activitiesPageSize: 10,
} as const;

/** the feed's orders: newest, or most discussed */
export const FEED_ORDERS = ['latest', 'hot'] as const;
export type FeedOrder = (typeof FEED_ORDERS)[number];

/**
 * "N 人想问" as spec 4 shows it: the stored count, plus 1 on the reader's own question (they want to
 * ask it too) and plus 2 on a featured one.
 */
export function displayedAskCount(count: number, options: { own: boolean; featured: boolean }): number {
  return count + (options.own ? 1 : 0) + (options.featured ? 2 : 0);
}

export const COMMUNITY_READ_MESSAGES = {
  questionNotFound: '问题不存在或正在审核中',
  answerNotFound: '回答不存在或正在审核中',
  topicNotFound: '话题不存在',
  circleNotFound: '圈子不存在',
  badFollowType: '关注类型不正确',
  cannotFollowOwn: '不能关注自己的问题',
  cannotAskOwn: '这是你提出的问题',
  /** an unknown or hidden activity (asking in one that is over says COMMUNITY_MESSAGES.activityNotFound) */
  activityNotFound: '活动不存在',
} as const;

/** where a community activity stands at a moment: not started, running, over */
export const ACTIVITY_PHASES = ['upcoming', 'ongoing', 'ended'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];

/**
 * An activity runs from its start (included) to its end (excluded), as saveQa accepts questions
 * into it; the phase follows from the times at read time, so it never goes stale.
 */
export function activityPhase(activity: { startTime: number; endTime: number }, now: number): ActivityPhase {
  if (now < activity.startTime) return 'upcoming';
  return now < activity.endTime ? 'ongoing' : 'ended';
}
