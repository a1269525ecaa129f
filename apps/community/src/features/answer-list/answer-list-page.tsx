import { beijingDateTime } from '@portal/api/beijing-time';
import type { AnswerListItem } from '@portal/api/contract/community-invitations';
import { answerListQuery } from '@portal/api/queries/community';
import { useInfiniteQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { filterChoiceClass } from '@portal/shared-ui/filter-nav';
import { useHost } from '@portal/shared-ui/host';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { AnswerButton } from '../../components/answer-button';
import { communityLinks } from '../../components/community-links';
import { messages } from '../../messages';

const t = messages.answerList;
type Tab = 'invited' | 'waiting';

/**
 * `/topic-circle/answerList` (the publish popup's 回答 option): questions the reader was invited to
 * answer, and questions still waiting for a first answer, each with its 写回答 button.
 */
export function AnswerListPage() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const host = useHost();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'waiting' ? 'waiting' : 'invited';
  useEffect(() => {
    document.title = t.documentTitle;
    if (status === 'signedOut') host.requireLogin();
  }, [status, host]);
  return (
    <main className="mx-auto max-w-[900px] px-4 py-6">
      <h1 className="text-xl font-semibold text-ink">{t.heading}</h1>
      <fieldset aria-label={t.tabsLabel} className="mt-4 flex gap-2">
        {(['invited', 'waiting'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={tab === k}
            onClick={() => setParams(k === 'invited' ? {} : { tab: k }, { replace: true })}
            className={filterChoiceClass('chips', tab === k)}
          >
            {t.tabs[k]}
          </button>
        ))}
      </fieldset>
      {user ? (
        <Questions key={tab} tab={tab} viewerId={user.id} />
      ) : (
        <Skeleton block lines={6} label={messages.common.loading} />
      )}
    </main>
  );
}

function Questions({ tab, viewerId }: { tab: Tab; viewerId: number }) {
  const query = useInfiniteQuery(answerListQuery(tab, viewerId));
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section aria-label={t.tabs[tab]} className="mt-4 rounded-lg bg-white px-5">
      <ul>
        {items.map((item) => (
          <Row key={item.questionId} item={item} />
        ))}
      </ul>
      <InfiniteFooter
        query={query}
        count={items.length}
        emptyText={tab === 'invited' ? t.emptyInvited : t.emptyWaiting}
        texts={messages.common}
      />
    </section>
  );
}

function Row({ item }: { item: AnswerListItem }) {
  return (
    <li className="flex items-center gap-4 border-b border-line py-4 last:border-0">
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold leading-6 text-ink">
          <a href={communityLinks.question(item.questionId)} className="hover:text-brand">
            {item.title}
          </a>
        </h2>
        <p className="mt-1 text-xs text-ink-mute">
          {item.inviter && item.invitedAt !== null
            ? t.invitedBy(item.inviter.realName, beijingDateTime(item.invitedAt))
            : t.waitingSince(beijingDateTime(item.publishTime))}
          <span className="ml-3">{t.answers(item.answers)}</span>
        </p>
      </div>
      {item.answered ? (
        <span className="shrink-0 text-sm text-green-700">{t.answered}</span>
      ) : (
        <AnswerButton questionId={item.questionId} title={item.title} />
      )}
    </li>
  );
}
