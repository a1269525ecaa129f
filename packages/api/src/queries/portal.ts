import { call } from '@portal/api/call';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import { userEndpoints } from '@portal/api/endpoints/user';
import { queryOptions } from '@portal/query';
import type { NavigationQuery } from '../contract/portal';

/**
 * Query options of the portal frame's calls: one key per resource, so whoever changes it (a
 * message read in the message centre, a new requirement type) invalidates the same entry every
 * screen reads. `call` loads the HTTP client on first use, so a page that only shows the frame
 * keeps it out of its first load.
 */

/** the frame's data is the same for everyone and changes rarely */
const FRAME_FRESH_MS = 5 * 60_000;

export const portalKeys = {
  all: ['portal'] as const,
  navigation: (position: NavigationQuery['position']) => ['portal', 'navigation', position] as const,
  hintWords: (dictId: string) => ['portal', 'hint-words', dictId] as const,
  footerQrCodes: ['portal', 'footer-qr-codes'] as const,
  requirementTypes: ['portal', 'requirement-types'] as const,
  more: (group: MoreGroup) => ['portal', 'more', group] as const,
  /** the signed-in user's: the message centre invalidates it when messages are read */
};

export const navigationQuery = (position: NavigationQuery['position']) =>
  queryOptions({
    queryKey: portalKeys.navigation(position),
    queryFn: async ({ signal }) => (await call(portalEndpoints.navigation, { position }, { signal })).list,
    staleTime: FRAME_FRESH_MS,
  });

export const hintWordsQuery = (dictId: string) =>
  queryOptions({
    queryKey: portalKeys.hintWords(dictId),
    queryFn: async ({ signal }) =>
      (await call(portalEndpoints.hintWords, { dictIdStr: dictId }, { signal })).list
        .map((hint) => hint.word.trim())
        .filter(Boolean),
    staleTime: FRAME_FRESH_MS,
  });

export const footerQrCodesQuery = () =>
  queryOptions({
    queryKey: portalKeys.footerQrCodes,
    queryFn: async ({ signal }) => (await call(portalEndpoints.footerQrCodes, undefined, { signal })).list,
    staleTime: FRAME_FRESH_MS,
  });

export const requirementTypesQuery = () =>
  queryOptions({
    queryKey: portalKeys.requirementTypes,
    queryFn: async ({ signal }) => (await call(userEndpoints.requirementTypes, undefined, { signal })).list,
    staleTime: FRAME_FRESH_MS,
  });

/** The header's 更多 popover: its three groups, each asked when the popover first opens. */
export type MoreGroup = 'academic' | 'channels' | 'devices';

export const academicResourcesQuery = () =>
  queryOptions({
    queryKey: portalKeys.more('academic'),
    queryFn: async ({ signal }) =>
      (await call(portalEndpoints.academicResources, undefined, { signal })).list,
    staleTime: FRAME_FRESH_MS,
  });

export const moreChannelsQuery = () =>
  queryOptions({
    queryKey: portalKeys.more('channels'),
    queryFn: async ({ signal }) => (await call(portalEndpoints.channels, undefined, { signal })).list,
    staleTime: FRAME_FRESH_MS,
  });

export const deviceCategoriesQuery = () =>
  queryOptions({
    queryKey: portalKeys.more('devices'),
    queryFn: async ({ signal }) => (await call(portalEndpoints.deviceCategories, undefined, { signal })).list,
    staleTime: FRAME_FRESH_MS,
  });
