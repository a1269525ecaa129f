import { topicQuery } from '@portal/api/queries/community';
import type { FeedOrder } from '@portal/api/rules/community';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect, useState } from 'react';
import { AskButton } from '../../components/ask/ask-button';
import { idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { FeedList } from '../../components/feed-list';
import { FollowButton } from '../../components/follow-button';
import { OrderTabs } from '../../components/order-tabs';
import { messages } from '../../messages';

const t = messages.topic;

/** `/topic-circle/communitytopic?id=`: a topic, its followers and its feed. */
export function TopicPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const user = useSessionUser();
  const query = useQuery({ ...topicQuery(id ?? 0, user?.id ?? null), enabled: id !== undefined });
  const [order, setOrder] = useState<FeedOrder>('latest');
  const [followers, setFollowers] = useState<number | null>(null);
  useEffect(() => {
    if (query.data) document.title = t.documentTitle(query.data.title);
  }, [query.data]);
  if (id === undefined) return <NotFound />;
  if (query.isPending)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={6} label={messages.common.loading} />
      </main>
    );
  const topic = query.data;
  if (!topic)
    return (
      <main className="mx-auto max-w-page px-4 py-16 text-center text-ink-soft">
        <h1 className="text-lg">{t.notFound}</h1>
      </main>
    );
  return (
    <main className="mx-auto max-w-page px-4 py-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">
          <section aria-label={topic.title} className="flex gap-4 rounded-lg bg-white p-5">
            <img
              src={topic.cover || undefined}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-xl font-semibold text-ink">#{topic.title}</h1>
                <FollowButton
                  key={String(topic.isFollow)}
                  type="T"
                  contentId={topic.id}
                  followed={topic.isFollow}
                  label={topic.title}
                  onChange={(_, n) => setFollowers(n)}
                />
              </div>
              <p className="mt-2 text-sm text-ink-soft">{topic.description}</p>
              <div className="mt-2 flex items-center justify-between gap-4">
                <p className="flex gap-4 text-xs text-ink-mute">
                  <span>{t.questions(topic.questions)}</span>
                  <span>{messages.follow.followers(followers ?? topic.followers)}</span>
                </p>
                <AskButton variant="secondary" initialTopics={[{ id: topic.id, title: topic.title }]} />
              </div>
            </div>
          </section>
          <section aria-label={messages.home.feed} className="rounded-lg bg-white px-5 py-3">
            <OrderTabs
              value={order}
              onChange={setOrder}
              names={messages.home.orders}
              label={messages.home.orderLabel}
            />
            <FeedList key={order} scope={{ topicId: topic.id, order }} label={messages.home.feed} />
          </section>
        </div>
        <CommunitySide topicId={topic.id} />
      </div>
    </main>
  );
}
