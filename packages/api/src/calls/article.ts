import { call } from '@portal/api/call';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';

// what is left of the article calls, for the search cards until they call the table themselves
export const toggleFollowUser = (userId: number) => call(engagementEndpoints.followUser, { userId });
