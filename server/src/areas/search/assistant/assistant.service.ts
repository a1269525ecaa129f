import type { AssistantAnswer } from '@portal/api/contract/assistant';
import { SEARCH_TABS } from '@portal/api/rules/search';
import type { PortalDb } from '../../../db/database';
import { TtlCache } from '../../../lib/ttl-cache';
import type { Analyzer, QueryTerm } from '../../../search/analyzer';
import type { Feeder } from '../../../search/feeder';
import type { Indexer } from '../../../search/indexer';
import type { SearchHit } from '../../../search/search-index';
import { COMPOSE_LIMITS, compose, type WeightedTerm } from './compose';
import { loadSourceTexts, TEXT_TYPES } from './source-texts';

/**
 * Words that make a sentence a question but say nothing about its subject; left in, they would
 * weigh most of all (no article contains 怎么) and no sentence could reach the coverage a
 * real answer needs.
 */
const QUESTION_WORDS = new Set([
  '怎么',
  '怎么办',
  '怎样',
  '如何',
  '什么',
  '哪些',
  '哪个',
  '哪种',
  '是否',
  '吗',
  '呢',
  '吧',
  '啊',
  '为什么',
  '为何',
  '多少',
  '几',
  '可以',
  '能否',
  '能不能',
  '请问',
  '有没有',
  '应该',
  '应当',
  '一般',
  '需要',
  '大家',
  '一下',
  '介绍',
  '关于',
  '我',
  '我们',
  '你',
  '您',
  '请',
  '谁',
  // function characters jieba leaves alone (动脉瘤破裂后 → …/后): matched everywhere, they
  // would highlight every 后 of the answer and add nothing to its ranking
  '后',
  '前',
  '时',
  '中',
  '的',
  '了',
  '和',
  '与',
  '及',
  '在',
  '是',
  '有',
  'what',
  'how',
  'why',
  'which',
  'when',
]);

/** the question's words considered (a long question's tail adds little and costs a search each) */
const MAX_TERMS = 8;
/** hits read per word */
const HITS_PER_TERM = 20;
/** documents whose text is read */
const DOCUMENTS_READ = 10;
/** a hit's weight falls with its rank: 1 at the top, ½ at rank 5 */
const RANK_DECAY = 5;
/** the weights need the size of the collection, not its exact size this second */
const DOCUMENT_COUNT_TTL_MS = 60_000;

export interface AssistantOptions {
  db: PortalDb;
  indexer: Indexer;
  /** the areas' feeders, which read the texts the answer quotes */
  feeders: readonly Feeder[];
  analyzer: Analyzer;
  now: () => number;
}

/** the words of a question worth searching for */
export function subjectTerms(analyzer: Analyzer, question: string): QueryTerm[] {
  return analyzer
    .queryTerms(question)
    .filter((t) => !QUESTION_WORDS.has(t.word) && t.alternatives.length > 0)
    .slice(0, MAX_TERMS);
}

/** idf-like weight: a word in few of the N documents weighs more; one in none weighs most */
export const termWeight = (documents: number, matching: number) => Math.log(1 + documents / (1 + matching));

export function createAssistant({ db, indexer, feeders, analyzer, now }: AssistantOptions) {
  const counted = new TtlCache<number>(DOCUMENT_COUNT_TTL_MS, 1);
  const documentCount = () =>
    counted.get('n', async () => {
      const row = await db
        .selectFrom('search_documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('doc_type', 'in', TEXT_TYPES)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });

  const searchFor = (clauses: readonly QueryTerm[], limit: number) =>
    indexer.index.search({
      clauses: clauses.map((term) => ({ term })),
      tab: SEARCH_TABS.all,
      types: TEXT_TYPES,
      sort: 'relevance',
      offset: 0,
      limit,
    });

  return {
    async answer(question: string): Promise<AssistantAnswer> {
      const generatedAt = now();
      const empty: AssistantAnswer = { question, sentences: [], sources: [], highlight: [], generatedAt };
      const terms = subjectTerms(analyzer, question);
      if (terms.length === 0) return empty;

      const [documents, perTerm, together] = await Promise.all([
        documentCount(),
        Promise.all(terms.map((term) => searchFor([term], HITS_PER_TERM))),
        // documents with every word rank first: they answer the whole question
        terms.length > 1 ? searchFor(terms, HITS_PER_TERM) : Promise.resolve(null),
      ]);
      const weighted: WeightedTerm[] = terms.map((term, i) => ({
        word: term.word,
        alternatives: term.alternatives,
        weight: termWeight(documents, perTerm[i]?.total ?? 0),
      }));
      if (perTerm.every((r) => r.total === 0)) return empty;

      const scores = new Map<string, { hit: SearchHit; score: number }>();
      const credit = (hits: readonly SearchHit[], weight: number) => {
        hits.forEach((hit, rank) => {
          const key = `${hit.type}:${hit.refId}`;
          const known = scores.get(key) ?? { hit, score: 0 };
          known.score += weight / (1 + rank / RANK_DECAY);
          scores.set(key, known);
        });
      };
      perTerm.forEach((result, i) => {
        credit(result.hits, weighted[i]?.weight ?? 0);
      });
      if (together)
        credit(
          together.hits,
          weighted.reduce((sum, t) => sum + t.weight, 0),
        );

      const ranked = [...scores.values()]
        .sort((a, b) => b.score - a.score)
        .slice(0, DOCUMENTS_READ)
        .map((s) => s.hit);
      const texts = await loadSourceTexts(feeders, db, ranked);
      const composed = compose(weighted, texts, COMPOSE_LIMITS);
      return { ...empty, ...composed };
    },
  };
}
