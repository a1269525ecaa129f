import type { Subspecialty } from '@portal/api/contract/info';
import { Link } from '@portal/router';
import { messages } from '../../messages';

interface SubspecialtyTabsProps {
  subspecialties: Subspecialty[];
  selectedId: number | undefined;
  /** the `search` part of the URL for a filter (undefined = 全部) */
  searchFor: (id: number | undefined) => string;
}

const tabClass = 'whitespace-nowrap rounded-full px-4 py-1.5 text-sm transition-colors';

/** 全部 + the top-level subspecialties. Links, so the filter lives in the URL. */
export function SubspecialtyTabs({ subspecialties, selectedId, searchFor }: SubspecialtyTabsProps) {
  const tabs = [{ id: undefined, name: messages.listFilter.all }, ...subspecialties];
  return (
    <nav aria-label={messages.listFilter.label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <Link
            key={tab.id ?? 'all'}
            to={{ search: searchFor(tab.id) }}
            aria-current={selected ? 'true' : undefined}
            className={
              selected
                ? `${tabClass} bg-brand text-white`
                : `${tabClass} bg-white text-ink-soft ring-1 ring-line hover:text-brand hover:ring-brand`
            }
          >
            {tab.name}
          </Link>
        );
      })}
    </nav>
  );
}
