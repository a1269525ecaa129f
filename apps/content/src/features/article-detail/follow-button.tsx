import { useState } from 'react';
import { messages } from '../../messages';

interface FollowButtonProps {
  followed: boolean;
  onToggle(): void;
}

/** 关注 / 已关注, and 取消关注 while hovering (or focusing) a followed button (spec 4). */
export function FollowButton({ followed, onToggle }: FollowButtonProps) {
  const [hover, setHover] = useState(false);
  const text = followed
    ? hover
      ? messages.articleDetail.unfollow
      : messages.articleDetail.followed
    : messages.articleDetail.follow;
  return (
    <button
      type="button"
      aria-pressed={followed}
      onClick={onToggle}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      className={
        followed
          ? 'min-w-[88px] rounded-full border border-line px-4 py-1 text-sm text-ink-mute hover:border-brand hover:text-brand'
          : 'min-w-[88px] rounded-full bg-brand px-4 py-1 text-sm text-white hover:opacity-90'
      }
    >
      {text}
    </button>
  );
}
