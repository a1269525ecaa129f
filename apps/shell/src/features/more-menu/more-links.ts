import type { Channel, DeviceCategory } from '@portal/api/contract/portal';

/** Spec 2: a subspeciality links to /channel/home?channelId&channelTitle&mpId&ocsId. */
export function channelUrl(channel: Channel): string {
  const q = (value: string | number) => encodeURIComponent(String(value));
  return `/channel/home?channelId=${q(channel.channelId)}&channelTitle=${q(channel.channelTitle)}&mpId=${q(channel.mpId)}&ocsId=${q(channel.ocsId)}`;
}

/** Spec 2: a medical device category links to /bms/home/{id}?categoryCode={code}. */
export function deviceCategoryUrl(category: DeviceCategory): string {
  return `/bms/home/${encodeURIComponent(String(category.id))}?categoryCode=${encodeURIComponent(category.code)}`;
}
