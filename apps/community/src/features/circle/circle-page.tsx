import { circleQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { useState } from 'react';
import { idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { FeedSection } from '../../components/feed-section';
import { FollowButton } from '../../components/follow-button';
import { ItemPage } from '../../components/item-page';
import { messages } from '../../messages';

const t = messages.circle;

/** `/topic-circle/communitycircle?id=`: a circle, its followers and its feed. */
export function CirclePage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const reader = useViewerId();
  const query = useQuery({ ...circleQuery(id ?? 0, reader), enabled: id !== undefined });
  const [followers, setFollowers] = useState<number | null>(null);
  return (
    <ItemPage
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(item) => t.documentTitle(item.title)}
      side={<CommunitySide />}
    >
      {(circle) => (
        <>
          <section aria-label={circle.title} className="flex gap-4 rounded-lg bg-white p-5">
            <img
              src={circle.image}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-xl font-semibold text-ink">{circle.title}</h1>
                <FollowButton
                  key={String(circle.isFollow)}
                  type="C"
                  contentId={circle.id}
                  followed={circle.isFollow}
                  label={circle.title}
                  onChange={(_, n) => setFollowers(n)}
                />
              </div>
              <p className="mt-2 text-sm text-ink-soft">{circle.description}</p>
              <p className="mt-2 flex gap-4 text-xs text-ink-mute">
                <span>{t.contents(circle.contents)}</span>
                <span>{t.views(circle.views)}</span>
                <span>{messages.follow.followers(followers ?? circle.followers)}</span>
              </p>
            </div>
          </section>
          <FeedSection scope={{ circleId: circle.id }} />
        </>
      )}
    </ItemPage>
  );
}
