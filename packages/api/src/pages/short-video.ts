import { type PageFirstData, pageId } from '@portal/api/first-data';
import { SHORT_VIDEO_PLAYER_PATH } from '@portal/api/jump-rules';
import { shortVideoFirst } from '@portal/api/queries/short-video';

/**
 * The short-video player's page (issue 24) and the call its first view needs: the video, under the
 * key the player reads before the session is known (`viewerId` null), so it paints without asking.
 */
export const shortVideoPage: PageFirstData = {
  path: SHORT_VIDEO_PLAYER_PATH,
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [shortVideoFirst(id, null)];
  },
};
