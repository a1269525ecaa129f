import type { DepartmentPerson } from '@portal/api/contract/department';
import { profileUrl } from '@portal/api/rules/account-profile';
import { Avatar } from '@portal/shared-ui/avatar';

/**
 * A person with their avatar, to their profile in a new tab (spec 2 /user-center?profileUserId=);
 * an anonymous one (id 0) has no link and the fixed avatar.
 */
export function PersonLink({ person, size = 36 }: { person: DepartmentPerson; size?: number }) {
  const anonymous = person.id === 0;
  const href = anonymous ? undefined : profileUrl(person.id);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Avatar
        src={person.avatarAddress}
        name={person.realName}
        size={size}
        anonymous={anonymous}
        decorative
      />
      {href ? (
        <a href={href} target="_blank" rel="noopener" className="truncate text-sm text-ink hover:text-brand">
          {person.realName}
        </a>
      ) : (
        <span className="truncate text-sm text-ink-soft">{person.realName}</span>
      )}
    </span>
  );
}
