import { useSearchParams } from '@portal/router';
import { NotFound } from '@portal/shared-ui/not-found';
import { useCallback } from 'react';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { parsePositiveInt } from '../../components/list/search-params';
import { messages } from '../../messages';
import { useChannelNodes } from './channel-data';
import { HotChannels } from './hot-channels';
import { InformationFlow } from './information-flow';
import { MeetingsStrip } from './meetings-strip';
import { NodeChips } from './node-chips';

const t = messages.channelHome;

/**
 * /channel/home?channelId&channelTitle&mpId&ocsId (More popup, subspecialities): the channel's
 * node chips, meetings and information flow, with the hot channels beside. `nodeId` in the URL
 * is the chosen node.
 */
export function ChannelHomePage() {
  const [params] = useSearchParams();
  const channelId = parsePositiveInt(params.get('channelId'));
  const nodeId = parsePositiveInt(params.get('nodeId'));
  const title = params.get('channelTitle')?.trim() || t.fallbackTitle;
  useDocumentTitle(t.docTitle(title));

  const nodeSearch = useCallback(
    (id: number | undefined) => {
      const next = new URLSearchParams(params);
      if (id) next.set('nodeId', String(id));
      else next.delete('nodeId');
      return `?${next}`;
    },
    [params],
  );

  if (!channelId) return <NotFound />;
  return <ChannelHome channelId={channelId} nodeId={nodeId} title={title} nodeSearch={nodeSearch} />;
}

function ChannelHome({
  channelId,
  nodeId,
  title,
  nodeSearch,
}: {
  channelId: number;
  nodeId: number | undefined;
  title: string;
  nodeSearch: (id: number | undefined) => string;
}) {
  const nodes = useChannelNodes(channelId);
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <header className="mb-5 rounded-lg bg-gradient-to-r from-brand to-brand-700 px-6 py-6 text-white">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-white/80">{t.lead}</p>
      </header>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-5">
          {nodes.state.status === 'success' && nodes.state.data.list.length > 0 ? (
            <NodeChips nodes={nodes.state.data.list} selectedId={nodeId} searchFor={nodeSearch} />
          ) : null}
          <MeetingsStrip channelId={channelId} nodeId={nodeId} />
          <InformationFlow channelId={channelId} nodeId={nodeId} />
        </div>
        <aside className="w-full shrink-0 lg:w-[300px]">
          <HotChannels currentId={channelId} />
        </aside>
      </div>
    </div>
  );
}
