import { isAnonymousIdentity } from '@portal/api/identity';
import { COMMENT_RULES } from '@portal/api/rules/comments';
import type { LikeResult } from './types';

/** the one anonymity rule, from the contract (the server applies it too) */
export { isAnonymousIdentity };

/** Spec 9, from the one declaration the server checks too. */
export const COMMENT_MAX_LENGTH = COMMENT_RULES.maxChars;
export const COMMENT_PAGE_SIZE = COMMENT_RULES.pageSize;
export const REPLY_PAGE_SIZE = COMMENT_RULES.replyPageSize;
export const REPLY_PREVIEW = COMMENT_RULES.replyPreview;
/** Article pages show 3 replies before the toggle. */
export const ARTICLE_REPLY_PREVIEW = COMMENT_RULES.articleReplyPreview;
export const FIXED_BOX_FADE_MS = 100;
export const TEXTAREA_MAX_ROWS = 6;

/** An area's like flag ('T'/'F', true/false) as a boolean. */
export function likedFromFlag(flag: 'T' | 'F' | boolean | string | null | undefined): boolean {
  return flag === true || flag === 'T';
}

/** The optimistic flip: liked toggles, the count moves by one and never goes below 0. */
export function flipLike(state: LikeResult): LikeResult {
  const liked = !state.liked;
  return { liked, diggs: Math.max(0, state.diggs + (liked ? 1 : -1)) };
}

/** The fixed box shows while the list is on screen and the main input is not (spec 4). */
export function shouldShowFixedBox(listVisible: boolean, inputVisible: boolean): boolean {
  return listVisible && !inputVisible;
}

/** Rows of the auto-growing textarea: one per line, 1 to 6. */
export function textareaRows(value: string, maxRows: number = TEXTAREA_MAX_ROWS): number {
  const lines = value.split('\n').length;
  return Math.min(Math.max(lines, 1), maxRows);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 2024-05-01 09:30, in local time. */
export function formatCommentTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
