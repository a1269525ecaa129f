/**
 * Which products a text names: a product is named when its whole name stands in the text, letter
 * case, full-width forms and runs of spaces aside (「美敦力 SenSight  定向电极」 names 美敦力 SenSight
 * 定向电极). A name that stands only inside a longer product name named at the same place does not
 * count (「X 系统 Pro」 names X 系统 Pro, not X 系统). No guessing beyond the name: a brand or a device
 * type alone names no product, and nothing is said of what a device does.
 */

/** at most this many products per question or answer (a list pasted in links no more) */
export const MAX_PRODUCTS_NAMED = 20;

/** the form both the text and the names are compared in */
const normal = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

export function productsNamedIn(text: string, products: readonly { id: number; name: string }[]): number[] {
  const haystack = normal(text);
  if (haystack.trim() === '') return [];
  const names = products
    .map((p) => ({ id: p.id, name: normal(p.name).trim() }))
    .filter((p) => Array.from(p.name).length >= 2)
    // longest first: a longer name claims its place before a name inside it is looked for
    .sort((a, b) => b.name.length - a.name.length || a.id - b.id);
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  const found: { id: number; at: number }[] = [];
  for (const { id, name } of names) {
    let first = -1;
    for (let at = haystack.indexOf(name); at !== -1; at = haystack.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (!free(at, end)) continue;
      taken.push([at, end]);
      if (first === -1) first = at;
    }
    if (first !== -1) found.push({ id, at: first });
  }
  return found
    .sort((a, b) => a.at - b.at || a.id - b.id)
    .slice(0, MAX_PRODUCTS_NAMED)
    .map((f) => f.id);
}
