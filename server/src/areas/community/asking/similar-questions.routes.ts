import { communityAskingEndpoints as e } from '@portal/api/endpoints/community-asking';
import { SEARCH_TABS } from '@portal/api/rules/search';
import type { FastifyInstance } from 'fastify';
import { plainText } from '../../../content-safety/plain-text';
import { typingAidLimit } from '../../../lib/rate-limits';
import { serve } from '../../../lib/serve-endpoint';
import { TtlCache } from '../../../lib/ttl-cache';
import { analyzer, type QueryTerm } from '../../../search/analyzer';
import type { CommunityRouteOptions } from '../repositories';

/** words of a title looked up (a title is one sentence: more are repeats or filler) */
const MOST_TERMS = 8;
/** questions read per word */
const PER_TERM = 30;
/** a question must share this share of the title's weight (its rarer words) to be offered */
const MIN_SHARE = 0.35;
/**
 * An asker's title is looked up again at every pause in the typing, mostly the same words: a word's
 * questions and the count of questions are kept a minute (a new question is offered within it).
 */
const LOOKUP_CACHE_MS = 60_000;

/**
 * Similar questions while an asker types a title (issue 13): the search engine's community tab,
 * read directly so a half-typed title is never counted as a hot search. The index matches every
 * word of a query, and a new question rarely repeats an old one word for word, so each word is
 * looked up alone and a question scores the weight of the words its title shares, a word weighing
 * more the fewer titles hold it (inverse document frequency): sharing 胶质瘤 and 癫痫 counts, sharing
 * 术后 and 如何 does not.
 */
export async function similarQuestionRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const index = () => app.searchEngine.indexer.index;
  const lookups = new TtlCache<{ total: number; ids: number[] }>(LOOKUP_CACHE_MS, 5_000);
  const questionCount = new TtlCache<number>(LOOKUP_CACHE_MS, 1);

  /** the questions whose titles hold this word (the index's relevance order), and how many do */
  const lookUp = (term: QueryTerm) =>
    lookups.get(term.word, async () => {
      const result = await index().search({
        clauses: [{ term, fields: ['title'] as const }],
        tab: SEARCH_TABS.qa,
        sort: 'relevance',
        offset: 0,
        limit: PER_TERM,
      });
      return {
        total: result.total,
        ids: result.hits.filter((h) => h.type === 'community_qa').map((h) => h.refId),
      };
    });

  async function similar(title: string, limit: number): Promise<number[]> {
    const seen = new Set<string>();
    const terms: QueryTerm[] = [];
    for (const term of analyzer().queryTerms(title))
      if (!seen.has(term.word) && terms.length < MOST_TERMS) {
        seen.add(term.word);
        terms.push(term);
      }
    if (terms.length === 0) return [];
    // the community's questions, not the whole index: a word's rarity is among question titles
    const documents = await questionCount.get('published', async () =>
      Number(
        (
          await app.db
            .selectFrom('community_questions')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('status', '=', 'published')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const results = await Promise.all(terms.map(lookUp));
    const weightOf = (found: number) => Math.log((documents + 1) / (found + 1));
    // a word no title holds cannot be shared: it weighs nothing (else one new word would hide
    // every question that shares the rest)
    const total = results.reduce((sum, r) => sum + (r.total > 0 ? weightOf(r.total) : 0), 0);
    const score = new Map<number, number>();
    for (const result of results) {
      const weight = weightOf(result.total);
      for (const id of result.ids) score.set(id, (score.get(id) ?? 0) + weight);
    }
    // Map keeps first-seen order, so equal scores stay in the index's relevance order
    return [...score.entries()]
      .filter(([, s]) => total > 0 && s >= MIN_SHARE * total)
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]) => id);
  }

  await serve(
    app,
    e.similarQuestions,
    {
      tags: ['社区问答'],
      summary: '与正在输入的问题标题相似的已有问题（提问时提示，不计入热搜）',
      config: { rateLimit: typingAidLimit(options.typingAidsPerMinute) },
    },
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
