import { channelMeetingsQuery, channelNodesQuery, hotChannelsQuery } from '@portal/api/queries/content';
import { useListPage } from '../../components/list/use-list-page';

export const MEETINGS_STRIP_SIZE = 4;
export const HOT_CHANNELS_SIZE = 6;

export const useChannelNodes = (channelId: number) => useListPage(channelNodesQuery(channelId));

export const useChannelMeetings = (channelId: number, nodeId: number | undefined) =>
  useListPage(channelMeetingsQuery({ channelId, limit: MEETINGS_STRIP_SIZE, ...(nodeId ? { nodeId } : {}) }));

export const useHotChannels = () => useListPage(hotChannelsQuery(HOT_CHANNELS_SIZE));
