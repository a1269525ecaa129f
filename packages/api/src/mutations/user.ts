import { call } from '@portal/api/call';
import { userEndpoints as u } from '@portal/api/endpoints/user';
import { writeOptions } from '../mutation';

/**
 * The publish gate's check, asked when 提问 / 发布 is pressed (a check, not a write: run as one for
 * its busy state and failure toast): has the user content waiting for review?
 */
export const pendingContentCheck = writeOptions({
  write: (_: undefined) => call(u.pendingContent),
});
