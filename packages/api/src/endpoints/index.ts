import { articleEndpoints } from '@portal/api/endpoints/article';
import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { departmentEndpoints } from '@portal/api/endpoints/department';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { userEndpoints } from '@portal/api/endpoints/user';

/**
 * Every area's table, for the server's agreement test and tooling. Screens import their area's
 * module (`@portal/api/endpoints/info`), never this one, so a page carries only its own entries.
 */
export const ENDPOINT_TABLES = {
  article: articleEndpoints,
  assistant: assistantEndpoints,
  community: communityEndpoints,
  department: departmentEndpoints,
  engagement: engagementEndpoints,
  info: infoEndpoints,
  portal: portalEndpoints,
  search: searchEndpoints,
  user: userEndpoints,
} as const;
