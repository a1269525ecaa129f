// The comment system's one entry (`@portal/shared-ui/comments`): the section, its parts and rules.
export { IdentifierFindings, type IdentifierFindingsProps } from '../identifier-findings';
export { CommentInput, type CommentInputProps } from './comment-input';
export { CommentSection, type CommentSectionProps } from './comment-section';
export { FixedCommentBox, type FixedCommentBoxProps } from './fixed-comment-box';
export { messages as commentMessages } from './messages';
export {
  ARTICLE_REPLY_PREVIEW,
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  FIXED_BOX_FADE_MS,
  flipLike,
  formatCommentTime,
  isAnonymousIdentity,
  likedFromFlag,
  REPLY_PAGE_SIZE,
  REPLY_PREVIEW,
  shouldShowFixedBox,
  TEXTAREA_MAX_ROWS,
  textareaRows,
} from './rules';
export type {
  CommentAdapter,
  CommentArea,
  CommentAuthor,
  CommentId,
  CommentItem,
  CommentPage,
  CommentPostInput,
  CommentReplyTarget,
  LikeResult,
} from './types';
