import type { SearchClause, SearchField } from './search-index';

/**
 * The analyzer's terms as each engine's match syntax. Tokens hold letters, digits and CJK only
 * (the analyzer guarantees it), so quoting them needs no escaping.
 */

const SAFE_TOKEN = /^[\p{L}\p{N}]+$/u;
const safe = (tokens: readonly string[]) => tokens.filter((t) => SAFE_TOKEN.test(t));

/** FTS5: `{title body} : (("a") OR ("b" AND "c")) AND …` */
export function fts5Expression(clauses: readonly SearchClause[]): string | null {
  const parts: string[] = [];
  for (const clause of clauses) {
    const alternatives = clause.term.alternatives
      .map((tokens) => safe(tokens))
      .filter((tokens) => tokens.length > 0)
      .map((tokens) => `(${tokens.map((t) => `"${t}"`).join(' AND ')})`);
    if (alternatives.length === 0) continue;
    const any = `(${alternatives.join(' OR ')})`;
    parts.push(clause.fields?.length ? `{${clause.fields.join(' ')}} : ${any}` : any);
  }
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** the tsvector weights of each field: title A, author B, body C (see the migration) */
const WEIGHT: Record<SearchField, string> = { title: 'A', author: 'B', body: 'C' };

/** PostgreSQL to_tsquery('simple', …): `('a' | ('b' & 'c')) & …`, weights restricting fields */
export function tsqueryExpression(clauses: readonly SearchClause[], onlyFields?: readonly SearchField[]) {
  const parts: string[] = [];
  for (const clause of clauses) {
    const fields = onlyFields ?? clause.fields;
    const label = fields?.length ? `:${[...new Set(fields.map((f) => WEIGHT[f]))].sort().join('')}` : '';
    const alternatives = clause.term.alternatives
      .map((tokens) => safe(tokens))
      .filter((tokens) => tokens.length > 0)
      .map((tokens) => `(${tokens.map((t) => `'${t}'${label}`).join(' & ')})`);
    if (alternatives.length === 0) continue;
    parts.push(`(${alternatives.join(' | ')})`);
  }
  return parts.length > 0 ? parts.join(' & ') : null;
}
