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
 * Whom the page's first data was answered for (null: a visitor, or no first data), until the session
 * moves on from them: what a screen keys who reads by while the session check has not said yet.
 */
export function pageViewer(): number | null {
  return arrived.viewer;
}

/** whether a query key names the reader its answer is for (`{ viewerId }` anywhere in it) */
function keyedFor(key: unknown, viewer: number): boolean {
  if (Array.isArray(key)) return key.some((part) => keyedFor(part, viewer));
  if (key === null || typeof key !== 'object') return false;
  const record = key as Record<string, unknown>;
  return record.viewerId === viewer || Object.values(record).some((part) => keyedFor(part, viewer));
}

/**
 * Drops what the page brought for its reader: the check did not find them (the session ended in
 * between), and their own marks must not stay in the cache for whoever reads next. An entry whose
 * key names that reader (`viewerId`) is removed: its screens move to the key of whoever reads now and
 * ask there. Any other is reset: its data goes, and a screen still showing it asks again (removed,
 * it would stay on its old answer, never asked).
 */
export function dropPageAnswers(client: QueryClient): void {
  const { viewer, hashes } = arrived;
  if (viewer === null) return;
  const brought = client.getQueryCache().findAll({ predicate: (query) => hashes.has(query.queryHash) });
  for (const query of brought)
    if (keyedFor(query.queryKey, viewer)) client.removeQueries({ queryKey: query.queryKey, exact: true });
  void client.resetQueries({
    predicate: (query) => hashes.has(query.queryHash) && !keyedFor(query.queryKey, viewer),
  });
}

/** forgets what the page brought (once the session moved on from the user it was answered for) */
export function forgetPageAnswers(): void {
  arrived = { viewer: null, hashes: new Set() };
}
