import { COMMENT_LIMITS } from '@portal/api/contract/article';
import { charCount, hasVisibleText, plainText } from '../content-safety/plain-text';
import { badRequest } from '../lib/app-error';

export const COMMENT_MESSAGES = {
  empty: '评论内容不能为空',
  emptyReply: '请输入回复内容',
  tooLong: `评论内容不能超过${COMMENT_LIMITS.maxChars}个字`,
} as const;

/**
 * The comment box's rules (spec 5): plain text (markup dropped, so nothing a commenter types can
 * run in another reader's page), trimmed, something visible in it (zero-width characters alone
 * are blank), at most 150 characters.
 */
export function checkCommentText(input: string, isReply: boolean): string {
  const text = plainText(input);
  if (!hasVisibleText(text)) throw badRequest(isReply ? COMMENT_MESSAGES.emptyReply : COMMENT_MESSAGES.empty);
  if (charCount(text) > COMMENT_LIMITS.maxChars) throw badRequest(COMMENT_MESSAGES.tooLong);
  return text;
}
