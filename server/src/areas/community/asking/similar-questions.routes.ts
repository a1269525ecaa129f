import { communityAskingEndpoints as e } from '@portal/api/endpoints/community-asking';
import { SEARCH_TABS } from '@portal/api/rules/search';
import type { FastifyInstance } from 'fastify';
import { plainText } from '../../../content-safety/plain-text';
import { serve } from '../../../lib/serve-endpoint';
import { analyzer as createAnalyzer, type QueryTerm } from '../../../search/analyzer';

/** the index answers a page; a title of many words narrows to its longest ones first */
const MOST_TERMS = 6;

/**
 * Similar questions while an asker types a title (issue 13): the search engine's community tab,
 * read directly so a half-typed title is never counted as a hot search. Every word must match in
 * a search; a long title rarely matches whole, so the words are relaxed step by step — all of them,
 * then the two longest (in a clinical title the long words are the disease and the procedure), then
 * the longest alone — until enough questions are found.
 */
export async function similarQuestionRoutes(app: FastifyInstance) {
  const analyzer = createAnalyzer();
  const index = () => app.searchEngine.indexer.index;

  async function similar(title: string, limit: number): Promise<number[]> {
    const terms = analyzer.queryTerms(title);
    if (terms.length === 0) return [];
    const longest = [...terms].sort((a, b) => b.word.length - a.word.length);
    const attempts: QueryTerm[][] = [longest.slice(0, MOST_TERMS), longest.slice(0, 2), longest.slice(0, 1)];
    const found: number[] = [];
    for (const attempt of attempts) {
      const result = await index().search({
        clauses: attempt.map((term) => ({ term, fields: ['title'] as const })),
        tab: SEARCH_TABS.qa,
        sort: 'relevance',
        offset: 0,
        limit,
      });
      for (const hit of result.hits)
        if (hit.type === 'community_qa' && !found.includes(hit.refId)) found.push(hit.refId);
      if (found.length >= limit) break;
    }
    return found.slice(0, limit);
  }

  await serve(
    app,
    e.similarQuestions,
    { tags: ['社区问答'], summary: '与正在输入的问题标题相似的已有问题（提问时提示，不计入热搜）' },
    async (request) => {
      const title = plainText(request.query.title).replace(/\s+/g, ' ').trim();
      const limit = request.query.limit ?? 5;
      const ids = title ? await similar(title, limit) : [];
      const rows = ids.length
        ? await app.db
            .selectFrom('community_questions')
            .select(['id', 'title', 'answers'])
            .where('id', 'in', ids)
            .where('status', '=', 'published')
            .execute()
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const list = ids.flatMap((id) => {
        const q = byId.get(id);
        return q ? [{ id: q.id, title: q.title, answers: q.answers }] : [];
      });
      return {
        code: 1 as const,
        list,
        page: { pageNo: 1, pageSize: limit, totalCount: list.length, totalPage: list.length ? 1 : 0 },
      };
    },
  );
}
