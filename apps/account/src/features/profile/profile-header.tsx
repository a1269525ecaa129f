import type { UserHome } from '@portal/api/contract/account-profile';
import type { PersonalInfo } from '@portal/api/contract/user';
import { IS_AUTH, isAnonymousIdentity } from '@portal/api/identity';
import { websiteHref } from '@portal/api/rules/account-profile';
import { Avatar } from '@portal/shared-ui/avatar';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { FollowUserButton } from './follow-user-button';

const t = messages.profile;

/**
 * The profile's header (spec 3 Personal info): avatar with the medal pendant, name, level and
 * verification mark, title, hospital and department, introduction, personal website, the four
 * totals, and the follow button (never on oneself nor on an anonymous person).
 */
export function ProfileHeader({
  info,
  home,
  viewerId,
  onFollowChange,
  actions,
}: {
  info: PersonalInfo;
  home: UserHome;
  viewerId: number | null;
  onFollowChange: (followed: boolean, fans: number) => void;
  /** the owner's own buttons (home-view settings) */
  actions?: ReactNode;
}) {
  const website = websiteHref(home.website);
  const canFollow = !home.isOwner && viewerId !== info.id && !isAnonymousIdentity(info.identity);
  const totals: [string, number][] = [
    [t.releaseTotal, info.releaseTotal],
    [t.followerTotal, info.followerTotal],
    [t.collectTotal, info.collectTotal],
    [t.fans, info.fans],
  ];
  return (
    <header className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <div className="flex flex-wrap items-start gap-5">
        <div className="relative shrink-0">
          <Avatar src={info.avatar} name={info.realName} size={80} decorative />
          {info.medalPendantIcon ? (
            <img
              src={info.medalPendantIcon}
              alt={t.medal}
              width={28}
              height={28}
              className="absolute -right-1 -bottom-1 h-7 w-7"
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-semibold text-ink">{info.realName}</h1>
            <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-700">
              {t.level(info.levelNumber)}
            </span>
            {info.isAuth === IS_AUTH.verified ? (
              <span className="rounded bg-brand/10 px-1.5 text-xs text-brand">
                <span aria-hidden="true">✓ </span>
                {t.verified}
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-ink-soft">
            {[info.title, info.company, info.department].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-2 text-sm text-ink-soft">
            <span className="sr-only">{t.introduction}：</span>
            {home.introduction ?? t.noIntroduction}
          </p>
          {website ? (
            <p className="mt-1 text-sm">
              <span className="text-ink-mute">{t.website}：</span>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-brand hover:underline"
              >
                {website}
              </a>
            </p>
          ) : null}
        </div>
        {/* on a phone the buttons take a row of their own under the name, which keeps its width */}
        <div className="flex w-full shrink-0 items-center gap-2 empty:hidden md:w-auto">
          {canFollow ? (
            <FollowUserButton
              userId={info.id}
              name={info.realName}
              followed={home.followStatus === 'T'}
              onChange={onFollowChange}
            />
          ) : null}
          {actions}
        </div>
      </div>
      <dl className="mt-5 flex gap-8 border-t border-line pt-4">
        {totals.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse text-center">
            <dt className="text-xs text-ink-mute">{label}</dt>
            <dd className="text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
