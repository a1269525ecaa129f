import { hintWordsQuery } from '@portal/api/queries/portal';
import { useQuery } from '@portal/query';
import { useEffect, useState } from 'react';
import { useFrameIdle } from './frame-calls';

/** Spec 9: the placeholder hint words rotate every 3 s. */
export const HINT_ROTATION_MS = 3000;

const NO_WORDS: string[] = [];

/** The hint words of dictionary `dictId` (spec 7: hint words (dictIdStr)); [] until loaded or on failure. */
export function useHintWords(dictId: string): string[] {
  const { data } = useQuery({ ...hintWordsQuery(dictId), enabled: useFrameIdle() });
  return data ?? NO_WORDS;
}

/**
 * The hint showing now: the next word every 3 s, held while `paused` (the box has focus, spec 4).
 * Null when there are no words.
 */
export function useRotatingHint(words: readonly string[], paused: boolean): string | null {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || words.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % words.length), HINT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, words]);
  if (words.length === 0) return null;
  return words[index % words.length] ?? null;
}
