import { topicQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { useState } from 'react';
import { AskButton } from '../../components/ask/ask-button';
import { idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { FeedSection } from '../../components/feed-section';
import { FollowButton } from '../../components/follow-button';
import { ItemPage } from '../../components/item-page';
import { messages } from '../../messages';

const t = messages.topic;

/** `/topic-circle/communitytopic?id=`: a topic, its followers and its feed. */
export function TopicPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const reader = useViewerId();
  const query = useQuery({ ...topicQuery(id ?? 0, reader), enabled: id !== undefined });
  const [followers, setFollowers] = useState<number | null>(null);
  return (
    <ItemPage
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(item) => t.documentTitle(item.title)}
      side={<CommunitySide topicId={query.data?.id} />}
    >
      {(topic) => (
        <>
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
          <FeedSection scope={{ topicId: topic.id }} />
        </>
      )}
    </ItemPage>
  );
}
