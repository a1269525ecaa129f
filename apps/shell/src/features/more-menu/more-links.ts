import type { DeviceCategory } from '@portal/api/contract/portal';

// a subspeciality links to its channel's home: channelHomeUrl of @portal/api/links

/** Spec 2: a medical device category links to /bms/home/{id}?categoryCode={code}. */
export function deviceCategoryUrl(category: DeviceCategory): string {
  return `/bms/home/${encodeURIComponent(String(category.id))}?categoryCode=${encodeURIComponent(category.code)}`;
}
