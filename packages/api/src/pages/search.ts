import type { PageFirstData } from '@portal/api/first-data';
import { searchResultsFirst, searchResultsParams } from '@portal/api/queries/search';
import { readSearchAddress } from '@portal/api/rules/search';

/**
 * The search results page and the call its first view needs (issue 24): the first page of the
 * address's keywords, tab, order and dates, read as the screen reads them (`readSearchAddress`),
 * under the key the screen's list reads (`searchResultsQuery`). Blank keywords search nothing
 * (spec 5): no call. The key carries no viewer: the answer holds the reader's follows, and the
 * page says whom it was answered for (the session keeps it for that user).
 */
export const searchResultsPage: PageFirstData = {
  path: '/search',
  queries: (params) => {
    const address = readSearchAddress(params);
    return address.keywords ? [searchResultsFirst(searchResultsParams(address))] : [];
  },
};
