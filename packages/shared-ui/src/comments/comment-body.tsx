import { Avatar } from '@portal/shared-ui/avatar';
import { useCommentContext } from './comment-context';
import { messages } from './messages';
import type { CommentItem } from './types';

export interface CommentBodyProps {
  item: CommentItem;
  onReply(): void;
  /** replies use a smaller avatar */
  small?: boolean;
  /** a comment pinned on top of the list: marked 置顶 */
  pinned?: boolean;
}

/** Author, text, time, like and reply of one comment or reply. */
export function CommentBody({ item, onReply, small = false, pinned = false }: CommentBodyProps) {
  const ctx = useCommentContext();
  const anonymous = ctx.isAnonymous(item.author.identity);
  const name = anonymous ? messages.anonymousName : item.author.name;
  const href = anonymous ? undefined : ctx.profileHref?.(item.author);
  const replyToName =
    item.replyTo == null
      ? null
      : item.replyToIdentity != null && ctx.isAnonymous(item.replyToIdentity)
        ? messages.anonymousName
        : item.replyTo;
  const like = ctx.likeOf(item);

  return (
    <div className="flex gap-3" data-comment-id={String(item.id)}>
      <Avatar
        src={item.author.avatar}
        name={name}
        size={small ? 28 : 36}
        anonymous={anonymous}
        {...(href ? { href } : {})}
      />
      <div className="min-w-0 flex-1">
        <div className="text-sm text-ink-soft">
          {href ? (
            <a href={href} target="_blank" rel="noopener" className="font-medium text-ink hover:text-brand">
              {name}
            </a>
          ) : (
            <span className="font-medium text-ink">{name}</span>
          )}
          {pinned ? (
            <span className="ml-2 rounded-sm bg-brand-50 px-1.5 py-0.5 text-xs text-brand">
              {messages.pinned}
            </span>
          ) : null}
          {replyToName ? (
            <>
              <span className="mx-1">{messages.replyTo}</span>
              <span className="font-medium text-ink">{replyToName}</span>
            </>
          ) : null}
        </div>
        <p className="mt-1 text-sm leading-6 break-words whitespace-pre-wrap text-ink">{item.text}</p>
        <div className="mt-1 flex items-center gap-4 text-xs text-ink-mute">
          <time dateTime={new Date(item.createdAt).toISOString()}>{ctx.formatTime(item.createdAt)}</time>
          <button
            type="button"
            aria-pressed={like.liked}
            aria-label={`${like.liked ? messages.unlike : messages.like} ${like.diggs}`}
            onClick={() => ctx.toggleLike(item)}
            className={`ml-auto inline-flex items-center gap-1 ${like.liked ? 'text-brand' : 'hover:text-brand'}`}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
              <path d="M2 7h2v7H2zM5 14V7l3-5c1 0 2 1 1.6 2.4L9 6h4.2c.8 0 1.4.8 1.2 1.6l-1.4 5.4c-.2.6-.7 1-1.3 1z" />
            </svg>
            <span>{like.diggs}</span>
          </button>
          <button type="button" onClick={onReply} className="hover:text-brand">
            {messages.reply}
          </button>
        </div>
      </div>
    </div>
  );
}
