import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const sv = contract(() => import(/* webpackMode: "weak" */ '../contract/short-video'));

/**
 * Short videos (spec 7 "Short video: comment list (videoId), post (videoId, parentId, content),
 * like, favorite/collect"); the page, the feed around a video and the view count are ours beside them.
 */
export const shortVideoEndpoints = {
  /** a published short video with the reader's like and collect */
  detail: sv.get('/wapi/shortVideo/getShortVideoDetail.do', (c) => ({
    query: c.ShortVideoIdQuery,
    response: c.ShortVideoResponse,
  })),
  /** the videos before and after one, for the player's swipe */
  feed: sv.get('/wapi/shortVideo/getShortVideoFeed.do', (c) => ({
    query: c.ShortVideoFeedQuery,
    response: c.ShortVideoFeedResponse,
  })),
  /** counts a view: once per viewer (session user, or visitor's address) per day */
  view: sv.post('/wapi/shortVideo/addViews.do', (c) => ({
    body: c.ShortVideoViewBody,
    response: c.ShortVideoViewResponse,
  })),
  /** likes or unlikes the video as the session user */
  digg: sv.post('/wapi/shortVideo/digg.do', (c) => ({
    body: c.ShortVideoActionBody,
    response: c.ShortVideoDiggResponse,
  })),
  /** collects or uncollects the video (collect type 7) as the session user */
  collect: sv.post('/wapi/shortVideo/collect.do', (c) => ({
    body: c.ShortVideoActionBody,
    response: c.ShortVideoCollectResponse,
  })),
  comments: sv.get('/wapi/shortVideo/getCommentList.do', (c) => ({
    query: c.ShortVideoCommentsQuery,
    response: c.ShortVideoCommentsResponse,
  })),
  childComments: sv.get('/wapi/shortVideo/getChildCommentList.do', (c) => ({
    query: c.ShortVideoChildCommentsQuery,
    response: c.ShortVideoChildCommentsResponse,
  })),
  postComment: sv.post('/wapi/shortVideo/comment.do', (c) => ({
    body: c.PostShortVideoCommentBody,
    response: c.PostShortVideoCommentResponse,
  })),
  commentDigg: sv.post('/wapi/shortVideo/commentDigg.do', (c) => ({
    body: c.ShortVideoCommentDiggBody,
    response: c.ShortVideoCommentDiggResponse,
  })),
};
