import { call } from '@portal/api/call';
import type { InputOf } from '@portal/api/endpoint';
import { barrageEndpoints as barrage } from '@portal/api/endpoints/barrage';
import { meetingCalendarEndpoints as calendar } from '@portal/api/endpoints/meeting-calendar';
import { meetingCommentEndpoints as comments } from '@portal/api/endpoints/meeting-comments';
import { meetingParticipationEndpoints as participation } from '@portal/api/endpoints/meeting-participation';
import { writeOptions } from '@portal/api/mutation';
import {
  calendarFeedQuery,
  checkinInfoQuery,
  questionnaireQuery,
  starredAgendasQuery,
  votePhasesQuery,
} from '@portal/api/queries/meetings';

/** ☆ / ★ an agenda item: the star shows what the server answered (several items may go at once). */
export const starAgendaWrite = (meetingId: number, viewerId: number | null) =>
  writeOptions({
    write: ({ agendaId }: { agendaId: number }) => call(calendar.starAgenda, { agendaId }),
    settle: (client, { starred }, { agendaId }) =>
      client.setQueryData(starredAgendasQuery(meetingId, viewerId).queryKey, (old) => {
        const ids = new Set(old?.agendaIds ?? []);
        if (starred) ids.add(agendaId);
        else ids.delete(agendaId);
        return { agendaIds: [...ids] };
      }),
  });

/** A new address for the reader's calendar feed (the old one stops working). */
export const resetFeedWrite = writeOptions({
  write: (_: undefined) => call(calendar.resetFeed, undefined),
  settle: (client, feed) => client.setQueryData(calendarFeedQuery().queryKey, feed),
});

/** A ballot: the answer is the phase with its results, shown at once; then the theme reads anew. */
export const voteWrite = (themeId: number) =>
  writeOptions({
    write: (input: InputOf<typeof participation.vote>) => call(participation.vote, input),
    settle: (client, updated) =>
      client.setQueryData(votePhasesQuery(themeId).queryKey, (old) =>
        old ? { ...old, list: old.list.map((p) => (p.id === updated.id ? updated : p)) } : old,
      ),
    invalidates: (_, updated) => (updated ? [votePhasesQuery(themeId).queryKey] : []),
  });

/** A questionnaire's answers (saveItemResult): the meeting's questionnaire shows submitted at once, then reads anew. */
export const saveAnswersWrite = (meetingId: number) =>
  writeOptions({
    write: (input: InputOf<typeof participation.saveAnswers>) => call(participation.saveAnswers, input),
    settle: (client) =>
      client.setQueryData(questionnaireQuery(meetingId).queryKey, (old) =>
        old ? { ...old, submitted: true } : old,
      ),
    invalidates: () => [questionnaireQuery(meetingId).queryKey],
  });

/** 签到 (saveMeetingCheckinInfo): the answer is the check-in with its code, shown at once. */
export const saveCheckinWrite = (meetingId: number) =>
  writeOptions({
    write: (input: InputOf<typeof participation.saveCheckin>) => call(participation.saveCheckin, input),
    settle: (client, checkin) => client.setQueryData(checkinInfoQuery(meetingId).queryKey, checkin),
  });

/** A meeting's comment calls, for the comment system (getMtgCommentPage, saveMtgComment, mtgCommentDigg). */
export const meetingCommentCalls = (meetingId: number) => ({
  comments: (pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(comments.comments, { meetingId, pageNo, pageSize }, { signal }),
  replies: (commentId: number, pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(comments.childComments, { commentId, pageNo, pageSize }, { signal }),
  post: (text: string, answeredId?: number) =>
    call(comments.saveComment, {
      meetingId,
      text,
      ...(answeredId !== undefined ? { parentId: answeredId } : {}),
    }),
  like: (commentId: number) => call(comments.commentDigg, { commentId }),
});

/** A replay's barrage: the window the player asks for as it plays, and sending one. */
export const barrageCalls = {
  window: (input: InputOf<typeof barrage.list>) => call(barrage.list, input),
};

export const sendBarrageWrite = writeOptions({
  write: (input: InputOf<typeof barrage.send>) => call(barrage.send, input),
});
