import type { MeetingLiveStatus } from '@portal/api/contract/channel';
import { messages } from '../messages';

const tone: Record<MeetingLiveStatus, string> = {
  LI: 'bg-red-600 text-white',
  NS: 'bg-brand text-white',
  LE: 'bg-ink/70 text-white',
  NL: '',
};

/** 直播中 / 预告 / 回放 over a meeting cover (spec 4); NL shows nothing. */
export function MeetingStateLabel({
  status,
  comingSoon = false,
  className = '',
}: {
  status: MeetingLiveStatus;
  /** publishStatus '0' with forthcoming 'T': 敬请期待 instead of the live state */
  comingSoon?: boolean;
  className?: string;
}) {
  if (comingSoon)
    return (
      <span className={`rounded px-1.5 py-0.5 text-xs leading-none bg-orange-700 text-white ${className}`}>
        {messages.meetingState.comingSoon}
      </span>
    );
  const text = messages.meetingState[status];
  if (!text) return null;
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs leading-none ${tone[status]} ${className}`}>{text}</span>
  );
}

/** spec 4: a meeting with publishStatus '0' and forthcoming 'T' shows coming soon and cannot be opened */
export const isComingSoon = (m: { publishStatus?: string; forthcoming?: string }) =>
  m.publishStatus === '0' && m.forthcoming === 'T';
