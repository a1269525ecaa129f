import fs from 'node:fs';
import path from 'node:path';
import { Jieba } from '@node-rs/jieba';
// the file, not the bare subpath: the package has no exports map and the bundled server is ESM
import { dict as defaultDict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';

/**
 * Chinese text analysis shared by indexing and querying: jieba with its default dictionary plus
 * the neurosurgery user dictionary, a synonym list (abbreviation ↔ full term), stop words, and
 * pinyin keys for suggestions. The data files live in `search/data/` (maintained as data, not
 * code); a missing or empty file only means fewer terms.
 */

/** Where the data files are, both from source (src/search) and from the bundle (dist). */
function dataDir(): string {
  const fromSource = path.join(__dirname, 'data');
  const fromBundle = path.resolve(__dirname, '..', 'src', 'search', 'data');
  return fs.existsSync(fromSource) ? fromSource : fromBundle;
}

function readDataFile(name: string): string {
  try {
    return fs.readFileSync(path.join(dataDir(), name), 'utf8');
  } catch {
    return '';
  }
}

function dataLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * A user-dictionary word needs a frequency high enough to beat the default dictionary's split
 * (胶质|母细胞|瘤): below this floor jieba still cuts some terms apart.
 */
const USER_TERM_MIN_FREQ = 200_000;

const STOP_WORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '对',
  '于',
  '中',
  '等',
  '之',
  '其',
  '也',
  '为',
  '以',
  '被',
  '把',
  '将',
  '从',
  '到',
  '并',
  '而',
  '这',
  '那',
  '个',
  '有',
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'in',
  'on',
  'for',
  'with',
  'to',
  'is',
  'are',
  'by',
]);

/**
 * Left out of a query that has other words: the 下 of 神经内镜下 or 导航下 when the cut leaves it
 * alone (神经内镜|下|…) is grammar, not a word a document must carry.
 */
const QUERY_CONNECTIVES = new Set(['下']);

/** A token is letters, digits and CJK only; anything else separates tokens. */
const TOKEN_CHARS = /[^\p{L}\p{N}]+/gu;
const LATIN_OR_NUMBER = /[a-z]{2,}|\d+/g;
/** a piece that is Latin letters and digits only */
const LATIN_WORD = /^[a-z0-9]+$/;
/** a token mixing Latin letters or digits with something else */
const MIXED = /^(?=.*[a-z0-9])(?![a-z]+$)(?!\d+$)/;
const SENTENCE_END = /[。！？；!?;\n]+/;
const SENTENCE_CACHE_SIZE = 200_000;
const HAS_HAN = /\p{Script=Han}/u;

/**
 * Bump when the analyzer cuts text differently (dictionary, synonyms, rules): a stored index of
 * another version is rebuilt on start (`indexer.ensureBuilt`). 2: Latin words kept whole.
 * 3: the classification vocabulary (WHO CNS5 tumours, PitNET, functional and peripheral nerve
 * terms, their abbreviations) in the dictionary and synonyms.
 */
export const ANALYZER_VERSION = '3';

export interface Analyzer {
  /** space-joined lowercase tokens of a text, for FTS5 and tsvector('simple') */
  indexText(text: string): string;
  /** the same for a title, with the sub-words of long terms added (search mode) */
  indexTitle(text: string): string;
  /** the query's terms, each with its synonyms (any alternative matches; an alternative is its tokens, all required) */
  queryTerms(query: string): QueryTerm[];
  /**
   * The terms of a query that found nothing, for a looser match: a compound word the documents may
   * not hold whole also matched by its dictionary parts (动脉瘤夹闭术 by 动脉瘤 and 夹闭术). The same
   * term objects where there is nothing to loosen.
   */
  loosen(terms: readonly QueryTerm[]): QueryTerm[];
  /** the plain words of a query (no synonyms), e.g. to highlight */
  words(text: string): string[];
  /** the user-dictionary and synonym terms, the vocabulary suggestions start from */
  vocabulary(): string[];
}

export interface QueryTerm {
  word: string;
  /** the word and its synonyms as written in the synonym list (for highlighting) */
  synonyms: string[];
  alternatives: string[][];
  /**
   * a qualifier of a procedure (qualifiers.txt: 显微镜下, 神经内镜, 导航下…): documents without it
   * still answer the query, after those with it
   */
  qualifier?: true;
}

export interface PinyinKeys {
  full: string;
  initials: string;
}

/** Tone-less pinyin of a term: 胶质瘤 → { full: 'jiaozhiliu', initials: 'jzl' }; Latin stays as is. */
export function pinyinKeys(term: string): PinyinKeys {
  let keys = pinyinCache.get(term);
  if (!keys) {
    keys = computePinyinKeys(term);
    if (pinyinCache.size >= 50_000) pinyinCache.clear();
    pinyinCache.set(term, keys);
  }
  return keys;
}

/** rebuilds compute the same vocabulary's pinyin again; pinyin-pro takes ~0.2 ms a term */
const pinyinCache = new Map<string, PinyinKeys>();

function computePinyinKeys(term: string): PinyinKeys {
  if (!HAS_HAN.test(term)) {
    const plain = term.toLowerCase().replace(TOKEN_CHARS, '');
    return { full: plain, initials: plain };
  }
  const syllables = pinyin(term, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const cleaned = syllables.map((s) => s.toLowerCase().replace(TOKEN_CHARS, '')).filter(Boolean);
  return { full: cleaned.join(''), initials: cleaned.map((s) => s[0]).join('') };
}

function parseUserDict(text: string): { term: string; freq: number; pos: string }[] {
  return dataLines(text)
    .map((line) => {
      const [term, freq, pos] = line.split(/\s+/);
      return { term: term ?? '', freq: Number(freq) || 0, pos: pos || 'n' };
    })
    .filter((entry) => entry.term !== '');
}

/** Synonym groups, lowercase; the first word of a line is the canonical one. */
function parseSynonyms(text: string): string[][] {
  return dataLines(text)
    .map((line) =>
      line
        .split(/[,，]/)
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 1);
}

/** Qualifier groups: the qualifier as a query cuts it, then the spellings a document may carry for it. */
function parseQualifiers(text: string): Map<string, string[]> {
  const qualifiers = new Map<string, string[]>();
  for (const line of dataLines(text)) {
    const [word, ...spellings] = line
      .split(/[,，]/)
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean);
    if (word) qualifiers.set(word, spellings);
  }
  return qualifiers;
}

export function createAnalyzer(
  files: { userDict?: string; synonyms?: string; qualifiers?: string } = {},
): Analyzer {
  const userDict = parseUserDict(files.userDict ?? readDataFile('neurosurgery-dict.txt'));
  // as written (suggestions show them) and lower-cased (matching)
  const writtenGroups = parseSynonyms(files.synonyms ?? readDataFile('synonyms.txt'));
  const synonymGroups = writtenGroups.map((group) => group.map((word) => word.toLowerCase()));
  const qualifiers = parseQualifiers(files.qualifiers ?? readDataFile('qualifiers.txt'));
  const jieba = Jieba.withDict(defaultDict);

  // every Chinese synonym is a word of its own too, so both sides of a pair cut the same way
  const extraTerms = synonymGroups.flat().filter((w) => HAS_HAN.test(w) && !/\s/.test(w));
  const dictLines = [
    ...userDict.map((e) => `${e.term.toLowerCase()} ${Math.max(e.freq, USER_TERM_MIN_FREQ)} ${e.pos}`),
    ...extraTerms.map((term) => `${term} ${USER_TERM_MIN_FREQ} n`),
  ];
  if (dictLines.length > 0) jieba.loadDict(Buffer.from(dictLines.join('\n')));

  const synonymsOf = new Map<string, string[]>();
  for (const group of synonymGroups) {
    for (const word of group) {
      const known = synonymsOf.get(word) ?? [];
      synonymsOf.set(word, [...new Set([...known, ...group])]);
    }
  }

  /** synonyms that are several words ("deep brain stimulation"): matched whole in a query */
  const phraseSynonyms = [...synonymsOf].filter(([word]) => /[^\p{L}\p{N}]/u.test(word));

  /**
   * A title's pieces: the search-mode cut (words and their dictionary sub-words) plus every
   * other dictionary word found in it (cutAll), so a query word that spans a cut boundary of the
   * title (脑膜中动脉栓塞 in 脑膜中动脉|栓塞术) is still there. Titles are short; bodies get the
   * plain cut, which costs a third as much.
   */
  function titlePieces(clean: string): string[] {
    const pieces = preciseCut(clean);
    const seen = new Set(pieces);
    for (const word of [...jieba.cutForSearch(clean, false), ...jieba.cutAll(clean)]) {
      // a Latin fragment (sta of stealthstation) is no word of the title
      if (word.length >= 2 && !seen.has(word) && !LATIN_WORD.test(word)) {
        seen.add(word);
        pieces.push(word);
      }
    }
    return pieces;
  }

  /**
   * jieba's cut with Latin words kept whole: it cuts a Latin run by the dictionary too
   * (stealthstation → stealth|sta|tion, and sta is a synonym of 颞浅动脉). Its pieces spell the
   * text in order, so adjacent Latin pieces are one run.
   */
  function preciseCut(clean: string): string[] {
    const out: string[] = [];
    for (const piece of jieba.cut(clean, false)) {
      const last = out.length - 1;
      if (last >= 0 && LATIN_WORD.test(piece) && LATIN_WORD.test(out[last] as string)) out[last] += piece;
      else out.push(piece);
    }
    return out;
  }

  /**
   * Tokens of a text: lower-cased, punctuation turned into spaces before cutting (so every
   * piece jieba returns is a token or blank), stop words dropped, and the Latin and number runs
   * of a mixed token added on their own ("t1wi" → t1wi, t, wi, 1 is not: runs under 2 letters
   * are left out; "who2级" → who2级, who, 2).
   */
  function tokensOf(text: string, searchMode: boolean, withRuns = true): string[] {
    const clean = text.toLowerCase().replace(TOKEN_CHARS, ' ');
    const pieces = searchMode ? titlePieces(clean) : preciseCut(clean);
    const tokens: string[] = [];
    for (const piece of pieces) {
      if (piece.trim() === '' || STOP_WORDS.has(piece)) continue;
      tokens.push(piece);
      if (withRuns && MIXED.test(piece)) {
        for (const run of piece.match(LATIN_OR_NUMBER) ?? []) if (run !== piece) tokens.push(run);
      }
    }
    return tokens;
  }

  /**
   * Bodies repeat sentences (templates, quoted guidelines, boilerplate); cutting is the costly
   * part of indexing, so the tokens of recent sentences are kept.
   */
  const sentenceCache = new Map<string, string[]>();
  function cachedTokens(sentence: string, searchMode: boolean): string[] {
    const key = searchMode ? `s${sentence}` : `p${sentence}`;
    let tokens = sentenceCache.get(key);
    if (!tokens) {
      tokens = tokensOf(sentence, searchMode);
      if (sentenceCache.size >= SENTENCE_CACHE_SIZE) sentenceCache.clear();
      sentenceCache.set(key, tokens);
    }
    return tokens;
  }

  function indexTokens(text: string, searchMode: boolean): string {
    const out: string[] = [];
    for (const sentence of text.split(SENTENCE_END)) {
      if (sentence.trim() !== '') out.push(...cachedTokens(sentence, searchMode));
    }
    return out.join(' ');
  }

  // a query's mixed word ("vp分流") is indexed whole too, so its runs are not separate terms
  const words = (text: string) => [...new Set(tokensOf(text, false, false))];

  /**
   * A Chinese word as its longest dictionary parts, left to right (a character no part starts at
   * is left out): 动脉瘤夹闭术 → 动脉瘤, 夹闭术; null when it has fewer than two.
   */
  function partsOf(word: string): string[] | null {
    if (!HAS_HAN.test(word)) return null;
    const pieces = jieba.cutForSearch(word, false).filter((p) => p.length >= 2 && p !== word);
    const parts: string[] = [];
    for (let i = 0; i < word.length; ) {
      const longest = pieces
        .filter((p) => word.startsWith(p, i))
        .reduce((best, p) => (p.length > best.length ? p : best), '');
      if (longest) parts.push(longest);
      i += longest.length || 1;
    }
    return parts.length >= 2 ? parts : null;
  }

  return {
    indexTitle(text) {
      // search mode adds the dictionary sub-words (显微血管减压术 → 显微, 血管, 减压, …) so
      // shorter queries find the longer term in titles
      return indexTokens(text, true);
    },
    indexText(text) {
      return indexTokens(text, false);
    },
    queryTerms(query) {
      const terms: QueryTerm[] = [];
      const term = (word: string, synonyms: string[]): QueryTerm => {
        const spellings = qualifiers.get(word);
        const group = spellings ? [...new Set([...synonyms, ...spellings])] : synonyms;
        return {
          word,
          synonyms: group,
          alternatives: group.map((alt) => words(alt)).filter((tokens) => tokens.length > 0),
          ...(spellings ? { qualifier: true as const } : {}),
        };
      };
      const seen = new Set<string>();
      const lower = query.toLowerCase();
      // a synonym containing spaces or punctuation ("deep brain stimulation") is matched whole first
      let rest = lower;
      for (const [word, group] of phraseSynonyms) {
        if (!rest.includes(word)) continue;
        rest = rest.split(word).join(' ');
        if (!seen.has(word)) {
          seen.add(word);
          terms.push(term(word, group));
        }
      }
      const found = words(rest);
      for (const word of found) {
        if (seen.has(word) || (QUERY_CONNECTIVES.has(word) && found.length > 1)) continue;
        seen.add(word);
        terms.push(term(word, synonymsOf.get(word) ?? [word]));
      }
      return terms;
    },
    loosen(terms) {
      return terms.map((t) => {
        if (t.qualifier) return t;
        const parts = t.alternatives
          .filter((tokens) => tokens.length === 1)
          .map((tokens) => partsOf(tokens[0] as string))
          .filter((p): p is string[] => p !== null);
        if (parts.length === 0) return t;
        return {
          ...t,
          synonyms: [...new Set([...t.synonyms, ...parts.flat()])],
          alternatives: [...t.alternatives, ...parts],
        };
      });
    },
    words,
    vocabulary() {
      // one spelling per word, the dictionary's first (mRS, not mrs)
      const spelled = new Map<string, string>();
      for (const term of [...userDict.map((e) => e.term), ...writtenGroups.flat()]) {
        if (!spelled.has(term.toLowerCase())) spelled.set(term.toLowerCase(), term);
      }
      return [...spelled.values()];
    },
  };
}

let shared: Analyzer | null = null;

/**
 * The process's analyzer. Its dictionaries load on its first use (about 0.2 s: jieba's own and
 * ours), not when an app is built: most test files build an app and never search.
 */
export function analyzer(): Analyzer {
  if (!shared) {
    let loaded: Analyzer | undefined;
    const real = () => {
      loaded ??= createAnalyzer();
      return loaded;
    };
    shared = {
      indexText: (text) => real().indexText(text),
      indexTitle: (text) => real().indexTitle(text),
      queryTerms: (query) => real().queryTerms(query),
      loosen: (terms) => real().loosen(terms),
      words: (text) => real().words(text),
      vocabulary: () => real().vocabulary(),
    };
  }
  return shared;
}
