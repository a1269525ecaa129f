import { sidebarKeywordsQuery } from '@portal/api/queries/content';
import { useHost } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import type { SidebarContentProps } from './sidebar-props';
import { useSidebarList } from './use-sidebar-list';

const t = messages.detailSidebar;

/**
 * Keyword search cards: one card per keyword of the item; a click opens the search results
 * through the host (the header's rule: a new tab, the same tab on the search page).
 */
export function KeywordSearchCards({ contentId, contentType }: SidebarContentProps) {
  const host = useHost();
  const keywords = useSidebarList(sidebarKeywordsQuery({ id: contentId, type: contentType }));

  if (keywords.status === 'loading')
    return (
      <SideCard
        density="regular"
        title={t.keywords}
        loading
        loadingLabel={t.loading(t.keywords)}
        skeletonLines={2}
      />
    );
  const list = keywords.status === 'ready' ? keywords.list.filter((k) => k.trim()) : [];
  if (list.length === 0) return null;

  return (
    <SideCard density="regular" title={t.keywords}>
      <ul className="space-y-2">
        {list.map((keyword) => (
          <li key={keyword}>
            <button
              type="button"
              aria-label={t.searchKeyword(keyword)}
              onClick={() => host.openSearch(keyword)}
              className="group flex w-full items-center gap-3 rounded-md border border-line px-3 py-2 text-left hover:border-brand hover:bg-brand-50"
            >
              <svg
                viewBox="0 0 24 24"
                width="16"
                height="16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                className="shrink-0 text-ink-mute group-hover:text-brand"
              >
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-3.5-3.5" />
              </svg>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-ink group-hover:text-brand">
                  {keyword}
                </span>
                <span className="text-xs text-ink-mute">{t.searchHint}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}
