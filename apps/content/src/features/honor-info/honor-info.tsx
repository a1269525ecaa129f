import type { Collector } from '@portal/api/contract/weeklies-columns';
import { ANONYMOUS_ID } from '@portal/api/identity';
import { followCollectorWrite } from '@portal/api/mutations/content';
import { collectorsQuery, honorInfoQuery } from '@portal/api/queries/content';
import { COLLECTORS_PAGE_SIZE } from '@portal/api/rules/weeklies-columns';
import { hashKey, type QueryKey, useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { useFollow } from '@portal/session/use-follow';
import { Avatar } from '@portal/shared-ui/avatar';
import { ContentLink } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { useRef, useState } from 'react';
import { messages } from '../../messages';

const t = messages.weeklyColumns;

/** the same article and viewer (keys `['content', 'collectors', { ...params, pageNo, viewer }]`) */
function sameCard(a: QueryKey, b: QueryKey): boolean {
  const [pa, pb] = [a[2], b[2]] as { pageNo?: number }[];
  return hashKey([{ ...pa, pageNo: 0 }]) === hashKey([{ ...pb, pageNo: 0 }]);
}

export interface HonorInfoProps {
  articleId: number;
  /** A: a user-written article or case (ugc); I: a news item (pgc) */
  articleType: 'A' | 'I';
}

/**
 * Right-column card of an article page: "收录于《…》第N期" (a link to that issue, scrolled to this
 * article) and who collected it, five at a time with 换一批, each with a follow button (not on
 * yourself). Nothing at all while loading, on failure, or when there is nothing to show.
 */
export function HonorInfo({ articleId, articleType }: HonorInfoProps) {
  const me = useSessionUser();
  const myId = me?.id ?? null;
  const honor = useQuery(honorInfoQuery({ articleId, articleType })).data ?? null;
  // 换一批 starts again at page 1 on another article
  const [paging, setPaging] = useState({ articleId, articleType, pageNo: 1 });
  const pageNo = paging.articleId === articleId && paging.articleType === articleType ? paging.pageNo : 1;
  // the follow flags belong to the session user: the key has `myId`, so signing in or out asks again
  const query = collectorsQuery({ articleId, articleType, pageNo, pageSize: COLLECTORS_PAGE_SIZE }, myId);
  const collectorsResult = useQuery({
    ...query,
    // 换一批 keeps this card's five on screen until the next five arrive
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameCard(previousQuery.queryKey, query.queryKey) ? previous : undefined,
  });
  const collectors = collectorsResult.data ?? null;
  // the entry whose rows are on screen (the previous page while the next one loads)
  const shown = useRef(query);
  if (!collectorsResult.isPlaceholderData) shown.current = query;

  const list = collectors?.list ?? [];
  const weekly = honor?.weekly ?? null;
  if (!weekly && list.length === 0) return null;
  const totalPage = collectors?.page.totalPage ?? 1;
  const total = collectors?.page.totalCount ?? 0;
  const names = honor?.collect.collectorNameList ?? [];

  return (
    <SideCard density="regular" title={t.honorTitle}>
      {weekly ? (
        <p className="text-sm">
          <ContentLink
            item={{ type: 'weekly', id: weekly.weeklyId, locateId: articleId }}
            className="text-brand no-underline hover:underline"
          >
            {t.includedIn(weekly.weeklyName, weekly.issueNo)}
          </ContentLink>
        </p>
      ) : null}
      {list.length > 0 ? (
        <div className="mt-4">
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-medium text-ink">{t.collectorsTitle}</h3>
            {totalPage > 1 ? (
              <button
                type="button"
                className="text-xs text-ink-mute hover:text-brand"
                onClick={() =>
                  setPaging({ articleId, articleType, pageNo: pageNo >= totalPage ? 1 : pageNo + 1 })
                }
              >
                {t.change}
              </button>
            ) : null}
          </div>
          {names.length > 0 ? (
            <p className="mt-1 text-xs text-ink-mute">
              {t.collectedBy(names.join(t.nameSeparator), Math.max(total, names.length))}
            </p>
          ) : null}
          <ul aria-label={t.collectorsLabel} className="mt-3 space-y-3">
            {list.map((collector, i) => (
              <CollectorRow
                // anonymous collectors all come as id 0: their place tells them apart
                key={`${myId ?? 0}-${collector.userId || `anonymous-${i}`}`}
                collector={collector}
                isMe={collector.userId === myId}
                entry={shown.current.queryKey}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </SideCard>
  );
}

function CollectorRow({
  collector,
  isMe,
  entry,
}: {
  collector: Collector;
  isMe: boolean;
  /** the cached page of collectors on screen, which the answer is written into */
  entry: QueryKey;
}) {
  // flips at once (spec 4); the server's answer is the truth, a failure puts it back
  const follow = useFollow({
    write: followCollectorWrite,
    input: { userId: collector.userId, entry },
    on: collector.isFollow,
    optimistic: true,
    failedText: t.actionFailed,
  });

  // the server names no anonymous collector (id 0): no follow, the anonymous avatar
  const anonymous = collector.userId === ANONYMOUS_ID;
  return (
    <li className="flex items-center gap-3">
      <Avatar src={collector.userAvatar} name={collector.realName} size={36} anonymous={anonymous} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-ink">{collector.realName}</span>
        <span className="truncate text-xs text-ink-mute">{collector.company}</span>
      </span>
      {isMe || anonymous ? null : (
        <FollowToggle followed={follow.on} name={collector.realName} onToggle={follow.toggle} />
      )}
    </li>
  );
}

/** 关注 / 已关注, 取消关注 while hovering or focusing a followed button (spec 4). */
function FollowToggle({ followed, name, onToggle }: { followed: boolean; name: string; onToggle(): void }) {
  const [hover, setHover] = useState(false);
  const text = followed ? (hover ? t.unfollow : t.followed) : t.follow;
  return (
    <button
      type="button"
      aria-pressed={followed}
      aria-label={`${t.follow} ${name}`}
      onClick={onToggle}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      className={
        followed
          ? 'min-w-[64px] shrink-0 rounded-full border border-line px-3 py-0.5 text-xs text-ink-mute hover:border-brand hover:text-brand'
          : 'min-w-[64px] shrink-0 rounded-full bg-brand px-3 py-0.5 text-xs text-white hover:opacity-90'
      }
    >
      {text}
    </button>
  );
}
