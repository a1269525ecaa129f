import type { MeetingDetail } from '@portal/api/contract/meetings';
import { lazy, Suspense } from 'react';
import { CalendarPanel } from './calendar-panel';

// Few meetings ask for a check-in, votes or a questionnaire: each panel's code (its forms, their
// calls) loads only on the page of a meeting that has it, not with every meeting page.
const CheckinPanel = lazy(() => import('./checkin-panel').then((m) => ({ default: m.CheckinPanel })));
const VotesPanel = lazy(() => import('./votes-panel').then((m) => ({ default: m.VotesPanel })));
const QuestionnairePanel = lazy(() =>
  import('./questionnaire-panel').then((m) => ({ default: m.QuestionnairePanel })),
);

/** What a meeting asks of its participants, for the meeting page's side column: each panel only when the meeting has it. */
export function ParticipationPanels({ meeting }: { meeting: MeetingDetail }) {
  return (
    <>
      <Suspense fallback={null}>
        {meeting.checkinFields.length > 0 ? <CheckinPanel meetingId={meeting.id} /> : null}
        {meeting.hasVotes ? <VotesPanel meetingId={meeting.id} /> : null}
        {meeting.hasQuestionnaire ? <QuestionnairePanel meetingId={meeting.id} /> : null}
      </Suspense>
      <CalendarPanel meetingId={meeting.id} />
    </>
  );
}
