/**
 * Meeting video playback (issue "Video: live and recorded playback"), declared once for the server
 * and the player. Schema-free, so screens import it without TypeBox.
 *
 * Every venue (会场) of a meeting has one HLS stream: a sliding live playlist while its talks run,
 * a VOD playlist of its whole day once they are over. The server checks who may watch on the
 * playlist and on every segment; `canWatch`/`reason` of getAllLiveMeetingDetail only tell the
 * screen what it would answer.
 */

export const PLAYBACK_LIMITS = {
  /** segments a live playlist lists (6 × 4 s: hls.js starts 3 target durations from the edge) */
  liveWindowSegments: 6,
  /** seconds a VOD playlist may be cached (private: it is per viewer) */
  vodPlaylistMaxAge: 60,
  /** seconds a segment may be cached by the viewer's browser (private: paid video) */
  segmentMaxAge: 86_400,
  /** the longest replay a venue serves: one day */
  maxReplayMs: 86_400_000,
} as const;

export const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const HLS_SEGMENT_TYPE = 'video/mp2t';

/** where a venue's media lives; the playlist names its segments relative to itself (`{n}.ts`) */
export const venueMediaBase = (meetingId: number, fieldId: number) =>
  `/media/meeting/${meetingId}/venue/${fieldId}/`;

/** the HLS playlist of a venue: live or VOD, as the server decides at the moment of the request */
export const venuePlaylistUrl = (meetingId: number, fieldId: number) =>
  `${venueMediaBase(meetingId, fieldId)}index.m3u8`;

/** the segment with media sequence number `n` (0 at the venue's first talk, 4 s each) */
export const venueSegmentUrl = (meetingId: number, fieldId: number, n: number) =>
  `${venueMediaBase(meetingId, fieldId)}${n}.ts`;

export const PLAYBACK_MESSAGES = {
  venueNotFound: '会场不存在',
  segmentNotFound: '视频片段不存在',
} as const;
