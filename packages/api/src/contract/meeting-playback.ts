import { Id, okList } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Meeting video playback (getAllLiveMeetingDetail): what the player of a meeting needs for each of
 * its venues. The media itself (HLS playlists and segments under /media/meeting/…) is not JSON and
 * has no entry; its paths are `rules/meeting-playback`'s.
 */

export const PlayInfoQuery = Type.Object({ meetingId: Id() });
export type PlayInfoQuery = Static<typeof PlayInfoQuery>;

/** an agenda item of the venue as a chapter of its replay timeline */
export const PlaybackChapter = Type.Object({
  agendaId: Type.Integer(),
  theme: Type.String(),
  /** milliseconds from the venue's first talk */
  offsetMs: Type.Integer({ minimum: 0 }),
});
export type PlaybackChapter = Static<typeof PlaybackChapter>;

/** one venue's stream */
export const VenuePlay = Type.Object({
  fieldId: Type.Integer(),
  name: Type.String(),
  /** the Beijing date 'YYYY-MM-DD' */
  day: Type.String(),
  /** the venue's own state now: LI its talks run, LE they are over, NS not yet, NL no video */
  state: Type.Union([Type.Literal('LI'), Type.Literal('LE'), Type.Literal('NS'), Type.Literal('NL')]),
  /** the server will serve this viewer the video now */
  canWatch: Type.Boolean(),
  /** why not, in Chinese (null when canWatch) */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** the HLS playlist (null when not canWatch) */
  playlistUrl: Type.Union([Type.String(), Type.Null()]),
  /** the playlist is a sliding live one */
  live: Type.Boolean(),
  /** epoch ms of the venue's first talk: media time 0 */
  startedAt: Type.Integer(),
  /** the replay's length: the last talk's end − the first talk's start (0 without talks) */
  durationMs: Type.Integer({ minimum: 0 }),
  chapters: Type.Array(PlaybackChapter),
});
export type VenuePlay = Static<typeof VenuePlay>;
export const PlayInfoResponse = okList(VenuePlay);
