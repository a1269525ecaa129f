import { COMMENT_MESSAGES, COMMENT_RULES } from '@portal/api/rules/comments';
import { charCount, hasVisibleText, plainText } from '../content-safety/plain-text';
import { badRequest } from '../lib/app-error';

/** the messages are the contract's, so the server and the comment box say the same */
export { COMMENT_MESSAGES };

/**
 * The comment box's rules (spec 5): plain text (markup dropped, so nothing a commenter types can
 * run in another reader's page), trimmed, something visible in it (zero-width characters alone
 * are blank), at most 150 characters.
 */
export function checkCommentText(input: string, isReply: boolean): string {
  const text = plainText(input);
  if (!hasVisibleText(text)) throw badRequest(isReply ? COMMENT_MESSAGES.emptyReply : COMMENT_MESSAGES.empty);
  if (charCount(text) > COMMENT_RULES.maxChars) throw badRequest(COMMENT_MESSAGES.tooLong);
  return text;
}
