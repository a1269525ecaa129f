import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { localTime } from '@portal/testing/render';

/** The search area's data as the server answers it, for tests: override what a test is about. */
export function infoResult(id: number, title = `胶质母细胞瘤术中荧光引导切除进展 ${id}`): SearchResultItem {
  return {
    type: 'info',
    info: {
      infoId: id,
      infoImg: `/media/covers/info-${id}.svg`,
      infoTitle: title,
      essences: 'F',
      publishDate: localTime(2024, 5, 6, 9, 30),
      authorList: [{ authorName: '王建国', headImage: '/media/avatars/1.svg', userId: 11 }],
      authorNames: '王建国',
      searchDescription: '5-ALA 荧光引导下的最大安全切除，对胶质瘤患者总体生存期的影响。',
      bmsAuth: 0,
      compileArticle: 'F',
      subspecialtys: [{ id: 2, name: '神经肿瘤' }],
      showViews: 1234,
      showComments: 56,
      showDiggs: 78,
      url: `/info/detail?id=${id}`,
    },
  };
}

/** A page of results as the main and the advanced search answer it. */
export function searchResponse(
  list: SearchResultItem[],
  page: { pageNo?: number; totalPage?: number; totalCount?: number } = {},
  extra: Partial<Pick<SearchResponse, 'counts' | 'highlight'>> = {},
): SearchResponse {
  const pageNo = page.pageNo ?? 1;
  const totalPage = page.totalPage ?? 1;
  return {
    code: 1,
    list,
    page: { pageNo, pageSize: SEARCH_LIMITS.pageSize, totalPage, totalCount: page.totalCount ?? list.length },
    counts: extra.counts ?? {},
    highlight: extra.highlight ?? [],
  };
}

/** A list without pages (suggestions, hot searches, the side cards), as the server answers it. */
export const listOf = <T,>(list: T[]) => ({ code: 1 as const, list });
