import type { JumpItem } from '@portal/api/contract/jump';
import type { ContentEntry } from '@portal/api/contract/weeklies-columns';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import type { Ref } from 'react';

/** News items go to the link given with them, user articles by id (spec 2 jump rule). */
export function entryJump(entry: ContentEntry): JumpItem {
  return entry.jumpType === 'info'
    ? { type: 'info', id: entry.id, url: entry.url }
    : { type: 'mparticle', id: entry.id };
}

interface ContentEntryItemProps {
  entry: ContentEntry;
  /** the item `locateId` points at: highlighted */
  located?: boolean;
  itemRef?: Ref<HTMLLIElement>;
}

/** One item of a weekly or a column: cover, title, summary, authors and date; the card is the link. */
export function ContentEntryItem({ entry, located = false, itemRef }: ContentEntryItemProps) {
  return (
    <li
      ref={itemRef}
      data-located={located ? 'true' : undefined}
      className={`scroll-mt-24 rounded-md transition-colors ${
        located ? 'bg-brand-50 ring-2 ring-brand' : 'border-b border-line last:border-b-0'
      }`}
    >
      <ContentLink
        item={entryJump(entry)}
        className="group flex gap-3 p-3 no-underline md:gap-5 md:p-4"
        title={entry.title}
      >
        <span className="block h-[68px] w-[120px] shrink-0 overflow-hidden rounded-md bg-surface md:h-[124px] md:w-[220px]">
          {entry.cover ? (
            <img
              src={entry.cover}
              alt=""
              width={220}
              height={124}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 text-base font-semibold leading-snug text-ink group-hover:text-brand">
            {entry.title}
          </span>
          <span className="mt-2 hidden text-sm leading-6 text-ink-soft md:line-clamp-2">{entry.summary}</span>
          <span className="mt-auto flex flex-wrap items-center gap-x-4 pt-2 text-xs text-ink-mute">
            {entry.authorNames ? <span className="max-w-full truncate">{entry.authorNames}</span> : null}
            <time dateTime={dayjs(entry.publishTime).format('YYYY-MM-DD')}>
              {dayjs(entry.publishTime).format('YYYY-MM-DD')}
            </time>
          </span>
        </span>
      </ContentLink>
    </li>
  );
}
