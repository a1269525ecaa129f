import { getArticleDetail } from '@portal/api/calls/article';
import type { ArticleDetail } from '@portal/api/contract/article';
import { type DetailState, useDetail } from '../../components/detail/use-detail';

export type ArticleDetailState = DetailState<ArticleDetail>;

/** Loads one user-written article or case. */
export const useArticleDetail = (id: number | undefined) => useDetail(id, getArticleDetail);
