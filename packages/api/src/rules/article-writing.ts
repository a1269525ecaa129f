import { IDENTITY, IS_AUTH, PUBLISH_MESSAGES } from '@portal/api/identity';

/**
 * Writing a case, an article or a piece of popular science (issue 23; spec 2's editors, spec 4's
 * publishing by isAuth, spec 7's user article calls), declared once for the server and the editor.
 * Schema-free.
 */

/** The editor's `type` query (spec 2): 0 case, 2 article, 3 popular science / patient education. */
export const WRITING_KINDS = { case: 0, article: 2, popularScience: 3 } as const;
export type WritingKind = (typeof WRITING_KINDS)[keyof typeof WRITING_KINDS];
export const WRITING_KIND_VALUES: readonly WritingKind[] = Object.values(WRITING_KINDS);

/** what each kind is called in messages and on the author's list */
export const WRITING_KIND_LABELS: Record<WritingKind, string> = {
  0: '病例',
  2: '文章',
  3: '科普',
};

/** `mp_articles.type` of a kind: popular science is an article read by patients as well */
export const storedTypeOf = (kind: WritingKind): 'case' | 'article' => (kind === 0 ? 'case' : 'article');

export const WRITING_LIMITS = {
  titleMax: 100,
  summaryMax: 300,
  /** the body's characters of text (no markup) */
  bodyTextMax: 50_000,
  /** the HTML the server reads at all; bigger is refused before cleaning */
  bodyHtmlMax: 400_000,
  subspecialtiesMax: 5,
  productsMax: 20,
  /** the drafts page asks for all of them at once (spec 7, 9) */
  draftsPageSizeMax: 999,
  listPageSizeMax: 100,
  /**
   * New pieces one author may start in an hour: the editor saves a piece once and updates it after,
   * so a doctor writing in earnest starts a handful; this stops a script from filling the table.
   */
  newPerHour: 60,
} as const;

/** characters as the limits count them (the server's charCount): every code point of the text */
export const writingCharCount = (text: string) => Array.from(text).length;

/** the review queue's kind of a user's case, article or popular science */
export const USER_ARTICLE_REVIEW_TYPE = 'user_article';

/** what the author reads of each piece on their own list */
export const WRITING_STATES = ['draft', 'pending', 'published', 'rejected'] as const;
export type WritingState = (typeof WRITING_STATES)[number];

export const WRITING_MESSAGES = {
  pleaseSignIn: PUBLISH_MESSAGES.pleaseSignIn,
  identityCannotPublish: PUBLISH_MESSAGES.identityCannotPublish,
  authReviewing: PUBLISH_MESSAGES.authReviewing,
  authFailed: PUBLISH_MESSAGES.authFailed,
  pleaseAuthenticate: PUBLISH_MESSAGES.pleaseAuthenticate,
  pendingReview: PUBLISH_MESSAGES.pendingReview,
  completeProfile: '请先完善个人信息',
  titleRequired: '请填写标题',
  titleTooLong: `标题不能超过${WRITING_LIMITS.titleMax}个字`,
  summaryTooLong: `摘要不能超过${WRITING_LIMITS.summaryMax}个字`,
  bodyRequired: '请填写正文',
  bodyTooLong: `正文不能超过${WRITING_LIMITS.bodyTextMax}个字`,
  tooManySubspecialties: `亚专业最多选择${WRITING_LIMITS.subspecialtiesMax}个`,
  tooManyProducts: `提及的产品最多${WRITING_LIMITS.productsMax}个`,
  badSubspecialty: '所选亚专业不存在',
  badProduct: '所选产品不存在',
  badCover: '封面须为上传的图片',
  missing: '内容不存在或已删除',
  tooMany: '新建内容过于频繁，请稍后再试',
  staleVersion: '该草稿已在其他窗口修改，请刷新后再编辑',
  kindChange: '已发布的内容不能更改类型',
  draftSaved: '草稿已保存',
  published: '发布成功',
  submittedForReview: '提交成功，审核通过后将公开显示',
  updated: '修改成功',
  deleted: '删除成功',
  watermarkOn: '已开启图片水印',
  watermarkOff: '已关闭图片水印',
  /** where in the form a finding is: the detector's message starts with it */
  // the fields' names in a de-identification refusal come from deidentify's WRITTEN_PLACES
  fieldTitle: '标题',
  fieldSummary: '摘要',
  fieldBody: '正文',
} as const;

/** The portal's mark drawn beside the author's name on a watermarked picture. */
export const WATERMARK_MARK = '脑医汇';

export interface WritingGateUser {
  identity: number | null;
  isAuth: number;
}

/**
 * Spec 4's publishing by isAuth, as the server applies it to every writing call (drafts too):
 * identity 3 and 4 may not publish; no identity is asked to complete the profile; isAuth 3 failed;
 * isAuth 2 may write cases and articles (not popular science); any other isAuth must authenticate.
 * The publish menu's gates (packages/session publish-gates) say the same with the same messages.
 * Null: may write.
 */
export function writingRefusal(user: WritingGateUser, kind: WritingKind): string | null {
  if (user.identity === IDENTITY.patient || user.identity === IDENTITY.corporate)
    return WRITING_MESSAGES.identityCannotPublish;
  if (user.identity === null) return WRITING_MESSAGES.completeProfile;
  if (user.isAuth === IS_AUTH.failed) return WRITING_MESSAGES.authFailed;
  if (user.isAuth === IS_AUTH.reviewing)
    return kind === WRITING_KINDS.popularScience ? WRITING_MESSAGES.authReviewing : null;
  if (user.isAuth !== IS_AUTH.verified) return WRITING_MESSAGES.pleaseAuthenticate;
  return null;
}

/** The address a published piece is read at (spec 2's content-jump rule for mparticle). */
export const writtenPieceUrl = (id: number) => `/case/detail-ugc?id=${id}`;
