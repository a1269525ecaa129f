import { beijingDateTime } from '@portal/api/beijing-time';
import { signUpBrandActivityWrite, subscribeBrandActivityWrite } from '@portal/api/mutations/brand';
import { brandActivityQuery } from '@portal/api/queries/brand';
import { useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { ContentLink } from '@portal/shared-ui/host';
import { useState } from 'react';
import { PhaseBadge } from '../../components/cards';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { SUBSCRIBE_TEXTS, ToggleButton, type ToggleTexts } from '../../components/toggle-button';
import { messages } from '../../messages';

const t = messages.activity;

const SIGN_UP_TEXTS: ToggleTexts = {
  off: t.signUp,
  on: t.signedUp,
  cancel: t.cancelSignUp,
  succeeded: messages.toggles.signUpSucceeded,
};

/**
 * `/bms/classify/{categoryId or -}/activity-details/{id}`: a brand activity's time, place and
 * introduction, its subscribe button and its sign-up (until it ends, within its places).
 */
export function ActivityPage() {
  const params = useParams();
  const id = idParam(params.id);
  // the reader the page was answered for until the session check ends: its first data's key
  const viewerId = useViewerId();
  const query = useQuery({ ...brandActivityQuery(id ?? 0, viewerId), enabled: id !== undefined });
  const [signups, setSignups] = useState<number | undefined>(undefined);
  return (
    <PageFrame id={id} query={query} notFound={t.notFound} documentTitle={(a) => t.documentTitle(a.name)}>
      {(activity) => {
        const taken = signups ?? activity.signups;
        const full = activity.capacity > 0 && taken >= activity.capacity && activity.signUpStatus !== 'T';
        return (
          <>
            <section
              aria-label={activity.name}
              className="grid gap-5 rounded-lg bg-white p-5 md:grid-cols-[360px_1fr]"
            >
              <img
                src={activity.cover}
                alt=""
                width={360}
                height={203}
                className="aspect-video w-full rounded object-cover"
              />
              <div className="min-w-0">
                <div className="flex items-start justify-between gap-3">
                  <h1 className="text-xl font-semibold leading-8 text-ink">
                    <PhaseBadge phase={activity.phase} />
                    {activity.name}
                  </h1>
                  <ToggleButton
                    key={`${viewerId ?? 0}-${activity.subscribeStatus}`}
                    write={subscribeBrandActivityWrite}
                    input={{ activityId: activity.id }}
                    on={activity.subscribeStatus === 'T'}
                    texts={SUBSCRIBE_TEXTS}
                    name={activity.name}
                  />
                </div>
                <dl className="mt-3 grid grid-cols-[4.5rem_1fr] gap-y-1.5 text-sm">
                  <dt className="text-ink-mute">{t.time}</dt>
                  <dd className="text-ink-soft">
                    {beijingDateTime(activity.startTime)} ~ {beijingDateTime(activity.endTime)}
                  </dd>
                  <dt className="text-ink-mute">{t.place}</dt>
                  <dd className="text-ink-soft">{activity.place}</dd>
                  <dt className="text-ink-mute">{t.brand}</dt>
                  <dd>
                    <ContentLink
                      item={{ type: 'brand', id: activity.brand.id, categoryId: activity.categoryId ?? '-' }}
                      className="text-brand hover:underline"
                    >
                      {activity.brand.name}
                    </ContentLink>
                  </dd>
                </dl>
                <p className="mt-2 text-xs text-ink-mute">
                  {t.places(taken, activity.capacity)} · {messages.common.views(activity.views)}
                </p>
                <div className="mt-4">
                  {activity.phase === 'ended' ? (
                    <span className="inline-block rounded bg-surface px-4 py-1.5 text-sm text-ink-mute">
                      {t.ended}
                    </span>
                  ) : full ? (
                    <span className="inline-block rounded bg-surface px-4 py-1.5 text-sm text-ink-mute">
                      {t.full}
                    </span>
                  ) : (
                    <ToggleButton
                      key={`${viewerId ?? 0}-${activity.signUpStatus}`}
                      write={signUpBrandActivityWrite}
                      input={{ activityId: activity.id }}
                      on={activity.signUpStatus === 'T'}
                      texts={SIGN_UP_TEXTS}
                      name={activity.name}
                      onChange={(answer) => setSignups(answer.count)}
                    />
                  )}
                </div>
              </div>
            </section>
            <Section title={t.about}>
              <p className="whitespace-pre-line text-sm leading-7 text-ink-soft">{activity.description}</p>
            </Section>
          </>
        );
      }}
    </PageFrame>
  );
}
