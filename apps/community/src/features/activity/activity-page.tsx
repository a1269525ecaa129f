import { beijingDate } from '@portal/api/beijing-time';
import { activityQuery } from '@portal/api/queries/community-activities';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser, useViewerId } from '@portal/session/hooks';
import { useState } from 'react';
import { ActivitySubscribeButton } from '../../components/activity-subscribe-button';
import { AskButton } from '../../components/ask/ask-button';
import { idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { FeedSection } from '../../components/feed-section';
import { ItemPage } from '../../components/item-page';
import { messages } from '../../messages';

const t = messages.activity;

const PHASE_STYLES = {
  upcoming: 'bg-amber-100 text-amber-800',
  ongoing: 'bg-green-100 text-green-800',
  ended: 'bg-surface text-ink-mute',
} as const;

const day = beijingDate;

/** `/topic-circle/activitydetail?id=`: an activity, its subscription, what it asks of doctors and its questions. */
export function ActivityPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const user = useSessionUser();
  const reader = useViewerId();
  const query = useQuery({ ...activityQuery(id ?? 0, reader), enabled: id !== undefined });
  const [subscribers, setSubscribers] = useState<number | null>(null);
  return (
    <ItemPage
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(item) => t.documentTitle(item.name)}
      side={<CommunitySide />}
    >
      {(activity) => (
        <>
          <section aria-label={activity.name} className="flex gap-5 rounded-lg bg-white p-5">
            <img
              src={activity.cover}
              alt=""
              width={192}
              height={108}
              className="hidden h-[108px] w-48 shrink-0 rounded-lg object-cover sm:block"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <h1 className="min-w-0 text-xl font-semibold leading-8 text-ink">
                  <span
                    className={`mr-2 rounded px-1.5 align-middle text-xs ${PHASE_STYLES[activity.phase]}`}
                  >
                    {t.phases[activity.phase]}
                  </span>
                  {activity.name}
                </h1>
                <ActivitySubscribeButton
                  key={`${user?.id ?? 0}-${activity.subscribeStatus}`}
                  activityId={activity.id}
                  subscribed={activity.subscribeStatus === 'T'}
                  name={activity.name}
                  onChange={(_, n) => setSubscribers(n)}
                />
              </div>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-mute">
                <span>{t.period(day(activity.startTime), day(activity.endTime))}</span>
                {activity.subspecialty ? <span>{t.subspecialty(activity.subspecialty.name)}</span> : null}
                <span>{t.views(activity.views)}</span>
                <span>{t.contents(activity.contents)}</span>
                <span>{t.subscribers(subscribers ?? activity.subscribers)}</span>
              </p>
              {activity.description ? (
                <div className="mt-4">
                  <h2 className="text-sm font-semibold text-ink">{t.about}</h2>
                  <p className="mt-1 whitespace-pre-line text-sm leading-6 text-ink-soft">
                    {activity.description}
                  </p>
                </div>
              ) : null}
              {activity.phase === 'ongoing' ? (
                <div className="mt-4">
                  <AskButton activity={{ id: activity.id, name: activity.name }} label={t.join} />
                </div>
              ) : null}
            </div>
          </section>
          <FeedSection scope={{ activityId: activity.id }} label={t.feed} />
        </>
      )}
    </ItemPage>
  );
}
