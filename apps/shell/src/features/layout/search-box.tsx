import { toast } from '@portal/shared-ui/toast';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../messages';
import { useHintWords, useRotatingHint } from './use-hint-words';

export function searchUrl(keywords: string): string {
  return `/search?keywords=${encodeURIComponent(keywords)}`;
}

/**
 * Header search (spec 2, 4, 5, 9): the placeholder shows hint words rotating every 3 s, held
 * while the box has focus; blank text searches the hint showing, or toasts 请输入关键字 when there
 * is none. Results open in a new tab, except on /search itself where they replace the current
 * results.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const words = useHintWords(messages.searchHints.dictId);
  const hint = useRotatingHint(words, focused);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keywords = text.trim() || hint?.trim() || '';
    if (!keywords) {
      toast(messages.search.empty);
      return;
    }
    const url = searchUrl(keywords);
    if (pathname === '/search') navigate(url);
    else window.open(url, '_blank', 'noopener');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form role="search"> submits on Enter; <search> is only a wrapper
    <form
      role="search"
      onSubmit={onSubmit}
      className="flex h-9 w-56 shrink-0 items-center overflow-hidden rounded-full border border-line bg-surface focus-within:border-brand"
    >
      <input
        type="search"
        name="keywords"
        aria-label={messages.search.label}
        placeholder={hint ?? messages.search.placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="h-full min-w-0 flex-1 bg-transparent px-4 text-sm text-ink outline-none placeholder:text-ink-mute"
      />
      <button
        type="submit"
        aria-label={messages.search.submit}
        className="flex h-full w-10 items-center justify-center text-ink-mute hover:text-brand"
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
  );
}
