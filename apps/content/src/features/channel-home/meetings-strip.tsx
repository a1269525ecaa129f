import type { MeetingCard } from '@portal/api/contract/channel';
import { apiErrorMessage } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { ContentLink } from '@portal/shared-ui/host';
import { isComingSoon, MeetingStateLabel } from '../../components/meeting-state-label';
import { messages } from '../../messages';
import { useChannelMeetings } from './channel-data';

const t = messages.channelHome;

function MeetingTile({ meeting }: { meeting: MeetingCard }) {
  const comingSoon = isComingSoon(meeting);
  return (
    <li>
      <ContentLink
        // a coming-soon meeting cannot be opened (spec 4): no jump
        item={comingSoon ? { type: 'meeting_fields' } : { type: 'meeting', id: meeting.id }}
        className="group block no-underline"
        title={meeting.meetingName}
      >
        <span className="relative block aspect-video overflow-hidden rounded-md bg-surface">
          <img
            src={meeting.appMainPic}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <MeetingStateLabel
            status={meeting.meetingLiveStatus}
            comingSoon={comingSoon}
            className="absolute left-2 top-2"
          />
        </span>
        <span className="mt-2 line-clamp-2 text-sm font-medium leading-5 text-ink group-hover:text-brand">
          {meeting.meetingName}
        </span>
        <span className="mt-1 block text-xs text-ink-mute">
          {meeting.meetingDateStr}
          {meeting.city ? ` · ${meeting.city}` : ''}
        </span>
      </ContentLink>
    </li>
  );
}

/** The channel's live, upcoming and latest meetings. */
export function MeetingsStrip({ channelId, nodeId }: { channelId: number; nodeId: number | undefined }) {
  const { state, retry } = useChannelMeetings(channelId, nodeId);
  return (
    <section aria-label={t.meetingsLabel} className="rounded-lg bg-white px-5 py-4">
      <h2 className="mb-3 text-lg font-semibold text-ink">{t.meetingsTitle}</h2>
      {state.status === 'loading' ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={messages.common.loading}
          className="grid animate-pulse grid-cols-4 gap-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="aspect-video rounded-md bg-line/70" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <ErrorBlock
          message={apiErrorMessage(state.error, messages.common.loadFailed)}
          onRetry={retry}
          retryText={messages.common.retry}
          className="py-6"
        />
      ) : state.data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-mute">{t.noMeetings}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {state.data.list.map((m) => (
            <MeetingTile key={m.id} meeting={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
