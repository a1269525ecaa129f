import { call } from '@portal/api/call';
import type { HomeViewSettings } from '@portal/api/contract/account-profile';
import { accountProfileEndpoints as e } from '@portal/api/endpoints/account-profile';
import { writeOptions } from '@portal/api/mutation';
import { homeViewSettingsQuery, profileKeys } from '@portal/api/queries/account-profile';

/** The owner's home-view settings: saved, shown at once, and every profile entry read anew. */
export const saveHomeViewSettingsWrite = (viewerId: number) =>
  writeOptions({
    write: (settings: HomeViewSettings) => call(e.saveHomeViewSettings, settings),
    settle: (client, saved) => client.setQueryData(homeViewSettingsQuery(viewerId).queryKey, saved),
    invalidates: () => [profileKeys.all],
  });
