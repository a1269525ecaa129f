import { useCallback, useMemo, useState } from 'react';
import { messages } from '../../messages';

const KEY = 'portal:barrage-blocks';
const MAX_WORDS = 50;

function read(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((w): w is string => typeof w === 'string').slice(0, MAX_WORDS)
      : [];
  } catch {
    return [];
  }
}

/** The viewer's own block words, kept in this browser: barrage containing one is not drawn. */
export function useBlockList() {
  const [words, setWords] = useState<string[]>(read);
  const save = useCallback((next: string[]) => {
    setWords(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // private mode: the list lasts for this page
    }
  }, []);
  return useMemo(
    () => ({
      words,
      hides: (text: string) => {
        const lower = text.toLowerCase();
        return words.some((w) => lower.includes(w.toLowerCase()));
      },
      add: (word: string) => {
        const w = word.trim().slice(0, 20);
        if (w && !words.includes(w) && words.length < MAX_WORDS) save([...words, w]);
      },
      remove: (word: string) => save(words.filter((w) => w !== word)),
    }),
    [words, save],
  );
}

export type BlockList = ReturnType<typeof useBlockList>;

/** Adds and removes the viewer's block words. */
export function BlockListEditor({ list }: { list: BlockList }) {
  const [draft, setDraft] = useState('');
  const t = messages.barrage;
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-xs"
      onSubmit={(e) => {
        e.preventDefault();
        list.add(draft);
        setDraft('');
      }}
    >
      <label className="text-ink-mute" htmlFor="barrage-block-word">
        {t.blockWords}
      </label>
      <input
        id="barrage-block-word"
        value={draft}
        maxLength={20}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={t.blockPlaceholder}
        className="min-h-12 w-32 rounded border border-line px-2 py-1 md:min-h-0"
      />
      <button
        type="submit"
        className="min-h-12 min-w-12 rounded border border-line px-2 py-1 text-ink-soft hover:text-brand md:min-h-0 md:min-w-0"
      >
        {t.block}
      </button>
      {list.words.map((w) => (
        <button
          key={w}
          type="button"
          onClick={() => list.remove(w)}
          aria-label={t.unblock(w)}
          className="min-h-12 rounded-full bg-surface px-3 py-0.5 text-ink-soft hover:text-red-600 md:min-h-0 md:px-2"
        >
          {w} ×
        </button>
      ))}
    </form>
  );
}
