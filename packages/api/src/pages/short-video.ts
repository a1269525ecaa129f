import { type PageFirstData, pageId } from '@portal/api/first-data';
import { SHORT_VIDEO_PLAYER_PATH } from '@portal/api/jump-rules';
import { shortVideoFirst } from '@portal/api/queries/short-video';

/**
 * The short-video player's page (issue 24) and the call its first view needs: the video, under the
 * key of whom the page is answered for (their like and collect are in it). The player reads that
 * key from its first render (`useViewerId`: the page's reader while the session check runs, then
 * the user it finds), so it paints without asking, and asks nothing again once the check is done.
 */
export const shortVideoPage: PageFirstData = {
  path: SHORT_VIDEO_PLAYER_PATH,
  queries: (params, viewer) => {
    const id = pageId(params);
    return id === undefined ? [] : [shortVideoFirst(id, viewer)];
  },
};
