import type { ElabItem } from '@portal/api/contract/panoramic';
import { Avatar } from '@portal/shared-ui/avatar';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { messages } from '../../messages';

/** One case in a list: the whole row links to the case (jump rule elab_case_detail). */
export function ElabCaseItem({ item }: { item: ElabItem }) {
  const authors = item.authorList.slice(0, 3);
  return (
    <li className="border-b border-line last:border-b-0">
      <ContentLink
        item={{ type: 'elab_case_detail', id: item.id }}
        className="group flex gap-3 py-4 no-underline md:gap-5 md:py-5"
        title={item.caseName}
      >
        <span className="relative block h-[68px] w-[120px] shrink-0 overflow-hidden rounded-md bg-surface md:h-[135px] md:w-[240px]">
          <img
            src={item.image}
            alt=""
            width={240}
            height={135}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <span className="absolute left-1 top-1 max-w-[calc(100%-0.5rem)] truncate rounded bg-black/55 px-1.5 py-0.5 text-xs text-white md:left-2 md:top-2">
            {item.elabSurgicalClassification.name}
          </span>
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 text-base font-semibold leading-snug text-ink group-hover:text-brand md:text-lg">
            {item.caseName}
          </span>
          <span className="mt-2 hidden text-sm leading-6 text-ink-soft md:line-clamp-2">
            {item.shareDesc}
          </span>
          <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-ink-mute md:gap-x-4 md:pt-3">
            <span className="flex min-w-0 max-w-full items-center gap-1.5">
              {authors.map((a) => (
                <Avatar key={a.systemUserId} src={a.userAvatar} name={a.userRealname} size={24} />
              ))}
              <span className="truncate">{authors.map((a) => a.userRealname).join('、')}</span>
            </span>
            <span className="truncate">{item.hospital}</span>
            <time dateTime={dayjs(item.publishTime).format('YYYY-MM-DD')}>
              {dayjs(item.publishTime).format('YYYY-MM-DD')}
            </time>
            <span className="md:ml-auto">
              {messages.common.views} {item.views}
            </span>
          </span>
        </span>
      </ContentLink>
    </li>
  );
}

/** A case as a cover card (the panoramic home's latest and hottest grids). */
export function ElabCaseCard({ item }: { item: ElabItem }) {
  return (
    <li>
      <ContentLink
        item={{ type: 'elab_case_detail', id: item.id }}
        className="group block no-underline"
        title={item.caseName}
      >
        <span className="relative block aspect-video overflow-hidden rounded-md bg-surface">
          <img
            src={item.image}
            alt=""
            width={240}
            height={135}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <span className="absolute left-2 top-2 rounded bg-black/55 px-1.5 py-0.5 text-xs text-white">
            {item.elabSurgicalClassification.name}
          </span>
        </span>
        <span className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-ink group-hover:text-brand">
          {item.caseName}
        </span>
        <span className="mt-1 flex justify-between gap-2 text-xs text-ink-mute">
          <span className="truncate">{item.hospital}</span>
          <span className="shrink-0">
            {messages.common.views} {item.views}
          </span>
        </span>
      </ContentLink>
    </li>
  );
}
