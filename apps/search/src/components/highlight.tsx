import type { ReactNode } from 'react';

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pieces of `text` with every matched word marked: plain strings and the words to wrap. Longer
 * words first, so 胶质母细胞瘤 wins over 胶质 where both match. Case-insensitive for Latin letters
 * (GBM, DBS).
 */
export function splitByWords(text: string, words: readonly string[]): { text: string; hit: boolean }[] {
  const usable = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || usable.length === 0) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, hit: usable.some((w) => w.toLowerCase() === piece.toLowerCase()) }));
}

/**
 * `text` with the response's highlight words in `<mark class="search-hit">`. Built from React text
 * nodes, never HTML: a keyword or title holding markup shows as the characters it is.
 */
export function Highlight({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  return splitByWords(text, words).map((piece, i) =>
    piece.hit ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string never reorder
      <mark key={i} className="search-hit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
