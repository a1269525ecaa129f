import type { ChannelNode } from '@portal/api/contract/channel';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { messages } from '../../messages';

/** 全部 + the channel's nodes; links, so the chosen node lives in the URL (`nodeId`). */
export function NodeChips({
  nodes,
  selectedId,
  searchFor,
}: {
  nodes: ChannelNode[];
  selectedId: number | undefined;
  searchFor: (nodeId: number | undefined) => string;
}) {
  const chips = [{ id: undefined, name: messages.channelHome.allNodes }, ...nodes];
  return (
    <FilterNav
      label={messages.channelHome.nodesLabel}
      variant="chips"
      items={chips.map((c) => ({
        key: String(c.id ?? 'all'),
        label: c.name,
        selected: c.id === selectedId,
        to: { search: searchFor(c.id) },
      }))}
    />
  );
}
