import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const writing = contract(() => import(/* webpackMode: "weak" */ '../contract/article-writing'));

/**
 * Writing cases, articles and popular science (issue 23; spec 7's user article calls, in the
 * article module's `/wapi/mp/` family): the author's own pieces, drafts, save, update, delete and
 * the watermark switch. Pictures go up through the media upload call.
 */
export const articleWritingEndpoints = {
  myArticles: writing.get('/wapi/mp/user/articles.do', (c) => ({
    query: c.MyArticlesQuery,
    response: c.MyArticlesResponse,
  })),
  drafts: writing.get('/wapi/mp/user/drafts.do', (c) => ({
    query: c.DraftsQuery,
    response: c.DraftsResponse,
  })),
  draft: writing.get('/wapi/mp/user/draft.do', (c) => ({
    query: c.PieceQuery,
    response: c.OpenedPieceResponse,
  })),
  saveArticle: writing.post('/wapi/mp/user/saveArticle.do', (c) => ({
    body: c.SaveArticleBody,
    response: c.SavedPieceResponse,
  })),
  updateArticle: writing.post('/wapi/mp/user/updateArticle.do', (c) => ({
    body: c.UpdateArticleBody,
    response: c.SavedPieceResponse,
  })),
  deleteArticle: writing.post('/wapi/mp/user/deleteArticle.do', (c) => ({
    body: c.DeleteArticleBody,
    response: c.DeletedResponse,
  })),
  watermark: writing.post('/wapi/mp/user/watermark.do', (c) => ({
    body: c.WatermarkBody,
    response: c.WatermarkResponse,
  })),
};
