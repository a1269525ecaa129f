import type { HotSearch, Suggestion } from '@portal/api/contract/search';
import { useEffect, useRef, useState } from 'react';

/** Spec 9 asks for suggestions as you type; this long after the last key, so a word is one request. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGESTION_LIMIT = 10;
export const HOT_LIMIT = 10;

/** The search calls load with the first use of the box, not with the frame. */
const searchCalls = () => import('@portal/api/calls/search');

/**
 * Suggestions for `text` (trimmed), asked 150 ms after the last change; a newer text aborts the
 * request of the older one, so a slow answer never replaces a newer list. [] for blank text.
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const [list, setList] = useState<{ for: string; items: Suggestion[] }>({ for: '', items: [] });
  const controller = useRef<AbortController | null>(null);
  const keywords = text.trim();

  useEffect(() => {
    controller.current?.abort();
    controller.current = null;
    if (!keywords) return;
    const timer = setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      searchCalls()
        .then((calls) => calls.getSuggestions(keywords, { limit: SUGGESTION_LIMIT, signal: current.signal }))
        .then((items) => {
          if (!current.signal.aborted) setList({ for: keywords, items: items.slice(0, SUGGESTION_LIMIT) });
        })
        .catch(() => {
          // no suggestions: the box still searches what was typed
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keywords]);

  useEffect(() => () => controller.current?.abort(), []);

  return keywords && list.for === keywords ? list.items : [];
}

/** The hot searches, asked once the first time `wanted` is true (the box is focused). */
export function useHotSearchWords(wanted: boolean): string[] {
  const [words, setWords] = useState<string[]>([]);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    searchCalls()
      .then((calls) => calls.getHotSearches({ limit: HOT_LIMIT }))
      .then((list: HotSearch[]) =>
        setWords(
          list
            .map((hot) => hot.title.trim())
            .filter(Boolean)
            .slice(0, HOT_LIMIT),
        ),
      )
      .catch(() => {
        // asked again on the next focus
        asked.current = false;
      });
  }, [wanted]);
  return words;
}
