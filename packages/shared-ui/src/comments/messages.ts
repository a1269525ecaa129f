import { ANONYMOUS_NAME } from '@portal/api/identity';
import { COMMENT_MESSAGES } from '@portal/api/rules/comments';
import { DEIDENTIFY_MESSAGES, IDENTIFIER_LABELS, type IdentifierKind } from '@portal/api/rules/deidentify';

/** Every Chinese text of the comment system (spec 5, 8, 9); the ones the server also says come from the contract. */
export const messages = {
  sectionLabel: '评论',
  placeholder: '写下你的评论...',
  replyPlaceholder: (name: string) => `回复 ${name}`,
  commentLabel: '评论内容',
  replyLabel: '回复内容',
  fixedLabel: '快速评论',
  post: '发布',
  reply: '回复',
  replyTo: '回复',
  cancel: '取消',
  emptyComment: COMMENT_MESSAGES.enterComment,
  emptyReply: COMMENT_MESSAGES.emptyReply,
  submitting: '提交中...',
  postSuccess: COMMENT_MESSAGES.posted,
  postFailed: '评论失败，请稍后重试',
  noMore: '没有更多评论了~',
  pinned: '置顶',
  loadMore: '加载更多',
  viewAll: '查看全部',
  loading: '加载中...',
  loadFailed: '评论加载失败',
  repliesLoadFailed: '回复加载失败',
  retry: '重试',
  loginPrompt: '登录后参与评论',
  login: '登录',
  anonymousName: ANONYMOUS_NAME,
  expandReplies: (count: number) => `${count}条回复，点击展开`,
  moreReplies: '查看更多回复',
  collapse: '收起',
  like: '赞',
  unlike: '取消赞',
  counter: (length: number, max: number) => `${length}/${max}`,
  /** what the detector found while the user types (issue 23); the server refuses it when sent */
  identifiersFound: '含有可识别患者的信息，发送前请遮盖：',
  identifierFinding: (kind: IdentifierKind, text: string) => `${IDENTIFIER_LABELS[kind]}“${text}”`,
  maskIdentifier: DEIDENTIFY_MESSAGES.maskOne,
  maskIdentifierLabel: (kind: IdentifierKind, text: string) =>
    `${DEIDENTIFY_MESSAGES.maskOne}${IDENTIFIER_LABELS[kind]}“${text}”`,
} as const;
