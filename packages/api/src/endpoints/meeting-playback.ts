import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const playback = contract(() => import(/* webpackMode: "weak" */ '../contract/meeting-playback'));

/**
 * Meeting video playback: each venue's stream, chapters and whether this viewer may watch. The
 * HLS media (`rules/meeting-playback` venuePlaylistUrl) is served beside it, outside the table.
 */
export const meetingPlaybackEndpoints = {
  playInfo: playback.get('/wapi/meeting/getAllLiveMeetingDetail', (c) => ({
    query: c.PlayInfoQuery,
    response: c.PlayInfoResponse,
  })),
};
