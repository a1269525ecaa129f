import { contract } from '@portal/api/endpoint';

const article = contract(() => import(/* webpackMode: "weak" */ '../contract/article'));

/** User-written articles and cases (spec 7, Article module) and their comments. */
export const articleEndpoints = {
  list: article.get('/wapi/mp/articleList.do', (c) => ({
    query: c.ArticleListQuery,
    response: c.ArticleListResponse,
  })),
  detail: article.get('/wapi/mp/getMpArticle.do', (c) => ({
    query: c.ArticleIdQuery,
    response: c.ArticleDetailResponse,
  })),
  related: article.get('/query/v1/getRelatedArticles.jspx', (c) => ({
    query: c.RelatedQuery,
    response: c.RelatedResponse,
  })),
  views: article.post('/wapi/mp/views.do', (c) => ({ body: c.ViewsBody, response: c.ViewsResponse })),
  digg: article.post('/wapi/mp/articleDigg.do', (c) => ({
    body: c.ArticleDiggBody,
    response: c.ArticleDiggResponse,
  })),
  comments: article.get('/wapi/mp/getArticleCommentsPage.do', (c) => ({
    query: c.CommentsQuery,
    response: c.CommentsResponse,
  })),
  childComments: article.get('/wapi/mp/getArticleChildComments.do', (c) => ({
    query: c.ChildCommentsQuery,
    response: c.ChildCommentsResponse,
  })),
  postComment: article.post('/wapi/mp/articleComment.do', (c) => ({
    body: c.PostCommentBody,
    response: c.PostCommentResponse,
  })),
  commentDigg: article.post('/wapi/mp/articleCommentDigg.do', (c) => ({
    body: c.CommentDiggBody,
    response: c.CommentDiggResponse,
  })),
};
