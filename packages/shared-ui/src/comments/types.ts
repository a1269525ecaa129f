/** Ids come as numbers from some areas and strings from others; compared as strings. */
export type CommentId = string | number;

export interface CommentAuthor {
  id: CommentId | null;
  name: string;
  avatar: string | null;
  /** identity code (spec 3): 3, or 7 in the article area, is shown anonymously */
  identity: number | null;
}

/** One comment or reply, normalised from an area's own shape by its adapter. */
export interface CommentItem {
  id: CommentId;
  text: string;
  diggs: number;
  liked: boolean;
  /** ms since epoch */
  createdAt: number;
  author: CommentAuthor;
  /** the replies the server sent with the comment (preview); [] for replies */
  replies: CommentItem[];
  /** how many replies the comment has in all */
  replyCount: number;
  /** name of the user this reply answers (parentUser.realName), null for top-level */
  replyTo: string | null;
  /** identity of that user, so an anonymous one is not named */
  replyToIdentity?: number | null;
}

export interface CommentPage {
  list: CommentItem[];
  totalPage: number;
}

/** The comment (top-level or reply) a reply answers. */
export interface CommentReplyTarget {
  id: CommentId;
  name: string;
}

export interface CommentPostInput {
  /** trimmed, 1 to maxLength characters */
  text: string;
  /** the top-level comment a reply belongs to */
  parentId?: CommentId;
  replyTo?: CommentReplyTarget;
}

export interface LikeResult {
  liked: boolean;
  diggs: number;
}

/** How an area (articles, meetings, community, short videos) talks to its server. */
export interface CommentAdapter {
  /**
   * The comments' place in the server-state cache, one per commented item, e.g.
   * `['content', 'comments', 'article', 12]`: the pages are cached under it, and a post or a like
   * updates what is cached under it.
   */
  readonly key: readonly unknown[];
  loadPage(pageNo: number, pageSize: number, signal: AbortSignal): Promise<CommentPage>;
  loadReplies(
    commentId: CommentId,
    pageNo: number,
    pageSize: number,
    signal: AbortSignal,
  ): Promise<CommentPage>;
  /** resolves with the new comment; rejects with an Error whose message is the server's (Chinese) message */
  post(input: CommentPostInput): Promise<CommentItem>;
  /**
   * `liked` is the state wanted after the click. Resolve with the server's state to confirm;
   * null (or a rejection) means not confirmed and the optimistic flip is reverted.
   */
  toggleLike(commentId: CommentId, liked: boolean): Promise<LikeResult | null>;
}

/** Where names are shown: identity 7 is anonymous only in the article area (spec 3, 6). */
export type { DisplayArea as CommentArea } from '@portal/api/identity';
