import type { Suggestion } from '@portal/api/contract/search';
import { hotSearchesQuery, suggestionsQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { useQuery } from '@portal/query';
import { useEffect, useState } from 'react';

/** Spec 9 asks for suggestions as you type; this long after the last key, so a word is one request. */
export const SUGGEST_DEBOUNCE_MS = 150;

const NONE: Suggestion[] = [];
const NO_WORDS: string[] = [];

/**
 * `keywords` once they have stood still for `SUGGEST_DEBOUNCE_MS`, '' while they are changing: the
 * query keyed by them then has no reader, so the request of the older text is aborted at the first
 * new key, not 150 ms later.
 */
function useSettledKeywords(keywords: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    setSettled('');
    if (!keywords) return;
    const timer = setTimeout(() => setSettled(keywords), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keywords]);
  return settled;
}

/**
 * Suggestions for `text` (trimmed), asked 150 ms after the last change; a newer text aborts the
 * request of the older one, so a slow answer never replaces a newer list. [] for blank text. The
 * HTTP client loads with the first use of the box, not with the frame (`call` loads it on first use).
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const keywords = text.trim();
  const settled = useSettledKeywords(keywords);
  const { data } = useQuery({
    ...suggestionsQuery(settled, SEARCH_LIMITS.suggestions),
    select: (items) => items.slice(0, SEARCH_LIMITS.suggestions),
    // no suggestions is not an error: the box still searches what was typed
    retry: false,
  });
  return keywords && settled === keywords && data ? data : NONE;
}

/**
 * The hot searches, asked the first time `wanted` is true (the box is focused) and kept for the
 * page's life; after a failure, asked again on the next focus.
 */
export function useHotSearchWords(wanted: boolean): string[] {
  const { data } = useQuery({
    ...hotSearchesQuery(SEARCH_LIMITS.hots),
    enabled: wanted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: (list) =>
      list
        .map((hot) => hot.title.trim())
        .filter(Boolean)
        .slice(0, SEARCH_LIMITS.hots),
  });
  return data ?? NO_WORDS;
}
