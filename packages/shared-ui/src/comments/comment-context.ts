import { createContext, useContext } from 'react';
import type {
  CommentAdapter,
  CommentAuthor,
  CommentId,
  CommentItem,
  CommentPostInput,
  LikeResult,
} from './types';

/** Which comment the open reply box answers. */
export interface ReplyTarget {
  /** the top-level comment the reply will belong to */
  rootId: CommentId;
  /** the comment (top-level or reply) clicked */
  targetId: CommentId;
  name: string;
}

export interface CommentContextValue {
  adapter: CommentAdapter;
  signedIn: boolean;
  onRequireLogin(): void;
  isAnonymous(identity: number | null): boolean;
  profileHref?: (author: CommentAuthor) => string | undefined;
  formatTime(ms: number): string;
  maxLength: number;
  previewReplies: number;
  replyPageSize: number;
  likeOf(item: CommentItem): LikeResult;
  toggleLike(item: CommentItem): void;
  /** validates, posts with the loading/success/failure toasts; the new item or null */
  submit(input: CommentPostInput, emptyMessage: string): Promise<CommentItem | null>;
  replyTarget: ReplyTarget | null;
  setReplyTarget(target: ReplyTarget | null): void;
}

export const CommentContext = createContext<CommentContextValue | null>(null);

export function useCommentContext(): CommentContextValue {
  const value = useContext(CommentContext);
  if (!value) throw new Error('comment components must be rendered inside <CommentSection>');
  return value;
}
