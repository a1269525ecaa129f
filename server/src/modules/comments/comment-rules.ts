import { COMMENT_LIMITS } from '@portal/api/contract/article';
import { badRequest } from '../../lib/app-error';

/** characters as a reader counts them (an emoji is one), not UTF-16 units */
const charCount = (text: string) => [...text].length;

/**
 * Comment text is plain text: markup is dropped on write (and the contract tells screens to
 * render it as text), so nothing a commenter types can run in another reader's page.
 */
export function plainText(input: string): string {
  return input.replace(/<\/?[a-zA-Z!][^>]*>/g, '').trim();
}

/** The comment box's rules (spec 5): trimmed, non-empty, at most 150 characters. */
export function checkCommentText(input: string, isReply: boolean): string {
  const text = plainText(input);
  if (!text) throw badRequest(isReply ? '请输入回复内容' : '评论内容不能为空');
  if (charCount(text) > COMMENT_LIMITS.maxChars) throw badRequest('评论内容不能超过150个字');
  return text;
}
