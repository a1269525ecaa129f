import type { InfoItem } from '@portal/api/contract/info';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { ContentBadges } from '../../components/content-badges';
import { messages } from '../../messages';

/** One article in the list: the whole card is a link that follows the host's jump rule. */
export function InfoListItem({ item }: { item: InfoItem }) {
  const authors = item.authorList.length
    ? item.authorList.map((a) => a.authorName).join(messages.infoList.authorSeparator)
    : item.authorNames;
  return (
    <li className="border-b border-line last:border-b-0">
      <ContentLink
        item={{ type: 'info', id: item.infoId, url: item.url }}
        className="group flex gap-5 py-5 no-underline"
        title={item.infoTitle}
      >
        <span className="block h-[135px] w-[240px] shrink-0 overflow-hidden rounded-md bg-surface">
          {item.infoImg ? (
            <img
              src={item.infoImg}
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
            <span className="line-clamp-2 text-lg font-semibold leading-snug text-ink group-hover:text-brand">
              {item.infoTitle}
            </span>
            <ContentBadges essences={item.essences} bmsAuth={item.bmsAuth} className="mt-1" />
          </span>
          <span className="mt-2 line-clamp-2 text-sm leading-6 text-ink-soft">{item.searchDescription}</span>
          <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-xs text-ink-mute">
            {authors ? <span className="max-w-[50%] truncate">{authors}</span> : null}
            <time dateTime={dayjs(item.publishDate).format('YYYY-MM-DD')}>
              {dayjs(item.publishDate).format('YYYY-MM-DD')}
            </time>
            <span className="ml-auto flex items-center gap-4">
              <span>
                {messages.common.views} {item.showViews}
              </span>
              <span>
                {messages.common.comments} {item.showComments}
              </span>
              <span>
                {messages.common.likes} {item.showDiggs}
              </span>
            </span>
          </span>
        </span>
      </ContentLink>
    </li>
  );
}
