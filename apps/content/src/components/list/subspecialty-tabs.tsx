import type { Subspecialty } from '@portal/api/contract/info';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { messages } from '../../messages';

interface SubspecialtyTabsProps {
  subspecialties: Subspecialty[];
  selectedId: number | undefined;
  /** the `search` part of the URL for a filter (undefined = 全部) */
  searchFor: (id: number | undefined) => string;
}

/** 全部 + the top-level subspecialties. Links, so the filter lives in the URL. */
export function SubspecialtyTabs({ subspecialties, selectedId, searchFor }: SubspecialtyTabsProps) {
  const tabs = [{ id: undefined, name: messages.listFilter.all }, ...subspecialties];
  return (
    <FilterNav
      label={messages.listFilter.label}
      variant="chips"
      items={tabs.map((tab) => ({
        key: String(tab.id ?? 'all'),
        label: tab.name,
        selected: tab.id === selectedId,
        to: { search: searchFor(tab.id) },
      }))}
    />
  );
}
