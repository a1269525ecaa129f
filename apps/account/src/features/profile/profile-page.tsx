import type { PersonalInfo } from '@portal/api/contract/user';
import { ApiError, apiErrorMessage } from '@portal/api/errors';
import { IDENTITY } from '@portal/api/identity';
import { homeViewSettingsQuery, profileInfoQuery, userHomeQuery } from '@portal/api/queries/account-profile';
import { PROFILE_TABS, type ProfileTab } from '@portal/api/rules/account-profile';
import { useQuery, useQueryClient } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useCallback, useEffect } from 'react';
import { messages } from '../../messages';
import { HomeViewSettingsButton } from './home-view-settings';
import { ProfileHeader } from './profile-header';
import {
  ArticlesList,
  CollectionsList,
  DynamicsList,
  PeopleList,
  QaList,
  SubscriptionsList,
} from './tab-lists';
import { VariantCard } from './variant-card';

const t = messages.profile;

type PageTab = ProfileTab | 'subscriptions';

/** The address's tab: spec 2's appoint=Follow, appoint=UserFavorites and type=fans, else `tab`. */
function tabFromAddress(params: URLSearchParams): PageTab | null {
  if (params.get('appoint') === 'Follow') return 'follows';
  if (params.get('appoint') === 'UserFavorites') return 'favourites';
  if (params.get('type') === 'fans') return 'fans';
  const tab = params.get('tab');
  return tab && ([...PROFILE_TABS, 'subscriptions'] as string[]).includes(tab) ? (tab as PageTab) : null;
}

function addressOf(profileUserId: number, tab: PageTab): Record<string, string> {
  const base = { profileUserId: String(profileUserId) };
  if (tab === 'follows') return { ...base, appoint: 'Follow' };
  if (tab === 'favourites') return { ...base, appoint: 'UserFavorites' };
  if (tab === 'fans') return { ...base, type: 'fans' };
  return { ...base, tab };
}

function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /user-center?profileUserId={id} (issue 14): a user's page, readable without signing in. Its
 * header, the enterprise or administrator part, and the tabs its owner lets visitors see; the
 * owner also sees the home-view settings and their subscriptions.
 */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const viewer = useSessionUser();
  const status = useSessionStatus();
  const viewerId = viewer?.id ?? null;
  // without an id the page is the signed-in user's own
  const profileUserId = parseId(params.get('profileUserId')) ?? viewerId;
  const settled = status !== 'checking';
  const enabled = settled && profileUserId !== null;
  const queryClient = useQueryClient();

  const info = useQuery({ ...profileInfoQuery(profileUserId ?? 0, viewerId), enabled });
  const home = useQuery({ ...userHomeQuery(profileUserId ?? 0, viewerId), enabled });
  const isOwner = home.data?.isOwner === true && viewerId !== null;
  const ownSettings = useQuery({ ...homeViewSettingsQuery(viewerId ?? 0), enabled: isOwner });

  useEffect(() => {
    document.title = info.data ? t.titleOf(info.data.realName) : t.documentTitle;
  }, [info.data]);

  const onFollowChange = useCallback(
    (_followed: boolean, fans: number) => {
      if (profileUserId === null) return;
      queryClient.setQueryData(
        profileInfoQuery(profileUserId, viewerId).queryKey,
        (old: PersonalInfo | undefined) => (old ? { ...old, fans } : old),
      );
    },
    [queryClient, profileUserId, viewerId],
  );

  if (profileUserId === null) {
    if (!settled || status === 'unknown') return <Skeleton lines={8} className="mx-auto max-w-page p-6" />;
    return <NotFound title={t.notFound} message={t.notFound} />;
  }
  const failure = info.error ?? home.error;
  if (failure instanceof ApiError && failure.code === 404)
    return <NotFound title={t.notFound} message={t.notFound} />;
  if (failure)
    return (
      <ErrorBlock
        message={apiErrorMessage(failure, t.loadFailed)}
        onRetry={() => {
          void info.refetch();
          void home.refetch();
        }}
        retryText={t.retry}
      />
    );
  if (!info.data || !home.data)
    return <Skeleton lines={8} label={t.loading} className="mx-auto max-w-page p-6" />;

  const visible: PageTab[] = [
    ...PROFILE_TABS.filter((tab) => home.data.tabs[tab]),
    ...(isOwner ? ['subscriptions' as const] : []),
  ];
  const asked = tabFromAddress(params);
  const current: PageTab | undefined = asked && visible.includes(asked) ? asked : visible[0];
  const choose = (tab: PageTab) => setParams(addressOf(profileUserId, tab), { replace: true });
  const hiddenToVisitors = (tab: PageTab) =>
    isOwner && tab !== 'subscriptions' && ownSettings.data?.[tab] === false;

  return (
    <div className="mx-auto max-w-page px-4 py-5">
      <ProfileHeader
        // a new reader (signing in or out) starts from the server's follow of that reader
        key={viewerId ?? 'visitor'}
        info={info.data}
        home={home.data}
        viewerId={viewerId}
        onFollowChange={onFollowChange}
        actions={isOwner && viewerId !== null ? <HomeViewSettingsButton viewerId={viewerId} /> : null}
      />
      {home.data.variant !== 'personal' ? (
        <VariantCard variant={home.data.variant} profileUserId={profileUserId} />
      ) : null}
      {home.data.variant === 'administrator' && info.data.identity === IDENTITY.corporate ? (
        <VariantCard variant="enterprise" profileUserId={profileUserId} />
      ) : null}
      <section className="mt-4 rounded-lg bg-white px-4 pb-2 shadow-sm md:px-6">
        <div
          role="tablist"
          aria-label={t.tabsLabel}
          className="flex gap-6 overflow-x-auto border-b border-line"
        >
          {visible.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`profile-tab-${tab}`}
              aria-selected={tab === current}
              aria-controls="profile-tab-panel"
              onClick={() => choose(tab)}
              className={`shrink-0 py-3 text-sm ${
                tab === current
                  ? 'border-b-2 border-brand font-semibold text-brand'
                  : 'text-ink-soft hover:text-brand'
              }`}
            >
              {t.tabs[tab]}
              {hiddenToVisitors(tab) ? (
                <span className="text-xs text-ink-mute">{t.hiddenToVisitors}</span>
              ) : null}
            </button>
          ))}
        </div>
        {current ? (
          <div role="tabpanel" id="profile-tab-panel" aria-labelledby={`profile-tab-${current}`}>
            {/* the rows are h3: the tab's name is their section heading for assistive tech */}
            <h2 className="sr-only">{t.tabs[current]}</h2>
            <TabPanel tab={current} profileUserId={profileUserId} viewerId={viewerId} />
          </div>
        ) : (
          <p className="py-8 text-center text-sm text-ink-mute">{t.empty}</p>
        )}
      </section>
    </div>
  );
}

function TabPanel({
  tab,
  profileUserId,
  viewerId,
}: {
  tab: PageTab;
  profileUserId: number;
  viewerId: number | null;
}) {
  switch (tab) {
    case 'dynamics':
      return <DynamicsList profileUserId={profileUserId} viewerId={viewerId} />;
    case 'articles':
      return <ArticlesList profileUserId={profileUserId} viewerId={viewerId} />;
    case 'qa':
      return <QaList profileUserId={profileUserId} viewerId={viewerId} />;
    case 'follows':
    case 'fans':
      return <PeopleList profileUserId={profileUserId} viewerId={viewerId} direction={tab} />;
    case 'favourites':
      return <CollectionsList profileUserId={profileUserId} viewerId={viewerId} />;
    case 'subscriptions':
      return viewerId !== null ? <SubscriptionsList viewerId={viewerId} /> : null;
  }
}
