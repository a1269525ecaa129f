import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@portal/api/rules/search';
import { useLocation, useNavigate } from '@portal/router';
import { toast } from '@portal/shared-ui/toast';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { openSearchResults } from '../../host/open-search';
import { messages } from '../../messages';
import { addToSearchHistory, clearSearchHistory, readSearchHistory } from './search-history';
import { useHintWords, useRotatingHint } from './use-hint-words';
import { useHotSearchWords, useSearchSuggestions } from './use-search-suggestions';

export { searchUrl } from '../../host/open-search';

const t = messages.searchBox;

interface PanelGroup {
  kind: 'suggestions' | 'history' | 'hot';
  label: string;
  words: string[];
}

/**
 * Header search (spec 2, 4, 5, 9): the placeholder shows hint words rotating every 3 s, held
 * while the box has focus; blank text searches the hint showing, or toasts 请输入关键字 when there
 * is none. Results open in a new tab, except on /search itself where they replace the current
 * results. Typing shows up to 10 suggestions; an empty focused box shows the local history (10,
 * newest first, with 清空) and the hot searches. Arrow keys move through the entries, Enter or a
 * click searches one; every search goes to the history.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[]>(() => readSearchHistory());
  const words = useHintWords(messages.searchHints.dictId);
  const hint = useRotatingHint(words, focused);
  const suggestions = useSearchSuggestions(text);
  const hot = useHotSearchWords(focused);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const panelId = useId();

  const groups: PanelGroup[] = text.trim()
    ? [{ kind: 'suggestions', label: t.suggestions, words: suggestions.map((s) => s.keyword) }]
    : [
        { kind: 'history', label: t.history, words: history },
        { kind: 'hot', label: t.hot, words: hot },
      ];
  const visible = groups.filter((g) => g.words.length > 0);
  const entries = visible.flatMap((g) => g.words);
  const showPanel = open && focused && entries.length > 0;
  const optionId = (index: number) => `${panelId}-option-${index}`;

  const runSearch = (keywords: string) => {
    setHistory(addToSearchHistory(keywords));
    setOpen(false);
    setActive(-1);
    openSearchResults(keywords, pathname, navigate);
  };

  const choose = (keywords: string) => {
    setText(keywords);
    runSearch(keywords);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = showPanel && active >= 0 ? entries[active] : undefined;
    if (picked) {
      choose(picked);
      return;
    }
    const keywords = text.trim() || hint?.trim() || '';
    if (!keywords) {
      toast(SEARCH_MESSAGES.enterKeyword);
      return;
    }
    runSearch(keywords);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (entries.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: past the last entry comes back to what was typed
      setActive((i) => {
        const next = i + step;
        if (next < -1) return entries.length - 1;
        if (next >= entries.length) return -1;
        return next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const onClear = () => {
    clearSearchHistory();
    setHistory([]);
    setActive(-1);
  };

  let index = 0;
  return (
    <div className="relative shrink-0">
      {/* on phones the box inside the 1 px border is 48 px tall, a thumb's size */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <form role="search"> submits on Enter; <search> is only a wrapper */}
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex items-center max-lg:h-[50px] max-lg:w-full lg:h-9 lg:w-56 overflow-hidden rounded-full border border-line bg-surface focus-within:border-brand"
      >
        <input
          type="search"
          name="keywords"
          aria-label={messages.search.label}
          aria-autocomplete="list"
          aria-controls={showPanel ? panelId : undefined}
          aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={hint ?? messages.search.placeholder}
          value={text}
          maxLength={SEARCH_LIMITS.keywordMaxChars}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
            setHistory(readSearchHistory());
          }}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
          }}
          className="h-full min-w-0 flex-1 bg-transparent px-4 text-sm text-ink outline-none placeholder:text-ink-mute"
        />
        <button
          type="submit"
          aria-label={messages.search.submit}
          className="flex h-full items-center max-lg:w-12 lg:w-10 justify-center text-ink-mute hover:text-brand"
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
      </form>
      {showPanel ? (
        // mouse down on the panel would blur the box before the click lands; keep the focus instead
        <div
          id={panelId}
          onMouseDown={(event) => event.preventDefault()}
          className="z-50 mt-1 rounded-lg lg:absolute lg:top-full lg:right-0 lg:w-72 bg-white py-2 text-sm shadow-lg ring-1 ring-line"
        >
          {visible.map((group) => (
            <div key={group.kind} className="py-1">
              <div className="flex items-center justify-between px-4 pb-1 text-xs text-ink-mute">
                <span id={`${panelId}-${group.kind}`}>{group.label}</span>
                {group.kind === 'history' ? (
                  <button
                    type="button"
                    aria-label={t.clearHistoryLabel}
                    onClick={onClear}
                    className="text-ink-mute hover:text-brand max-lg:min-h-12"
                  >
                    {t.clearHistory}
                  </button>
                ) : null}
              </div>
              <div role="listbox" aria-labelledby={`${panelId}-${group.kind}`}>
                {group.words.map((word) => {
                  const i = index++;
                  return (
                    // the box keeps the focus and moves through the options with the arrow keys
                    <div
                      key={`${group.kind}:${word}`}
                      id={optionId(i)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={i === active}
                      onClick={() => choose(word)}
                      onMouseEnter={() => setActive(i)}
                      className={`cursor-pointer truncate px-4 max-lg:py-3 lg:py-1.5 ${
                        i === active ? 'bg-brand-50 text-brand' : 'text-ink'
                      }`}
                    >
                      {word}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
