import type { MeetingDetail } from '@portal/api/contract/meetings';
import { CalendarPanel } from './calendar-panel';
import { CheckinPanel } from './checkin-panel';
import { QuestionnairePanel } from './questionnaire-panel';
import { VotesPanel } from './votes-panel';

/** What a meeting asks of its participants, for the meeting page's side column: each panel only when the meeting has it. */
export function ParticipationPanels({ meeting }: { meeting: MeetingDetail }) {
  return (
    <>
      {meeting.checkinFields.length > 0 ? <CheckinPanel meetingId={meeting.id} /> : null}
      {meeting.hasVotes ? <VotesPanel meetingId={meeting.id} /> : null}
      {meeting.hasQuestionnaire ? <QuestionnairePanel meetingId={meeting.id} /> : null}
      <CalendarPanel meetingId={meeting.id} />
    </>
  );
}
