import type { MeetingCard as Meeting } from '@portal/api/contract/channel';
import { isComingSoon } from '@portal/api/rules/meetings';
import { ContentLink } from '@portal/shared-ui/host';
import { messages } from '../messages';
import { MeetingStateBadge } from './meeting-state-badge';

// the badge is its own module: the meeting page shows it without loading the cards
export { MeetingStateBadge };

/**
 * A meeting as a card: cover with its state, name, dates and city. A coming-soon meeting cannot
 * be opened (spec 4), so it is no link.
 */
export function MeetingCard({
  meeting,
  compact = false,
  eager = false,
}: {
  meeting: Meeting;
  compact?: boolean;
  /** in the first screen: the cover loads at once (it is the page's largest paint), not lazily */
  eager?: boolean;
}) {
  const comingSoon = isComingSoon(meeting);
  const body = (
    <>
      <span className="relative block aspect-video overflow-hidden rounded-md bg-surface">
        <img
          src={meeting.appMainPic}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={240}
          height={135}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <MeetingStateBadge meeting={meeting} className="absolute left-2 top-2" />
      </span>
      <span
        className={`mt-2 line-clamp-2 font-medium leading-5 text-ink ${compact ? 'text-sm' : 'text-[15px]'} ${comingSoon ? '' : 'group-hover:text-brand'}`}
      >
        {meeting.meetingName}
      </span>
      <span className="mt-1 block text-xs text-ink-mute">
        {meeting.meetingDateStr}
        {meeting.city ? ` · ${meeting.city}` : ''}
      </span>
    </>
  );
  return (
    <li>
      {comingSoon ? (
        <div className="group block cursor-default" title={messages.state.comingSoon}>
          {body}
        </div>
      ) : (
        <ContentLink
          item={{ type: 'meeting', id: meeting.id }}
          className="group block no-underline"
          title={meeting.meetingName}
        >
          {body}
        </ContentLink>
      )}
    </li>
  );
}

/** A grid of meeting cards. */
export function MeetingGrid({
  meetings,
  columns = 4,
  eagerRows = 0,
}: {
  meetings: readonly Meeting[];
  columns?: 3 | 4;
  /** rows whose covers are in the first screen and load at once */
  eagerRows?: number;
}) {
  return (
    <ul className={`grid grid-cols-2 gap-4 ${columns === 4 ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}>
      {meetings.map((m, i) => (
        <MeetingCard key={m.id} meeting={m} eager={i < eagerRows * columns} />
      ))}
    </ul>
  );
}

/**
 * The grid of `count` meetings while they load: cards of the real ones' size (cover, two lines of
 * name, date), so the lists below do not move when the meetings arrive.
 */
export function MeetingGridSkeleton({
  count,
  columns = 4,
  label,
}: {
  count: number;
  columns?: 2 | 3 | 4;
  label: string;
}) {
  const grid = columns === 2 ? 'gap-3' : `gap-4 ${columns === 4 ? 'md:grid-cols-4' : 'md:grid-cols-3'}`;
  return (
    <ul aria-busy="true" aria-label={label} className={`grid grid-cols-2 ${grid}`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={i} aria-hidden="true" className="animate-pulse">
          <span className="block aspect-video rounded-md bg-line/70" />
          <span className="mt-2 block h-10 rounded bg-line/70" />
          <span className="mt-1 block h-4 w-2/3 rounded bg-line/50" />
        </li>
      ))}
    </ul>
  );
}
