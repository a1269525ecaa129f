import { SEARCH_TABS, type SearchTab } from '@portal/api/rules/search';
import {
  FilterChoice,
  type FilterChoiceItem,
  FilterNav,
  filterChoiceClass,
} from '@portal/shared-ui/filter-nav';
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

  const tabItem = (tab: SearchTab, onClick?: () => void): FilterChoiceItem => ({
    key: tab,
    label: t.tabs[tab],
    selected: tab === current,
    count: counts[tab],
    to: { search: tabSearch(params, tab) },
    onClick,
  });

  return (
    <FilterNav
      label={t.tabsLabel}
      variant="underline"
      current="page"
      items={MAIN_TABS.map((tab) => tabItem(tab))}
    >
      <div ref={menu} className="relative">
        <button
          type="button"
          aria-expanded={open}
          aria-haspopup="true"
          onClick={() => setOpen((o) => !o)}
          className={filterChoiceClass('underline', inMore)}
        >
          {inMore ? `${t.more} · ${t.tabs[current]}` : t.more}
        </button>
        {open ? (
          <div className="absolute right-0 top-full z-10 mt-1 flex w-32 flex-col gap-2 rounded-md bg-white p-3 shadow-lg ring-1 ring-line">
            {MORE_TABS.map((tab) => (
              <FilterChoice
                key={tab}
                item={tabItem(tab, () => setOpen(false))}
                variant="underline"
                current="page"
              />
            ))}
          </div>
        ) : null}
      </div>
    </FilterNav>
  );
}
