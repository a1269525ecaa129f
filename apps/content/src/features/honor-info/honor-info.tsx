import { toggleFollowUser } from '@portal/api/calls/article';
import { getCollectors, getHonorInfo } from '@portal/api/calls/weeklies-columns';
import { apiErrorMessage } from '@portal/api/client';
import type { ListEnvelope } from '@portal/api/contract/envelope';
import type { Collector, HonorInfo as HonorInfoData } from '@portal/api/contract/weeklies-columns';
import { ANONYMOUS_ID } from '@portal/api/identity';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { Avatar } from '@portal/shared-ui/avatar';
import { ContentLink, useHost } from '@portal/shared-ui/host';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';

const t = messages.weeklyColumns;

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
  const [honor, setHonor] = useState<HonorInfoData | null>(null);
  const [collectors, setCollectors] = useState<ListEnvelope<Collector> | null>(null);
  const [pageNo, setPageNo] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    setHonor(null);
    setPageNo(1);
    getHonorInfo({ articleId, articleType }, { signal: controller.signal }).then(
      (r) => {
        if (!controller.signal.aborted) setHonor(r);
      },
      () => {},
    );
    return () => controller.abort();
  }, [articleId, articleType]);

  // the follow flags belong to the session user: signing in or out loads the page again
  // biome-ignore lint/correctness/useExhaustiveDependencies: `myId` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    getCollectors({ articleId, articleType, pageNo }, { signal: controller.signal }).then(
      (r) => {
        if (!controller.signal.aborted) setCollectors(r);
      },
      () => {},
    );
    return () => controller.abort();
  }, [articleId, articleType, pageNo, myId]);

  const list = collectors?.list ?? [];
  const weekly = honor?.weekly ?? null;
  if (!weekly && list.length === 0) return null;
  const totalPage = collectors?.page.totalPage ?? 1;
  const total = collectors?.page.totalCount ?? 0;
  const names = honor?.collect.collectorNameList ?? [];

  return (
    <section aria-label={t.honorTitle} className="rounded-lg bg-white px-5 py-5">
      <h2 className="text-base font-semibold text-ink">{t.honorTitle}</h2>
      {weekly ? (
        <p className="mt-3 text-sm">
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
                onClick={() => setPageNo((p) => (p >= totalPage ? 1 : p + 1))}
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
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function CollectorRow({ collector, isMe }: { collector: Collector; isMe: boolean }) {
  const host = useHost();
  const [followed, setFollowed] = useState(collector.isFollow);
  const pending = useRef(false);

  // flips at once (spec 4); the server's answer is the truth, a failure puts it back
  const toggle = useCallback(() => {
    if (!requireLogin() || pending.current) return;
    pending.current = true;
    const before = followed;
    setFollowed(!before);
    toggleFollowUser(collector.userId)
      .then(
        (r) => setFollowed(r.followStatus === 'T'),
        (error: unknown) => {
          setFollowed(before);
          host.toast(apiErrorMessage(error, t.actionFailed));
        },
      )
      .finally(() => {
        pending.current = false;
      });
  }, [collector.userId, followed, host]);

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
        <FollowToggle followed={followed} name={collector.realName} onToggle={toggle} />
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
