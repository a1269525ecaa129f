import { getChannelMeetings, getChannelNodes, getHotChannels } from '@portal/api/calls/channel';
import type { CallOptions } from '@portal/api/client';
import type { ChannelNode, HotChannel, MeetingCard } from '@portal/api/contract/channel';
import { useListPage } from '../../components/list/use-list-page';

export const MEETINGS_STRIP_SIZE = 4;
export const HOT_CHANNELS_SIZE = 6;

const loadNodes = (q: { channelId: number }, options: CallOptions) => getChannelNodes(q.channelId, options);
const loadHot = (q: { limit: number }, options: CallOptions) => getHotChannels(q.limit, options);

export const useChannelNodes = (channelId: number) =>
  useListPage<{ channelId: number }, ChannelNode>({ channelId }, loadNodes);

export const useChannelMeetings = (channelId: number, nodeId: number | undefined) =>
  useListPage<Parameters<typeof getChannelMeetings>[0], MeetingCard>(
    { channelId, limit: MEETINGS_STRIP_SIZE, ...(nodeId ? { nodeId } : {}) },
    getChannelMeetings,
  );

export const useHotChannels = () =>
  useListPage<{ limit: number }, HotChannel>({ limit: HOT_CHANNELS_SIZE }, loadHot);
