import { Button } from '@portal/shared-ui/button';
import { useState } from 'react';
import { CommentBody } from './comment-body';
import { useCommentContext } from './comment-context';
import { CommentInput } from './comment-input';
import { messages } from './messages';
import type { CommentItem } from './types';
import { usePagedComments } from './use-paged-comments';

/**
 * A top-level comment and its replies: the first `previewReplies` with an
 * `N条回复，点击展开` toggle when there are more; expanded, pages of `replyPageSize` and 收起.
 * A pinned one is marked 置顶.
 */
export function CommentThread({ item, pinned = false }: { item: CommentItem; pinned?: boolean }) {
  const ctx = useCommentContext();
  const [expanded, setExpanded] = useState(false);
  const [posted, setPosted] = useState<CommentItem[]>([]);
  const [draft, setDraft] = useState('');
  const [posting, setPosting] = useState(false);
  const pages = usePagedComments(
    [...ctx.adapter.key, 'replies', String(item.id), { pageSize: ctx.replyPageSize }],
    (pageNo, signal) => ctx.adapter.loadReplies(item.id, pageNo, ctx.replyPageSize, signal),
    expanded,
  );

  const hasMore = Math.max(item.replyCount, item.replies.length) > ctx.previewReplies;
  const replyCount = Math.max(item.replyCount, item.replies.length) + posted.length;
  const loadedIds = new Set(pages.items.map((reply) => String(reply.id)));
  const shown = expanded
    ? [...pages.items, ...posted.filter((reply) => !loadedIds.has(String(reply.id)))]
    : [...item.replies.slice(0, ctx.previewReplies), ...posted];
  const replying = ctx.replyTarget != null && String(ctx.replyTarget.rootId) === String(item.id);

  const openReply = (target: CommentItem) => {
    if (!ctx.signedIn) {
      ctx.onRequireLogin();
      return;
    }
    const anonymous = ctx.isAnonymous(target.author.identity);
    ctx.setReplyTarget({
      rootId: item.id,
      targetId: target.id,
      name: anonymous ? messages.anonymousName : target.author.name,
    });
  };

  const submitReply = async () => {
    const target = ctx.replyTarget;
    if (!target || posting) return;
    setPosting(true);
    const created = await ctx.submit(
      { text: draft, parentId: item.id, replyTo: { id: target.targetId, name: target.name } },
      messages.emptyReply,
    );
    setPosting(false);
    if (!created) return;
    setPosted((list) => [...list, created]);
    setDraft('');
    ctx.setReplyTarget(null);
  };

  const collapse = () => {
    pages.reset();
    setExpanded(false);
  };

  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <CommentBody item={item} pinned={pinned} onReply={() => openReply(item)} />
      {replying && ctx.replyTarget ? (
        <CommentInput
          className="mt-3 ml-12"
          value={draft}
          onChange={setDraft}
          onSubmit={submitReply}
          signedIn={ctx.signedIn}
          onRequireLogin={ctx.onRequireLogin}
          posting={posting}
          maxLength={ctx.maxLength}
          label={messages.replyLabel}
          placeholder={messages.replyPlaceholder(ctx.replyTarget.name)}
          submitText={messages.reply}
          autoFocus
          onCancel={() => ctx.setReplyTarget(null)}
        />
      ) : null}
      {shown.length > 0 || hasMore ? (
        <div className="mt-3 ml-12 rounded-md bg-surface px-3 py-2">
          {shown.length > 0 ? (
            <ul aria-label={messages.reply} className="space-y-3">
              {shown.map((reply) => (
                <li key={String(reply.id)}>
                  <CommentBody item={reply} small onReply={() => openReply(reply)} />
                </li>
              ))}
            </ul>
          ) : null}
          {expanded && pages.loading ? (
            <p className="py-1 text-xs text-ink-mute">{messages.loading}</p>
          ) : null}
          {expanded && pages.error ? (
            <p role="alert" className="py-1 text-xs text-ink-soft">
              {messages.repliesLoadFailed}
              <Button variant="text" size="sm" onClick={pages.retry}>
                {messages.retry}
              </Button>
            </p>
          ) : null}
          <div className="flex gap-3">
            {!expanded && hasMore ? (
              <Button variant="text" size="sm" onClick={() => setExpanded(true)}>
                {messages.expandReplies(replyCount)}
              </Button>
            ) : null}
            {expanded && !pages.finished && !pages.loading && !pages.error && pages.pageNo > 0 ? (
              <Button variant="text" size="sm" onClick={pages.loadNext}>
                {messages.moreReplies}
              </Button>
            ) : null}
            {expanded ? (
              <Button variant="text" size="sm" onClick={collapse}>
                {messages.collapse}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
