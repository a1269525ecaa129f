import type { JumpItem } from '@portal/api/contract/jump';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { ContentBadges } from '../content-badges';

interface ListCardProps {
  jump: JumpItem;
  title: string;
  cover: string;
  description: string;
  essences: 'T' | 'F';
  bmsAuth: number;
  /** the byline: author names, or the creator's avatar and name */
  byline: ReactNode;
  publishedAt: number;
  views: number;
  comments: number;
  likes: number;
}

/**
 * One row of the news and case lists: cover, title with badges, description, byline, date and
 * counts; the whole card is a link that follows the host's jump rule.
 */
export function ListCard({
  jump,
  title,
  cover,
  description,
  essences,
  bmsAuth,
  byline,
  publishedAt,
  views,
  comments,
  likes,
}: ListCardProps) {
  const date = dayjs(publishedAt).format('YYYY-MM-DD');
  return (
    <li className="border-b border-line last:border-b-0">
      <ContentLink item={jump} className="group flex gap-3 py-4 no-underline md:gap-5 md:py-5" title={title}>
        {/* a thumbnail beside the title on a phone, the full cover from md up */}
        <span className="block h-[68px] w-[120px] shrink-0 overflow-hidden rounded-md bg-surface md:h-[135px] md:w-[240px]">
          {cover ? (
            <img
              src={cover}
              alt=""
              width={240}
              height={135}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-start gap-2">
            <span className="line-clamp-2 text-base font-semibold leading-snug text-ink group-hover:text-brand md:text-lg">
              {title}
            </span>
            <ContentBadges essences={essences} bmsAuth={bmsAuth} className="mt-1" />
          </span>
          <span className="mt-2 hidden text-sm leading-6 text-ink-soft md:line-clamp-2">{description}</span>
          <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-ink-mute md:gap-x-4 md:pt-3">
            {byline}
            <time dateTime={date}>{date}</time>
            <span className="flex items-center gap-3 md:ml-auto md:gap-4">
              <span>
                {messages.common.views} {views}
              </span>
              <span>
                {messages.common.comments} {comments}
              </span>
              <span>
                {messages.common.likes} {likes}
              </span>
            </span>
          </span>
        </span>
      </ContentLink>
    </li>
  );
}
