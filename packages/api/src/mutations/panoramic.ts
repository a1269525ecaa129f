import { call } from '@portal/api/call';
import { panoramicEndpoints as e } from '@portal/api/endpoints/panoramic';
import { writeOptions } from '@portal/api/mutation';

/** one view of a panoramic surgery case (silent: a failed count is not the reader's concern) */
export const caseViewWrite = writeOptions({
  write: ({ id }: { id: number }) => call(e.caseViews, { id }),
});
