import type { MeetingLiveStatus } from '@portal/api/contract/channel';
import type { SearchMeeting } from '@portal/api/contract/search';
import { ContentLink } from '@portal/shared-ui/host';
import { Highlight } from '../../components/highlight';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

const tone: Record<MeetingLiveStatus, string> = {
  LI: 'bg-red-600 text-white',
  NS: 'bg-brand text-white',
  LE: 'bg-ink/70 text-white',
  NL: '',
};

/** spec 4: publishStatus '0' with forthcoming 'T' shows 敬请期待 and cannot be opened */
export const isComingSoon = (m: Pick<SearchMeeting, 'publishStatus' | 'forthcoming'>) =>
  m.publishStatus === '0' && m.forthcoming === 'T';

/** 直播中 / 预告 / 回放 (spec 4), or 敬请期待; NL shows nothing. */
export function MeetingStateLabel({ meeting }: { meeting: SearchMeeting }) {
  if (isComingSoon(meeting))
    return (
      <span className="rounded bg-orange-700 px-1.5 py-0.5 text-xs leading-none text-white">
        {t.comingSoon}
      </span>
    );
  const text = t.meetingState[meeting.meetingLiveStatus];
  if (!text) return null;
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs leading-none ${tone[meeting.meetingLiveStatus]}`}>
      {text}
    </span>
  );
}

/** A meeting with its live state and the agendas that matched; a coming-soon meeting has no link. */
export function MeetingResult({ meeting, words }: { meeting: SearchMeeting; words: readonly string[] }) {
  const closed = isComingSoon(meeting);
  const place = [meeting.province, meeting.city].filter(Boolean).join(' ');
  return (
    <ResultFrame
      jump={closed ? { type: 'meeting_fields' } : { type: 'meeting', id: meeting.id }}
      typeLabel={t.types.meeting}
      title={meeting.meetingName}
      cover={meeting.appMainPic || meeting.titlePic}
      coverLabel={<MeetingStateLabel meeting={meeting} />}
      words={words}
      meta={
        <>
          <span>{meeting.meetingDateStr}</span>
          {place ? <span>{place}</span> : null}
          <span className="ml-auto">
            {messages.common.views} {meeting.showViews}
          </span>
        </>
      }
    >
      {meeting.searchMeetingAgendas.length > 0 ? (
        <ul aria-label={t.agendas} className="ml-[216px] mt-2 space-y-1 text-sm text-ink-soft">
          {meeting.searchMeetingAgendas.slice(0, 3).map((agenda) => (
            <li key={agenda.id} className="truncate">
              <ContentLink
                item={
                  closed
                    ? { type: 'meeting_fields' }
                    : { type: 'meeting', id: meeting.id, agendaId: agenda.id }
                }
                className="hover:text-brand"
              >
                <Highlight text={agenda.theme} words={words} />
                {agenda.authorNames ? <span className="ml-2 text-ink-mute">{agenda.authorNames}</span> : null}
              </ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
    </ResultFrame>
  );
}
