import type { ChannelNode } from '@portal/api/contract/channel';
import { Link } from '@portal/router';
import { messages } from '../../messages';

const chip = 'whitespace-nowrap rounded-full px-4 py-1.5 text-sm transition-colors';

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
    <nav aria-label={messages.channelHome.nodesLabel} className="flex flex-wrap gap-2">
      {chips.map((c) => {
        const selected = c.id === selectedId;
        return (
          <Link
            key={c.id ?? 'all'}
            to={{ search: searchFor(c.id) }}
            aria-current={selected ? 'true' : undefined}
            className={
              selected
                ? `${chip} bg-brand text-white`
                : `${chip} bg-white text-ink-soft ring-1 ring-line hover:text-brand hover:ring-brand`
            }
          >
            {c.name}
          </Link>
        );
      })}
    </nav>
  );
}
