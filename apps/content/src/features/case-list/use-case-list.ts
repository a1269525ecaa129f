import type { ArticleItem, ArticleListQuery } from '@portal/api/contract/article';
import { articleListQuery } from '@portal/api/queries/content';
import { type ListState, useListPage } from '../../components/list/use-list-page';

export const CASE_PAGE_SIZE = 20;

export type CaseOrder = NonNullable<ArticleListQuery['order']>;

export type CaseListState = ListState<ArticleItem>;

/** Loads one page of user-written cases (see useListPage for cancellation and retry). */
export function useCaseList(pageNo: number, subspecialtyId: number | undefined, order: CaseOrder) {
  return useListPage(
    articleListQuery({
      type: 'case',
      pageNo,
      pageSize: CASE_PAGE_SIZE,
      order,
      ...(subspecialtyId ? { subspecialtyId } : {}),
    }),
  );
}
