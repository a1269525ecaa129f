import { beijingDayStart } from '@portal/api/beijing-time';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { durationOf, refusal, venueStatus } from '../venue-access';

const HOUR = 3_600_000;
const DAY1 = beijingDayStart('2026-11-01');
const DAY2 = beijingDayStart('2026-11-02');
/** a two-day live meeting, 08:30 to 17:30 of its second day */
const meeting = {
  live_status: 'LI' as const,
  start_time: DAY1 + 8.5 * HOUR,
  end_time: DAY2 + 17.5 * HOUR,
  price: null,
};
const day1 = { day: '2026-11-01', startedAt: DAY1 + 8.5 * HOUR, endedAt: DAY1 + 12 * HOUR };
const day2 = { day: '2026-11-02', startedAt: DAY2 + 8.5 * HOUR, endedAt: DAY2 + 12 * HOUR };

describe('venueStatus', () => {
  it('follows the clock: not yet, live on its day, recorded once its talks are over', () => {
    expect(venueStatus(meeting, day1, DAY1)).toEqual({ state: 'NS', playable: false });
    expect(venueStatus(meeting, day1, DAY1 + 9 * HOUR)).toEqual({ state: 'LI', playable: true });
    // the second day's venue is not yet while the meeting is live on its first day
    expect(venueStatus(meeting, day2, DAY1 + 9 * HOUR)).toEqual({ state: 'NS', playable: false });
    // on the second day the first day's venue is a recording
    expect(venueStatus(meeting, day1, DAY2 + 9 * HOUR)).toEqual({ state: 'LE', playable: true });
    expect(venueStatus(meeting, day2, DAY2 + 9 * HOUR)).toEqual({ state: 'LI', playable: true });
    // its day has begun but its first talk has not: live, the playlist waits for the first segment
    expect(venueStatus(meeting, day2, DAY2 + 1 * HOUR)).toEqual({ state: 'LI', playable: true });
  });

  it('has no video without talks or for a meeting entered without video', () => {
    const empty = { day: '2026-11-01', startedAt: null, endedAt: null };
    expect(venueStatus(meeting, empty, DAY1 + 9 * HOUR).state).toBe('NL');
    expect(venueStatus({ ...meeting, live_status: 'NL' }, day1, DAY2 * 2).state).toBe('NL');
    expect(durationOf(empty)).toBe(0);
    expect(durationOf(day1)).toBe(3.5 * HOUR);
  });
});

describe('refusal', () => {
  it('says why, in the order no video, not started, not paid', () => {
    expect(refusal({ state: 'NL', playable: false }, true, false)).toMatchObject({
      code: 404,
      message: MEETING_MESSAGES.noVideo,
    });
    expect(refusal({ state: 'NS', playable: false }, true, false)).toMatchObject({
      code: 403,
      message: MEETING_MESSAGES.notStarted,
    });
    expect(refusal({ state: 'LE', playable: true }, true, false)).toMatchObject({
      code: 403,
      message: MEETING_MESSAGES.paymentRequired,
    });
    expect(refusal({ state: 'LE', playable: true }, true, true)).toBeNull();
    expect(refusal({ state: 'LI', playable: true }, false, false)).toBeNull();
  });
});
