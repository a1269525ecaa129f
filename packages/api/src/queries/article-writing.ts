import { call } from '@portal/api/call';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { WRITING_LIMITS, type WritingKind } from '@portal/api/rules/article-writing';
import { queryOptions } from '@portal/query';

/**
 * The author's own pieces (issue 23). Private to the signed-in author, so every key carries the
 * author's id: another account signed in on the same tab never reads a cached page of theirs.
 */
export const articleWritingKeys = {
  all: ['article-writing'] as const,
  of: <P extends object>(resource: string, params: P) => ['article-writing', resource, params] as const,
};

/** the drafts page (spec 7, 9): everything at once, the count from page.totalCount */
export const draftsQuery = (authorId: number) =>
  queryOptions({
    queryKey: articleWritingKeys.of('drafts', { authorId }),
    queryFn: ({ signal }) =>
      call(e.drafts, { pageNo: 1, pageSize: WRITING_LIMITS.draftsPageSizeMax }, { signal }),
  });

/** one draft or piece reopened in the editor */
export const openedPieceQuery = (authorId: number, id: number) =>
  queryOptions({
    queryKey: articleWritingKeys.of('piece', { authorId, id }),
    queryFn: ({ signal }) => call(e.draft, { id }, { signal }),
    // the editor owns the text once open: a refetch behind it would undo typing
    staleTime: Number.POSITIVE_INFINITY,
  });

/** the author's pieces with their review state and reason */
export const myArticlesQuery = (
  authorId: number,
  params: { pageNo: number; pageSize: number; type?: WritingKind },
) =>
  queryOptions({
    queryKey: articleWritingKeys.of('mine', { authorId, ...params }),
    queryFn: ({ signal }) => call(e.myArticles, params, { signal }),
  });
