import type { SearchResultItem } from '@portal/api/contract/search';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';
import type { Analyzer } from './analyzer';
import type { SearchDocument } from './search-index';

/**
 * One content type's link to the index. Areas own their feeders and register them: adding a
 * searchable type is one feeder file in its area plus one line in `areas/index.ts` (the engine
 * imports no area): how its rows become documents (for the rebuild, in id batches, and
 * for one id when it changes) and how a page of hits becomes the spec 3 search objects.
 */
export interface Feeder<T extends SearchResultItem['type'] = SearchResultItem['type']> {
  type: T;
  /** where the ranking's popularity lives, for the periodic views refresh */
  popularity: { table: string; column: string };
  /** the searchable source ids after `afterId`, ascending, at most `limit` (rebuild batches) */
  ids(db: PortalDb, afterId: number, limit: number): Promise<number[]>;
  /** the documents of these ids; an id that is gone or not public is left out (and so removed) */
  documents(db: PortalDb, ids: readonly number[], analyzer: Analyzer): Promise<SearchDocument[]>;
  /** the search objects of these ids (one query per table, whatever the page size) */
  objects(db: PortalDb, ids: readonly number[], viewerId: number | null): Promise<SearchObjects<T>>;
  /**
   * The texts the assistant quotes of these ids, with the address the type's card opens; gone and
   * hidden ones are left out. A type without it (users, courses) is never quoted.
   */
  sourceTexts?(db: PortalDb, ids: readonly number[]): Promise<SourceText[]>;
}

/** a document's text as the assistant reads it */
export interface SourceText {
  type: string;
  id: number;
  title: string;
  url: string;
  /** plain text; sentences are cut from it */
  text: string;
}

/** how much of one source is read: long bodies state their point early, and this bounds the work */
const SOURCE_CHARS = 4000;

const SOURCE_ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Text of stored (sanitized) HTML with its block ends kept as line breaks, so a heading or a
 * list item without a full stop still ends a sentence (the assistant cuts sentences from it).
 */
export function sourceText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/blockquote|\/figcaption)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|amp|quot|#39);/g, (entity) => SOURCE_ENTITIES[entity] ?? ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .slice(0, SOURCE_CHARS);
}

/** the non-blank parts, a line each */
export const sourceLines = (...parts: readonly (string | null | undefined)[]) =>
  parts.filter((p): p is string => Boolean(p?.trim())).join('\n');

/** a feeder of any one type (what areas register; the engine takes them as `Feeder`) */
export type AnyFeeder = { [T in SearchResultItem['type']]: Feeder<T> }[SearchResultItem['type']];

export type SearchObjects<T extends SearchResultItem['type']> = Map<
  number,
  Extract<SearchResultItem, { type: T }>
>;

/** A document as its feeder describes it: the texts, not yet cut; flags default to none. */
export interface DocumentFields
  extends Omit<
    SearchDocument,
    'titleTokens' | 'bodyTokens' | 'authorTokens' | 'essences' | 'bmsAuth' | 'subspecialtyIds'
  > {
  body: string;
  author?: string;
  essences?: SearchDocument['essences'];
  bmsAuth?: number;
  subspecialtyIds?: readonly number[];
}

/** The document of these fields, its title, body and author cut by the analyzer. */
export function toDocument(
  analyzer: Analyzer,
  { body, author = '', ...fields }: DocumentFields,
): SearchDocument {
  return {
    essences: 'F',
    bmsAuth: 0,
    subspecialtyIds: [],
    ...fields,
    titleTokens: analyzer.indexTitle(fields.title),
    bodyTokens: analyzer.indexText(body),
    authorTokens: author ? analyzer.indexText(author) : '',
  };
}

/** How much of a long body is indexed: the opening carries the topic; the rest mostly adds noise and index size. */
export const BODY_INDEX_CHARS = 500;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/** the text of stored (sanitized) HTML, cut to `max` characters */
export function plainText(html: string, max = BODY_INDEX_CHARS): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

// the feeders' toolkit: grouping rows by their item is a general helper, kept in lib
export { groupBy } from '../lib/group-by';

/** the tables with an integer `id`, the ones a feeder can read in id batches */
type IdTable = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database];

/**
 * Every feeder's `ids()`: the table's ids after `afterId`, ascending, at most `limit`; `where`
 * keeps only the searchable rows (published, visible) when the table holds others too.
 */
export function idsAfter<T extends IdTable>(
  table: T,
  where?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): Feeder['ids'] {
  return async (db, afterId, limit) => {
    // Kysely cannot infer columns of a table picked by a type parameter; every IdTable has an id
    const anyTable = db as unknown as Kysely<Record<string, { id: number }>>;
    let query = anyTable
      .selectFrom(table as string)
      .select('id')
      .where('id', '>', afterId);
    if (where) query = query.where(where as never);
    const rows = await query.orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  };
}

/** How much text a result card shows of a question or an answer. */
export const CARD_TEXT_CHARS = 120;

/** the opening of stored HTML (or plain text) for a card, with an ellipsis when cut */
export function excerpt(html: string, max = CARD_TEXT_CHARS): string {
  const text = plainText(html, max + 1);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
