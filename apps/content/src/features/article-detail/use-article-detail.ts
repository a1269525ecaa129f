import type { ArticleDetail } from '@portal/api/contract/article';
import { articleDetailQuery } from '@portal/api/queries/content';
import { type DetailState, useDetail } from '../../components/detail/use-detail';

export type ArticleDetailState = DetailState<ArticleDetail>;

/** Loads one user-written article or case. */
export const useArticleDetail = (id: number | undefined) => useDetail(id, articleDetailQuery);
