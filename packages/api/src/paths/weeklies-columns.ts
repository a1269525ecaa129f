/**
 * Paths of the weeklies and columns calls (spec 7: "Info and special calls: ... subscribe
 * specials, weekly"; article detail: honor info, specials, collectors). The spec shows payloads,
 * not paths: these are ours. Schema-free, so screens import them without TypeBox.
 */
export const weeklyColumnPaths = {
  weeklyDetail: '/wapi/info/getWeeklyDetail.do',
  columnDetail: '/wapi/info/getColumnDetail.do',
  columnItems: '/wapi/info/getColumnItems.do',
  subscribeColumn: '/wapi/info/subscribeSpecial.do',
  /** the columns ("specials") an article is in */
  articleSpecials: '/wapi/info/getArticleSpecials.do',
  honorInfo: '/wapi/info/getHonorInfo.do',
  collectors: '/wapi/info/getCollectors.do',
} as const;

export { COLLECTORS_PAGE_SIZE } from '../rules/weeklies-columns';
