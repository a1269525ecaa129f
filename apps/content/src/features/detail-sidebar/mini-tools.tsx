import { sidebarMiniToolsQuery } from '@portal/api/queries/content';
import { safeHref } from '@portal/shared-ui/safe-link';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import type { SidebarContentProps } from './sidebar-props';
import { listOf, useSidebarList } from './use-sidebar-list';

const t = messages.detailSidebar;

/** Scoring tools matching the item's subspecialties or keywords; each opens in a new tab. */
export function MiniTools({ contentId, contentType }: SidebarContentProps) {
  const tools = useSidebarList(sidebarMiniToolsQuery({ id: contentId, type: contentType }));

  if (tools.status === 'loading')
    return (
      <SideCard
        density="regular"
        title={t.miniTools}
        loading
        loadingLabel={t.loading(t.miniTools)}
        skeletonLines={2}
      />
    );
  // a tool whose address is not a web address or site path is left out, not shown dead
  const list = listOf(tools).flatMap((tool) => {
    const href = safeHref(tool.scoreToolUrl);
    return href ? [{ ...tool, href }] : [];
  });
  if (list.length === 0) return null;

  return (
    <SideCard density="regular" title={t.miniTools}>
      <ul className="space-y-2">
        {list.map((tool) => {
          const keywords = tool.scoreToolKeywords.split(/[,，]/).filter((k) => k.trim());
          return (
            <li key={tool.id}>
              <a
                href={tool.href}
                target="_blank"
                rel="noopener"
                className="group block rounded-md bg-surface px-3 py-2 no-underline hover:bg-brand-50"
              >
                <span className="block truncate text-sm font-medium text-ink group-hover:text-brand">
                  {tool.scoreToolName}
                </span>
                {keywords.length > 0 ? (
                  <span className="mt-1 block truncate text-xs text-ink-mute">{keywords.join(' · ')}</span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </SideCard>
  );
}
