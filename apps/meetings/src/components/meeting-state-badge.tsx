import type { MeetingCard as Meeting } from '@portal/api/contract/channel';
import { isComingSoon, type MeetingLiveState } from '@portal/api/rules/meetings';
import { messages } from '../messages';

const tone: Record<MeetingLiveState, string> = {
  LI: 'bg-red-600 text-white',
  NS: 'bg-brand text-white',
  LE: 'bg-ink/70 text-white',
  NL: '',
};

/** 直播中 / 预告 / 回放 over a cover (spec 4); 敬请期待 for a coming-soon meeting; NL shows nothing. */
export function MeetingStateBadge({ meeting, className = '' }: { meeting: Meeting; className?: string }) {
  if (isComingSoon(meeting))
    return (
      <span className={`rounded bg-orange-700 px-1.5 py-0.5 text-xs leading-none text-white ${className}`}>
        {messages.state.comingSoon}
      </span>
    );
  const text = messages.state[meeting.meetingLiveStatus];
  if (!text) return null;
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs leading-none ${tone[meeting.meetingLiveStatus]} ${className}`}
    >
      {text}
    </span>
  );
}
