import type { AssistantSentence, AssistantSource } from '@portal/api/contract/assistant';
import { ASSISTANT_LIMITS } from '@portal/api/rules/assistant';

/**
 * Extractive answer composition: the sentences of the retrieved sources that share the most
 * (and the rarest) words with the question, each cited to its source. Pure, so the rules are
 * tested without a database.
 */

/** a question word and the spellings that count as it (its synonyms), with its weight */
export interface WeightedTerm {
  word: string;
  /** lower-cased spellings; each is one or more tokens that must all appear */
  alternatives: string[][];
  /** idf-like: rarer words weigh more */
  weight: number;
}

/** a retrieved document's text, in retrieval order (read by its feeder) */
export type { SourceText } from '../../../search/feeder';

import type { SourceText } from '../../../search/feeder';

export interface ComposeLimits {
  sentences: number;
  perSource: number;
  sources: number;
}

export const COMPOSE_LIMITS: ComposeLimits = {
  sentences: 5,
  perSource: 2,
  sources: ASSISTANT_LIMITS.sources,
};

/**
 * A sentence must carry at least this share of the question's total weight: one common word
 * (手术, 患者) shared with a question about something rare is not an answer to it.
 */
export const MIN_COVERAGE = 0.35;
/** a title that carries a question word lends its sentences this share of that word's weight */
const TITLE_BONUS = 0.15;
/** character-bigram overlap above which two sentences say the same thing */
const NEAR_DUPLICATE = 0.6;
const MIN_SENTENCE_CHARS = 8;
const MAX_SENTENCE_CHARS = 220;

const SENTENCE = /[^。！？；!?;\n]+[。！？；!?;]*/g;
const LATIN_TOKEN = /^[a-z0-9]+$/;
/** figure and table captions (图1 …, 表 2 …) describe a picture, they answer nothing */
const CAPTION = /^[图表]\s*\d/;

/** Sentences of a text, with their ending punctuation kept. */
export function sentencesOf(text: string): string[] {
  return (text.match(SENTENCE) ?? [])
    .map((s) => s.replace(/^[\s、，,：:·•\-\d.）)]+(?=\S)/u, '').trim())
    .filter((s) => {
      const n = Array.from(s).length;
      return n >= MIN_SENTENCE_CHARS && n <= MAX_SENTENCE_CHARS && !CAPTION.test(s);
    });
}

/** Latin tokens match as whole words (dbs not inside "dbsx"); Chinese ones as substrings. */
function containsToken(lowerText: string, token: string): boolean {
  if (!LATIN_TOKEN.test(token)) return lowerText.includes(token);
  let from = 0;
  for (;;) {
    const at = lowerText.indexOf(token, from);
    if (at < 0) return false;
    const before = lowerText[at - 1] ?? ' ';
    const after = lowerText[at + token.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    from = at + 1;
  }
}

/** the spelling of `term` found in the text, or null */
export function matchOf(lowerText: string, term: WeightedTerm): string[] | null {
  return term.alternatives.find((tokens) => tokens.every((token) => containsToken(lowerText, token))) ?? null;
}

function bigrams(text: string): Set<string> {
  const chars = Array.from(text.replace(/[\s\p{P}]/gu, ''));
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) out.add(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/** overlap of two sentences' character pairs, relative to the shorter one */
export function similarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (x.size === 0 || y.size === 0) return a === b ? 1 : 0;
  let shared = 0;
  for (const pair of x) if (y.has(pair)) shared += 1;
  return shared / Math.min(x.size, y.size);
}

interface Candidate {
  source: number;
  position: number;
  text: string;
  score: number;
  matched: WeightedTerm[];
}

export interface ComposedAnswer {
  sentences: AssistantSentence[];
  sources: AssistantSource[];
  /** the question words (and their synonyms as spelled) the answer matched on */
  highlight: string[];
}

export function compose(
  terms: readonly WeightedTerm[],
  sources: readonly SourceText[],
  limits: ComposeLimits = COMPOSE_LIMITS,
): ComposedAnswer {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  if (total <= 0) return { sentences: [], sources: [], highlight: [] };

  const candidates: Candidate[] = [];
  sources.forEach((source, sourceIndex) => {
    const lowerTitle = source.title.toLowerCase();
    const titleBonus = terms
      .filter((t) => matchOf(lowerTitle, t))
      .reduce((sum, t) => sum + TITLE_BONUS * t.weight, 0);
    sentencesOf(source.text).forEach((text, position) => {
      const lower = text.toLowerCase();
      const matched = terms.filter((t) => matchOf(lower, t));
      const own = matched.reduce((sum, t) => sum + t.weight, 0);
      if (own < MIN_COVERAGE * total) return;
      // among equals, the earlier sentence of a source usually states the point
      candidates.push({
        source: sourceIndex,
        position,
        text,
        score: own + titleBonus - position * 1e-3,
        matched,
      });
    });
  });

  candidates.sort((a, b) => b.score - a.score || a.source - b.source || a.position - b.position);
  const chosen: Candidate[] = [];
  const perSource = new Map<number, number>();
  for (const candidate of candidates) {
    if (chosen.length >= limits.sentences) break;
    const used = perSource.get(candidate.source) ?? 0;
    if (used >= limits.perSource) continue;
    if (used === 0 && perSource.size >= limits.sources) continue;
    if (chosen.some((c) => similarity(c.text, candidate.text) >= NEAR_DUPLICATE)) continue;
    chosen.push(candidate);
    perSource.set(candidate.source, used + 1);
  }
  // read in the order of the sources' rank, and within a source as written
  chosen.sort((a, b) => a.source - b.source || a.position - b.position);

  const numberOf = new Map<number, number>();
  for (const c of chosen) if (!numberOf.has(c.source)) numberOf.set(c.source, numberOf.size + 1);
  const cited: AssistantSource[] = [...numberOf].map(([sourceIndex, n]) => {
    const source = sources[sourceIndex] as SourceText;
    return {
      n,
      type: source.type,
      id: source.id,
      title: source.title,
      url: source.url,
      passage: chosen
        .filter((c) => c.source === sourceIndex)
        .map((c) => c.text)
        .join('……'),
    };
  });

  const highlight = new Set<string>();
  for (const c of chosen) {
    for (const term of c.matched) {
      highlight.add(term.word);
      const spelled = matchOf(c.text.toLowerCase(), term);
      if (spelled) for (const token of spelled) highlight.add(token);
    }
  }
  return {
    sentences: chosen.map((c) => ({ text: c.text, citations: [numberOf.get(c.source) as number] })),
    sources: cited,
    highlight: [...highlight],
  };
}
