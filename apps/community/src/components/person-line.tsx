import type { CommunityPerson } from '@portal/api/contract/community';
import { Avatar } from '@portal/shared-ui/avatar';
import { communityLinks } from './community-links';

/**
 * Who wrote it: avatar and name, linking to their profile; an anonymous asker or a patient
 * (id 0 from the server) is 匿名用户 with the default avatar and no link.
 */
export function PersonLine({
  person,
  size = 24,
  extra,
}: {
  person: CommunityPerson;
  size?: number;
  extra?: string;
}) {
  const anonymous = person.id === 0;
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      <Avatar
        src={person.avatarAddress || null}
        name={person.realName}
        size={size}
        anonymous={anonymous}
        decorative
      />
      {anonymous ? (
        <span className="text-ink-soft">{person.realName}</span>
      ) : (
        <a
          href={communityLinks.profile(person.id)}
          target="_blank"
          rel="noopener"
          className="truncate py-3.5 font-medium text-ink hover:text-brand md:py-0"
        >
          {person.realName}
        </a>
      )}
      {extra ? <span className="truncate text-xs text-ink-mute">{extra}</span> : null}
    </span>
  );
}
