import type { ArticleItem } from '@portal/api/contract/article';
import { isAnonymousIdentity } from '@portal/session/identity';
import { Avatar } from '@portal/shared-ui/avatar';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { ContentBadges } from '../../components/content-badges';
import { messages } from '../../messages';

/** One case in the list: the whole card is a link that follows the host's jump rule (mparticle). */
export function CaseListItem({ item }: { item: ArticleItem }) {
  const anonymous = isAnonymousIdentity(item.creator.identity, 'article');
  const name = anonymous ? messages.articleDetail.anonymous : item.creator.realName;
  return (
    <li className="border-b border-line last:border-b-0">
      <ContentLink
        item={{ type: 'mparticle', id: item.id }}
        className="group flex gap-5 py-5 no-underline"
        title={item.title}
      >
        <span className="block h-[135px] w-[240px] shrink-0 overflow-hidden rounded-md bg-surface">
          {item.cover ? (
            <img
              src={item.cover}
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
              {item.title}
            </span>
            <ContentBadges essences={item.essences} bmsAuth={item.bmsAuth} className="mt-1" />
          </span>
          <span className="mt-2 line-clamp-2 text-sm leading-6 text-ink-soft">{item.description}</span>
          <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-xs text-ink-mute">
            <span className="flex max-w-[50%] items-center gap-2">
              <Avatar src={item.creator.avatarAddress} name={name} size={24} anonymous={anonymous} />
              <span className="truncate">{name}</span>
            </span>
            <time dateTime={dayjs(item.publishTime).format('YYYY-MM-DD')}>
              {dayjs(item.publishTime).format('YYYY-MM-DD')}
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
