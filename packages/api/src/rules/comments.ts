/**
 * The comment rules of spec 5 and 9, declared once for the server (which checks them) and the
 * comment system on every screen (which applies them as the user types). Schema-free.
 */
export const COMMENT_RULES = {
  /** characters in a comment or a reply, trimmed (an emoji counts as one) */
  maxChars: 150,
  /** top-level comments a page */
  pageSize: 10,
  /** replies a page once a thread is expanded */
  replyPageSize: 4,
  /** replies shown under a comment before "N replies, click to expand" */
  replyPreview: 2,
  /** article pages show 3 */
  articleReplyPreview: 3,
  /** inline comments on cards show 4, then "view all" */
  inlinePreview: 4,
} as const;

/** What the server answers and the screens show (spec 5 and 8). */
export const COMMENT_MESSAGES = {
  /** the screen's toast for an empty box */
  enterComment: '请输入评论内容!',
  /** the server's answer to an empty comment */
  empty: '评论内容不能为空',
  emptyReply: '请输入回复内容',
  tooLong: `评论内容不能超过${COMMENT_RULES.maxChars}个字`,
  posted: '评论成功!',
} as const;
