import { FIRST_DATA_ELEMENT_ID, parseFirstData } from '@portal/api/first-data';
import { hashKey, type QueryClient } from '@portal/query';

/** the answers the page brought, by query hash, and whom the server answered them for */
let arrived: { viewer: number | null; hashes: ReadonlySet<string> } = { viewer: null, hashes: new Set() };

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
  const { viewer, entries } = parseFirstData(element.textContent);
  element.remove();
  for (const entry of entries) client.setQueryData(entry.queryKey, entry.data);
  arrived = { viewer, hashes: new Set(entries.map((e) => hashKey(e.queryKey))) };
  return entries.length;
}

/**
 * Whether an entry is one the page brought for `userId`: when the session check finds that user
 * signed in, these answers are already theirs (their like, their follow) and need no second ask.
 * Only the first change of who is signed in may rely on it: the page was answered for one user.
 */
export function broughtByPageFor(queryHash: string, userId: number | null): boolean {
  return userId !== null && arrived.viewer === userId && arrived.hashes.has(queryHash);
}

/**
 * Whom the page's first data was answered for (null: a visitor, or no page data), until the
 * session check has settled who reads: the screens' keys carry this reader meanwhile
 * (`useReaderId`), so a signed-in reader's first render finds the answers the server made for them.
 */
export function pageViewer(): number | null {
  return arrived.viewer;
}

/**
 * Drops what the page brought for its reader: the check did not find them (the session ended in
 * between), and their own marks must not stay in the cache for whoever reads next.
 */
export function dropPageAnswers(client: QueryClient): void {
  const { hashes } = arrived;
  client.removeQueries({ predicate: (query) => hashes.has(query.queryHash) });
}

/** forgets what the page brought (once the session moved on from the user it was answered for) */
export function forgetPageAnswers(): void {
  arrived = { viewer: null, hashes: new Set() };
}
