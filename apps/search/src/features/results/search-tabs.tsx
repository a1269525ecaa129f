import { SEARCH_TABS, type SearchTab } from '@portal/api/rules/search';
import { Link } from '@portal/router';
import { useEffect, useRef, useState } from 'react';
import { MAIN_TABS, MORE_TABS, withParams } from '../../components/search-options';
import { messages } from '../../messages';

const t = messages.results;

/** A tab keeps the keywords and the dates; its sort starts over (each tab has its own bar). */
const tabSearch = (params: URLSearchParams, tab: SearchTab) =>
  withParams(params, {
    type: tab === SEARCH_TABS.all ? null : tab,
    order: null,
    essences: null,
    bmsAuth: null,
  });

function TabLink({
  tab,
  current,
  count,
  params,
  onPick,
}: {
  tab: SearchTab;
  current: SearchTab;
  count: number | undefined;
  params: URLSearchParams;
  onPick?: () => void;
}) {
  const active = tab === current;
  return (
    <Link
      to={{ search: tabSearch(params, tab) }}
      aria-current={active ? 'page' : undefined}
      onClick={onPick}
      className={`whitespace-nowrap border-b-2 px-1 pb-2 ${
        active ? 'border-brand font-semibold text-brand' : 'border-transparent text-ink-soft hover:text-brand'
      }`}
    >
      {t.tabs[tab]}
      {count !== undefined ? <span className="ml-1 text-xs text-ink-mute">{count}</span> : null}
    </Link>
  );
}

/** The type tabs of spec 2 with their counts when the response has them; the last four under 更多. */
export function SearchTabs({
  current,
  counts,
  params,
}: {
  current: SearchTab;
  counts: Record<string, number>;
  params: URLSearchParams;
}) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const inMore = MORE_TABS.includes(current);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <nav
      aria-label={t.tabsLabel}
      className="flex flex-wrap items-end gap-x-6 gap-y-2 border-b border-line text-[15px]"
    >
      {MAIN_TABS.map((tab) => (
        <TabLink key={tab} tab={tab} current={current} count={counts[tab]} params={params} />
      ))}
      <div ref={menu} className="relative">
        <button
          type="button"
          aria-expanded={open}
          aria-haspopup="true"
          onClick={() => setOpen((o) => !o)}
          className={`border-b-2 px-1 pb-2 ${inMore ? 'border-brand font-semibold text-brand' : 'border-transparent text-ink-soft hover:text-brand'}`}
        >
          {inMore ? `${t.more} · ${t.tabs[current]}` : t.more}
        </button>
        {open ? (
          <div className="absolute right-0 top-full z-10 mt-1 flex w-32 flex-col gap-2 rounded-md bg-white p-3 shadow-lg ring-1 ring-line">
            {MORE_TABS.map((tab) => (
              <TabLink
                key={tab}
                tab={tab}
                current={current}
                count={counts[tab]}
                params={params}
                onPick={() => setOpen(false)}
              />
            ))}
          </div>
        ) : null}
      </div>
    </nav>
  );
}
