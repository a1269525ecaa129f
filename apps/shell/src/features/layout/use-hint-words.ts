import { useEffect, useState } from 'react';
import { frameCallsWhenIdle } from './frame-calls';

/** Spec 9: the placeholder hint words rotate every 3 s. */
export const HINT_ROTATION_MS = 3000;

/** The hint words of dictionary `dictId` (spec 7: hint words (dictIdStr)); [] until loaded or on failure. */
export function useHintWords(dictId: string): string[] {
  const [words, setWords] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    frameCallsWhenIdle()
      .then((calls) => {
        if (controller.signal.aborted) throw new Error('unmounted');
        return calls.getHintWords(dictId, { signal: controller.signal });
      })
      .then((envelope) => {
        if (controller.signal.aborted) return;
        setWords(envelope.list.map((hint) => hint.word.trim()).filter(Boolean));
      })
      .catch(() => {
        // no hints: the static placeholder stays
      });
    return () => controller.abort();
  }, [dictId]);
  return words;
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
