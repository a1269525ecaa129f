import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const weekliesColumns = contract(() => import(/* webpackMode: "weak" */ '../contract/weeklies-columns'));

/**
 * Weeklies and columns (spec 7: "Info and special calls: ... subscribe specials, weekly"; article
 * detail: honor info, specials, collectors). The spec shows payloads, not paths: these are ours.
 */
export const weekliesColumnsEndpoints = {
  weeklyDetail: weekliesColumns.get('/wapi/info/getWeeklyDetail.do', (c) => ({
    query: c.WeeklyDetailQuery,
    response: c.WeeklyDetailResponse,
  })),
  columnDetail: weekliesColumns.get('/wapi/info/getColumnDetail.do', (c) => ({
    query: c.ColumnDetailQuery,
    response: c.ColumnDetailResponse,
  })),
  columnItems: weekliesColumns.get('/wapi/info/getColumnItems.do', (c) => ({
    query: c.ColumnItemsQuery,
    response: c.ColumnItemsResponse,
  })),
  /** subscribe or unsubscribe a column (columnId), for the session user */
  subscribeColumn: weekliesColumns.post('/wapi/info/subscribeSpecial.do', (c) => ({
    body: c.SubscribeColumnBody,
    response: c.SubscribeColumnResponse,
  })),
  /** the columns ("specials") an article is in */
  articleSpecials: weekliesColumns.get('/wapi/info/getArticleSpecials.do', (c) => ({
    query: c.ArticleSpecialsQuery,
    response: c.ArticleSpecialsResponse,
  })),
  honorInfo: weekliesColumns.get('/wapi/info/getHonorInfo.do', (c) => ({
    query: c.HonorInfoQuery,
    response: c.HonorInfoResponse,
  })),
  collectors: weekliesColumns.get('/wapi/info/getCollectors.do', (c) => ({
    query: c.CollectorsQuery,
    response: c.CollectorsResponse,
  })),
};
