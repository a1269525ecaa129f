import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const info = contract(() => import(/* webpackMode: "weak" */ '../contract/info'));
const article = contract(() => import(/* webpackMode: "weak" */ '../contract/article'));

/**
 * News (spec 7, Info module). Comments, likes and views take the item as `articleId`, as the
 * article's calls do, so one comment system serves both.
 */
export const infoEndpoints = {
  list: info.get('/wapi/info/getInfoList.do', (c) => ({
    query: c.InfoListQuery,
    response: c.InfoListResponse,
  })),
  detail: info.get('/wapi/info/getInfoDetail.do', (c) => ({
    query: c.InfoDetailQuery,
    response: c.InfoDetailResponse,
  })),
  subspecialties: info.get('/wapi/mp/getSubSpecialty.do', (c) => ({ response: c.SubspecialtyListResponse })),
  related: info.get('/wapi/info/getRelatedInfo.do', (c) => ({
    query: c.InfoRelatedQuery,
    response: c.RelatedInfoResponse,
  })),
  views: info.post('/wapi/info/views.do', (c) => ({ body: c.InfoIdBody, response: c.InfoViewsResponse })),
  digg: info.post('/wapi/info/infoDigg.do', (c) => ({ body: c.InfoIdBody, response: c.InfoDiggResponse })),
  comments: article.get('/wapi/info/getInfoCommentsPage.do', (c) => ({
    query: c.CommentsQuery,
    response: c.CommentsResponse,
  })),
  childComments: article.get('/wapi/info/getInfoChildComments.do', (c) => ({
    query: c.ChildCommentsQuery,
    response: c.ChildCommentsResponse,
  })),
  postComment: article.post('/wapi/info/infoComment.do', (c) => ({
    body: c.PostCommentBody,
    response: c.PostCommentResponse,
  })),
  commentDigg: article.post('/wapi/info/infoCommentDigg.do', (c) => ({
    body: c.CommentDiggBody,
    response: c.CommentDiggResponse,
  })),
};
