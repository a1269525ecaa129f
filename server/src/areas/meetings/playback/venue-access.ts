import { beijingDayStart } from '@portal/api/beijing-time';
import { liveStateAt, MEETING_MESSAGES, type MeetingLiveState } from '@portal/api/rules/meetings';
import { type AppError, forbidden, notFound } from '../../../lib/app-error';

/**
 * Where one venue's video stands at `now`, and whether a viewer may have it: the one decision the
 * play info, the playlist and every segment share, so the screen is told exactly what the media
 * routes will answer. Pure: the caller reads the rows and the clock.
 */

export interface MeetingForPlayback {
  live_status: MeetingLiveState;
  start_time: number | string | bigint;
  end_time: number | string | bigint;
  price: number | string | null;
}

export interface VenueSpan {
  /** the Beijing date 'YYYY-MM-DD' */
  day: string;
  /** the first talk's start, null when the venue has no talks */
  startedAt: number | null;
  /** the last talk's end (its start when it has no end) */
  endedAt: number | null;
}

export interface VenueStatus {
  /** LI live now, LE recorded (its talks are over), NS not yet, NL no video */
  state: MeetingLiveState;
  /** the video exists now (LI or LE): what remains is who may watch it */
  playable: boolean;
}

/**
 * A venue of a meeting with no video (NL, or no talks) has none; of a meeting not yet started is
 * not yet. A venue whose talks are over is recorded (VOD), as is every venue of a recorded meeting.
 * A venue of a live meeting is live once its day has begun, until its last talk ends; before its
 * day it is not yet.
 */
export function venueStatus(meeting: MeetingForPlayback, venue: VenueSpan, now: number): VenueStatus {
  const meetingState = liveStateAt(
    {
      liveStatus: meeting.live_status,
      startTime: Number(meeting.start_time),
      endTime: Number(meeting.end_time),
    },
    now,
  );
  if (meetingState === 'NL' || venue.startedAt === null || venue.endedAt === null)
    return { state: 'NL', playable: false };
  if (meetingState === 'NS') return { state: 'NS', playable: false };
  if (meetingState === 'LE' || now >= venue.endedAt) return { state: 'LE', playable: true };
  if (now < beijingDayStart(venue.day)) return { state: 'NS', playable: false };
  return { state: 'LI', playable: true };
}

/** the replay's length: last talk end − first talk start */
export const durationOf = (venue: VenueSpan) =>
  venue.startedAt === null || venue.endedAt === null ? 0 : Math.max(0, venue.endedAt - venue.startedAt);

/** why this viewer may not have the venue's video now (null: they may) */
export function refusal(status: VenueStatus, paid: boolean, entitled: boolean): AppError | null {
  if (status.state === 'NL') return notFound(MEETING_MESSAGES.noVideo);
  if (status.state === 'NS') return forbidden(MEETING_MESSAGES.notStarted);
  if (paid && !entitled) return forbidden(MEETING_MESSAGES.paymentRequired);
  return null;
}
