import { apiErrorMessage } from '@portal/api/errors';
import { personalDataQuery } from '@portal/api/queries/account-personal-data';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { refreshSessionUser } from '@portal/session/session';
import { Button } from '@portal/shared-ui/button';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { messages } from '../../messages';
import { ProfileForm } from './profile-form';
import { VerificationPanel } from './verification-panel';

const t = messages.personalData;
type Tab = 'profile' | 'auth';
const TABS: readonly Tab[] = ['profile', 'auth'];

/**
 * `/personaldata`: 基本资料 and 身份认证 (`?tab=auth`, where the publish gates send an unverified
 * user). Inside the account layout, so the user is signed in. After a save or a submission the
 * session user is read again, so the header and the publish gates follow the new name and isAuth.
 */
export function PersonalDataPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'auth' ? 'auth' : 'profile';
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  const options = personalDataQuery(user?.id ?? 0);
  const query = useQuery({ ...options, enabled: user !== null });

  const choose = (next: Tab) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'auth') p.set('tab', 'auth');
        else p.delete('tab');
        return p;
      },
      { replace: true },
    );
  // the answer is in the cache already (the declared write settles it): the session user follows
  const changed = () => {
    refreshSessionUser().catch(() => {});
  };

  return (
    <section
      aria-labelledby="personal-data-heading"
      className="rounded-lg bg-white px-4 py-5 shadow-sm md:px-6"
    >
      <h1 id="personal-data-heading" className="text-lg font-semibold text-ink">
        {t.heading}
      </h1>
      <div role="tablist" aria-label={t.tabsLabel} className="mt-3 flex gap-6 border-b border-line">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`personal-data-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="personal-data-panel"
            onClick={() => choose(name)}
            className={`-mb-px border-b-2 pb-2 text-sm ${tab === name ? 'border-brand font-semibold text-brand' : 'border-transparent text-ink-soft hover:text-brand'}`}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div
        id="personal-data-panel"
        role="tabpanel"
        aria-labelledby={`personal-data-tab-${tab}`}
        className="pt-5"
      >
        {query.data ? (
          tab === 'profile' ? (
            <ProfileForm
              key={`profile-${query.dataUpdatedAt}`}
              userId={user?.id ?? 0}
              data={query.data}
              onSaved={changed}
            />
          ) : (
            <VerificationPanel
              key={`auth-${query.dataUpdatedAt}`}
              userId={user?.id ?? 0}
              data={query.data}
              onSubmitted={changed}
              onEditProfile={() => choose('profile')}
            />
          )
        ) : query.isError ? (
          <div role="alert" className="py-10 text-center text-sm text-ink-soft">
            <p>{apiErrorMessage(query.error, t.loadFailed)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : (
          <Skeleton lines={8} />
        )}
      </div>
    </section>
  );
}
