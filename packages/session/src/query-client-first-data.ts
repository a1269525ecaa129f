import { FIRST_DATA_ELEMENT_ID, parseFirstData } from '@portal/api/first-data';
import type { QueryClient } from '@portal/query';

/**
 * Writes the first data the server put into the page (issue 24, `@portal/api/first-data`) into
 * the query client, before anything renders: the page's screen finds its answers fresh under the
 * keys it reads and asks nothing. The element is removed once read, so a later navigation never
 * takes it for its own. Answers count as fetched now (the page just arrived), so they stay fresh
 * for the client's usual time. Returns how many answers were written.
 */
export function hydrateFirstData(client: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return 0;
  const entries = parseFirstData(element.textContent);
  element.remove();
  for (const entry of entries) client.setQueryData(entry.queryKey, entry.data);
  return entries.length;
}
