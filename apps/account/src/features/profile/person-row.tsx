import type { ProfileUser } from '@portal/api/contract/account-profile';
import { profileUrl } from '@portal/api/rules/account-profile';
import { Avatar } from '@portal/shared-ui/avatar';
import { memo } from 'react';
import { messages } from '../../messages';
import { FollowUserButton } from './follow-user-button';

const t = messages.profile;

/**
 * A row of 关注 / 粉丝 with its own follow button carrying the reader's follow (none on the reader
 * themself nor on an anonymous person, who has no page either).
 */
export const PersonRow = memo(function PersonRow({ person }: { person: ProfileUser }) {
  const href = person.anonymous ? undefined : profileUrl(person.id);
  return (
    <div className="flex items-center gap-3 py-3">
      <Avatar src={person.avatar} name={person.realName} anonymous={person.anonymous} decorative />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          {href ? (
            <a href={href} target="_blank" rel="noopener" className="font-medium text-ink hover:text-brand">
              {person.realName}
            </a>
          ) : (
            <span className="font-medium text-ink">{person.realName}</span>
          )}
          {person.isAuth === 1 ? <span className="text-xs text-brand">{t.verified}</span> : null}
        </p>
        {person.anonymous ? null : (
          <p className="line-clamp-1 text-xs text-ink-mute">
            {[person.title, person.company, person.department].filter(Boolean).join(' · ')}
            <span className="ml-3">
              {t.fans} {person.fans}
            </span>
          </p>
        )}
      </div>
      {person.anonymous || person.isSelf ? null : (
        <FollowUserButton
          userId={person.id}
          name={person.realName}
          followed={person.followStatus === 'T'}
          size="sm"
        />
      )}
    </div>
  );
});
